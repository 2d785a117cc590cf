import type { ComponentType } from "react";
import { lazyChunk } from "../app/chunks";
import type { BlockProps } from "./kit";

type Loader = () => Promise<{ default: ComponentType<BlockProps> }>;

interface Entry {
  readonly load: Loader;
  readonly Component: ComponentType<BlockProps>;
}

/** Every block type is its own lazy chunk; the shell only knows the loaders. */
const loaders: ReadonlyArray<readonly [string, Loader]> = [
  ["section", () => import("./blocks/Section")],
  ["row", () => import("./blocks/Row")],
  ["column", () => import("./blocks/Column")],
  ["headline", () => import("./blocks/Headline")],
  ["text", () => import("./blocks/Text")],
  ["image", () => import("./blocks/Image")],
  ["button", () => import("./blocks/Button")],
  ["teaser", () => import("./blocks/Teaser")],
  ["line-separator", () => import("./blocks/LineSeparator")],
  ["product-promotion", () => import("./blocks/ProductPromotion")],
  ["cookie-settings-button", () => import("../consent/CookieSettingsButton")],
  ["cookie-list", () => import("../consent/CookieList")],
  ["loyalty-link-button", () => import("../loyalty/LinkButtonBlock")],
  ["loyalty-login-button", () => import("../loyalty/LoginButtonBlock")],
  ["custom-html", () => import("./embedded/CustomHtml")],
  ["iframe", () => import("./embedded/Iframe")],
  ["video", () => import("./embedded/Video")],
  ["script", () => import("./embedded/Script")],
  ["accordion", () => import("./blocks/Accordion")],
  ["tabs", () => import("./blocks/Tabs")],
  ["image-slider", () => import("./blocks/ImageSlider")],
  ["teaser-slider", () => import("./blocks/TeaserSlider")],
  ["image-list", () => import("./blocks/ImageList")],
  ["table", () => import("./blocks/Table")],
  ["feature", () => import("./blocks/Feature")],
  ["option", () => import("./blocks/Option")],
  ["publication", () => import("./blocks/Publication")],
  ["user-message", () => import("./blocks/UserMessage")],
  ["social-follow", () => import("./blocks/SocialFollow")],
  ["product-group", () => import("./blocks/ProductGroup")],
  ["voucher-group", () => import("../loyalty/VoucherGroupBlock")],
  ["contact", () => import("../forms/ContactBlock")],
  ["contact-form", () => import("../forms/ContactFormBlock")],
  ["newsletter-subscribe", () => import("../forms/NewsletterSubscribeBlock")],
  ["newsletter-unsubscribe", () => import("../forms/NewsletterUnsubscribeBlock")],
  ["questionnaire", () => import("../forms/QuestionnaireBlock")],
  ["recipe-group", () => import("../recipes/RecipeGroupBlock")],
  ["recipe-search", () => import("../recipes/RecipeSearchBlock")],
  ["recipe-search-content", () => import("../recipes/RecipeSearchContentBlock")],
  ["fish-tracking", () => import("../fish-tracking/FishTrackingBlock")],
  ["error-page-behaviour", () => import("../pages/ErrorPageBehaviour")],
];

/** A Map, not an object: a block type like "constructor" must not find Object.prototype. */
export const blockRegistry: ReadonlyMap<string, Entry> = new Map(
  loaders.map(([type, load]) => [type, { load, Component: lazyChunk(`block:${type}`, load) }] as const),
);

const started = new Set<string>();

/** Starts loading the chunks of the given block types in parallel (no waterfall through nesting). */
export const preloadBlockTypes = (types: Iterable<string>) => {
  for (const type of types) {
    const entry = blockRegistry.get(type);
    if (!entry || started.has(type)) continue;
    started.add(type);
    entry.load().catch(() => started.delete(type));
  }
};
