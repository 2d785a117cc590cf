import { Schema } from "effect";
import { Sitemap } from "./model";

const SitemapRequested = Schema.TaggedStruct("SitemapRequested", {});
export const SitemapLoaded = Schema.TaggedStruct("SitemapLoaded", { sitemap: Sitemap });
const SitemapFailed = Schema.TaggedStruct("SitemapFailed", {});

export const SitemapEvents = [SitemapRequested, SitemapLoaded, SitemapFailed] as const;
export type SitemapEvent = (typeof SitemapEvents)[number]["Type"];
