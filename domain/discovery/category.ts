import { Schema } from "effect";
import { CategoryRef, Image } from "./product";

/** A node of the category tree (document 2 §3: slug, name, children), with its product count. */
export interface CategoryNode {
  readonly slug: string;
  readonly name: string;
  /** Products in this category and all below it. */
  readonly productCount: number;
  readonly children: ReadonlyArray<CategoryNode>;
}
export const CategoryNode: Schema.Schema<CategoryNode> = Schema.Struct({
  slug: Schema.String,
  name: Schema.String,
  productCount: Schema.Int,
  children: Schema.Array(Schema.suspend(() => CategoryNode)),
});

/** The whole tree: the top categories in shop order. */
export const CategoryTree = Schema.Array(CategoryNode);
export type CategoryTree = typeof CategoryTree.Type;

/** A category in a list (search results, children): enough for a link and a tile. */
export const CategorySummary = Schema.Struct({
  slug: Schema.String,
  name: Schema.String,
  /** From the top category down to this one (inclusive). */
  breadcrumb: Schema.Array(CategoryRef),
  productCount: Schema.Int,
  image: Image,
});
export type CategorySummary = typeof CategorySummary.Type;

/** One category with its place in the tree. */
export const Category = Schema.Struct({
  slug: Schema.String,
  name: Schema.String,
  description: Schema.String,
  /** 1 for a top category. */
  depth: Schema.Int,
  parent: Schema.NullOr(CategoryRef),
  breadcrumb: Schema.Array(CategoryRef),
  productCount: Schema.Int,
  image: Image,
  children: Schema.Array(
    Schema.Struct({ slug: Schema.String, name: Schema.String, productCount: Schema.Int }),
  ),
});
export type Category = typeof Category.Type;
