import { Schema } from "effect";
import { Position } from "../cart/model";

/** The place a store search found: where distances are measured from. */
export const StoreSearchPlace = Schema.Struct({ label: Schema.String, position: Position });
export type StoreSearchPlace = typeof StoreSearchPlace.Type;
