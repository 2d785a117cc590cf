import { Schema } from "effect";

export const SitemapLink = Schema.Struct({
  path: Schema.String,
  title: Schema.String,
  /** ISO date of the last change, where known (recipes). */
  lastModified: Schema.optional(Schema.String),
});
export type SitemapLink = typeof SitemapLink.Type;

/** The sitemap for people, in sections; titles of the sections are messages sitemap.section.<key>. */
export const Sitemap = Schema.Struct({
  pages: Schema.Array(SitemapLink),
  categories: Schema.Array(SitemapLink),
  recipes: Schema.Array(SitemapLink),
});
export type Sitemap = typeof Sitemap.Type;
