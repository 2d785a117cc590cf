import { Sitemap } from "../sitemap/model";
import { defineCall } from "./contract";

/** The sitemap page's links: content pages not marked noIndex, categories and recipes. */
export const getSitemap = defineCall({
  name: "sitemap.get",
  method: "GET",
  path: "/api/sitemap",
  response: Sitemap,
});
