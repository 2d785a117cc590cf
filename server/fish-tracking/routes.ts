import { Schema } from "effect";
import { getFishCatch } from "../../domain/api/fishTracking";
import { FishCatch } from "../../domain/fish-tracking/model";
import { notFound } from "../discovery/store";
import type { App } from "../http/env";
import { route } from "../http/route";

const decodeCatch = Schema.decodeUnknownSync(FishCatch);

/** The fish-tracking block's lookup: a malformed code is a 400 (the call's schema), an unknown one a 404. */
export const fishTrackingRoutes = (app: App) => {
  route(app, getFishCatch, async ({ params }, c) => {
    const [row] = await c
      .get("db")
      .query<{ data: unknown }>("SELECT data FROM fish_catches WHERE code = $1", [params.code]);
    if (!row) throw notFound("catch with code", params.code, "fish_code_not_found");
    return decodeCatch(row.data);
  });
};
