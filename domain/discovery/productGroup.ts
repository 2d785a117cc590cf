import { Schema } from "effect";

/** Without a limit a product group shows at most this many products (one row of four, twice). */
export const PRODUCT_GROUP_DEFAULT_LIMIT = 8;
const MAX_PRODUCT_GROUP_LIMIT = 24;

const ListSlug = Schema.String.pipe(
  Schema.pattern(/^[a-z0-9][a-z0-9-]{0,199}$/, { message: () => "not a category or brand slug" }),
);
const GroupSku = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9._-]{1,64}$/, { message: () => "not a sku" }));

/**
 * The product list a CMS product group shows (issue 14): a category's or a brand's products, the
 * products with the skus given (in their order), or this week's offers.
 */
export const ProductGroupSource = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("category"), slug: ListSlug }),
  Schema.Struct({ kind: Schema.Literal("brand"), slug: ListSlug }),
  Schema.Struct({
    kind: Schema.Literal("skus"),
    skus: Schema.Array(GroupSku).pipe(Schema.minItems(1), Schema.maxItems(MAX_PRODUCT_GROUP_LIMIT)),
  }),
  Schema.Struct({ kind: Schema.Literal("offers") }),
);
export type ProductGroupSource = typeof ProductGroupSource.Type;

/**
 * What a product group loads: its source (none: the offers, as groups did before sources) and how
 * many products it shows at most. The block's props hold more (its title), checked by its component.
 */
export const ProductGroupSelection = Schema.Struct({
  source: Schema.optional(ProductGroupSource),
  limit: Schema.optional(Schema.Int.pipe(Schema.between(1, MAX_PRODUCT_GROUP_LIMIT))),
});
export type ProductGroupSelection = typeof ProductGroupSelection.Type;

/** The state key of a group's products: one load serves every group with the same list and limit. */
export const productGroupKey = (source: ProductGroupSource, limit: number): string => {
  switch (source.kind) {
    case "offers":
      return "offers";
    case "skus":
      return `skus:${source.skus.join(",")}`;
    default:
      return `${source.kind}:${source.slug}:${limit}`;
  }
};
