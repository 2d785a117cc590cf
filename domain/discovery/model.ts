import { Schema } from "effect";

/** Where a product list comes from: a category (the product list route) or a brand (brand detail). */
export const ListingSource = Schema.Struct({
  kind: Schema.Literal("category", "brand"),
  slug: Schema.String,
});
export type ListingSource = typeof ListingSource.Type;
