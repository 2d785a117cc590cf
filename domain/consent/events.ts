import { Schema } from "effect";
import { ConsentCategories } from "./model";

export const ConsentChanged = Schema.TaggedStruct("ConsentChanged", {
  categories: ConsentCategories,
  source: Schema.Literal("stored", "script", "failed", "notConfigured"),
});
export const ConsentEvents = [ConsentChanged] as const;
export type ConsentEvent = (typeof ConsentEvents)[number]["Type"];
