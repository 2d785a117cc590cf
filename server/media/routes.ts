import type { App } from "../http/env";
import { errorResponse } from "../http/errors";
import { honoPath } from "../http/route";
import { findMedia } from "./store";

/** Seeded media never changes under a name, so browsers may keep it for a year. */
const LONG_CACHE = "public, max-age=31536000, immutable";

export const mediaRoutes = (app: App) => {
  app.get(honoPath("/media/:name.svg").path, async (c) => {
    const file = await findMedia(c.get("db"), c.req.param("name"));
    if (!file) return errorResponse(c, 404, "no such media file", { code: "not_found" });
    c.header("Cache-Control", LONG_CACHE);
    c.header("ETag", file.etag);
    c.header("X-Content-Type-Options", "nosniff");
    // An SVG opened directly must not run script, whatever it holds.
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (c.req.header("if-none-match") === file.etag) return c.body(null, 304);
    return c.body(file.body, 200, { "Content-Type": file.contentType });
  });
};
