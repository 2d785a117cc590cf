import type { App } from "../http/env";
import { errorResponse, etagMatches } from "../http/errors";
import { honoPath } from "../http/route";
import { findMedia } from "./store";

/** Seeded media never changes under a name, so browsers may keep it for a year. */
const LONG_CACHE = "public, max-age=31536000, immutable";

export const mediaRoutes = (app: App) => {
  app.get(honoPath("/media/:name.svg").path, async (c) => {
    // The pattern keeps the ".svg" in the value: the stored name has none.
    const name = (c.req.param("name") ?? "").replace(/\.svg$/, "");
    const file = await findMedia(c.get("db"), name);
    if (!file) return errorResponse(c, 404, "no such media file", { code: "not_found" });
    c.header("Cache-Control", LONG_CACHE);
    c.header("ETag", file.etag);
    c.header("X-Content-Type-Options", "nosniff");
    // An SVG opened directly must not run script, whatever it holds.
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (etagMatches(c.req.header("if-none-match"), file.etag)) return c.body(null, 304);
    return c.body(file.body, 200, { "Content-Type": file.contentType });
  });
};
