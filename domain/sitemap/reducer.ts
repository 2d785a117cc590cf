import type { Draft } from "immer";
import type { SitemapLoaded } from "./events";
import type { SitemapState } from "./state";

type D = Draft<{ sitemap: SitemapState }>;

export const sitemapCases = {
  SitemapRequested: (d: D) => {
    d.sitemap.status = "loading";
  },
  SitemapLoaded: (d: D, e: typeof SitemapLoaded.Type) => {
    d.sitemap = { status: "loaded", sitemap: e.sitemap as Draft<typeof e.sitemap> };
  },
  SitemapFailed: (d: D) => {
    d.sitemap.status = "failed";
  },
};
