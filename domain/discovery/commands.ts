import { Schema } from "effect";
import { ProductSort } from "./listing";
import { ProductAttribute } from "./product";

/**
 * Pages, sorts or filters the product list on screen (category or brand). The list state lives in
 * the URL, so the handler navigates (a new history entry) to the changed query and the list loads.
 */
const ChangeListing = Schema.TaggedStruct("ChangeListing", {
  page: Schema.optional(Schema.Int),
  sort: Schema.optional(ProductSort),
  brand: Schema.optional(Schema.Array(Schema.String)),
  attribute: Schema.optional(Schema.Array(ProductAttribute)),
  priceMin: Schema.optional(Schema.NullOr(Schema.Int)),
  priceMax: Schema.optional(Schema.NullOr(Schema.Int)),
  clearFilters: Schema.optional(Schema.Boolean),
});
/**
 * The category tree for the header's assortment menu (desktop panel, phone drawer): loaded once per
 * session, when the shopper first opens the menu, so the start page's first load does not wait for it.
 */
const LoadCategoryTree = Schema.TaggedStruct("LoadCategoryTree", {});
export const DiscoveryCommands = [ChangeListing, LoadCategoryTree] as const;
export type DiscoveryCommand = (typeof DiscoveryCommands)[number]["Type"];
