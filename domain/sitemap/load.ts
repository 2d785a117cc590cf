import { Effect } from "effect";
import { callApi } from "../api/call";
import { getSitemap } from "../api/sitemap";
import { sitemap } from "./access";

/** The sitemap route's loader: the links once per session (a failed load is asked again). */
export const loadSitemapRoute = Effect.gen(function* () {
  if ((yield* sitemap.state).status === "loaded") return "cached";
  yield* sitemap.emit({ _tag: "SitemapRequested" });
  return yield* callApi(getSitemap, {}).pipe(
    Effect.flatMap((s) => Effect.as(sitemap.emit({ _tag: "SitemapLoaded", sitemap: s }), "loaded")),
    Effect.catchAll(() => Effect.as(sitemap.emit({ _tag: "SitemapFailed" }), "failed")),
  );
});
