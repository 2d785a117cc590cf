import { featureAccess } from "../core/feature";
import type { SitemapEvent } from "./events";
import type { SitemapState } from "./state";

export const sitemap = featureAccess<SitemapEvent>()({
  self: (r: { readonly sitemap: SitemapState }) => r.sitemap,
});
