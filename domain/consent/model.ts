import { Schema } from "effect";
import type { ConsentCategories as Categories } from "./state";

/** Typed by the state's interface, so the schema and the slice cannot drift apart. */
export const ConsentCategories: Schema.Schema<Categories> = Schema.Struct({
  marketing: Schema.Boolean,
  statistic: Schema.Boolean,
  targetGroupSelection: Schema.Boolean,
});
