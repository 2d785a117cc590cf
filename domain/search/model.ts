import { Schema } from "effect";
import { Brand } from "../discovery/brand";
import { CategorySummary } from "../discovery/category";
import { Product } from "../discovery/product";
import { ContentHit, RecipeHit, type SearchType } from "../discovery/search";

const hitsOf = <T extends string, A, I>(type: T, item: Schema.Schema<A, I>) =>
  Schema.Struct({
    type: Schema.Literal(type),
    count: Schema.Int,
    offset: Schema.Int,
    total: Schema.Int,
    results: Schema.Array(item),
    queryID: Schema.optional(Schema.String),
  });

/** One type's results as the flyout and the results page keep them (the API answer without paging extras). */
export const SearchHits = Schema.Union(
  hitsOf("products", Product),
  hitsOf("categories", CategorySummary),
  hitsOf("brands", Brand),
  hitsOf("content", ContentHit),
  hitsOf("recipes", RecipeHit),
);
export type SearchHits = typeof SearchHits.Type;
export type HitsOf<T extends SearchType> = Extract<SearchHits, { readonly type: T }>;

/** Document 1 §8: a failed search yields an empty result (count 0, offset 0, results [], total 0). */
export const emptyHits = <T extends SearchType>(type: T): HitsOf<T> =>
  ({ type, count: 0, offset: 0, results: [], total: 0 }) as unknown as HitsOf<T>;

export const PageType = Schema.Literal("flyout", "results");
