import type { Sitemap } from "./model";

export interface SitemapState {
  readonly status: "idle" | "loading" | "loaded" | "failed";
  readonly sitemap: Sitemap | null;
}

export const initialSitemap: SitemapState = { status: "idle", sitemap: null };
