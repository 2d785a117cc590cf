import { Schema } from "effect";
import { FISH_CODE_PATTERN } from "../fish-tracking/code";
import { FishCatch } from "../fish-tracking/model";
import { defineCall } from "./contract";

/** The catch behind a fish-tracking code (normalised by the client with normaliseFishCode). */
export const getFishCatch = defineCall({
  name: "fishTracking.get",
  method: "GET",
  path: "/api/fish-tracking/:code",
  params: Schema.Struct({
    code: Schema.String.pipe(
      Schema.pattern(new RegExp(FISH_CODE_PATTERN), {
        message: () => "code must be two letters, a hyphen and six digits (DE-204711)",
      }),
    ),
  }),
  response: FishCatch,
  errors: { 400: "not a fish-tracking code", 404: "no catch with this code" },
});
