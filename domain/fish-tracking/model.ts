import { Schema } from "effect";

/** Where and how a batch of fish was caught (the fish-tracking block's answer). */
export const FishCatch = Schema.Struct({
  code: Schema.String,
  species: Schema.String,
  /** The FAO fishing area, e.g. "FAO 27 Nordostatlantik, Nordsee (IVb)". */
  catchArea: Schema.String,
  method: Schema.String,
  vessel: Schema.String,
  /** ISO date the catch was landed. */
  landedAt: Schema.String,
});
export type FishCatch = typeof FishCatch.Type;
