import { Schema } from "effect";
import { MAX_RECIPE_PAGE_SIZE } from "../recipes/model";

const Title = Schema.optional(Schema.String.pipe(Schema.maxLength(200)));

/** Recipe group: the newest recipes, of one tag if given, as tiles. */
export const RecipeGroupProps = Schema.Struct({
  title: Title,
  tag: Schema.optional(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40))),
  limit: Schema.optional(Schema.Int.pipe(Schema.between(1, MAX_RECIPE_PAGE_SIZE))),
});
export type RecipeGroupProps = typeof RecipeGroupProps.Type;

/** Recipe search: a search field that opens the recipes page with the term. */
export const RecipeSearchProps = Schema.Struct({ title: Title });
export type RecipeSearchProps = typeof RecipeSearchProps.Type;

/** Recipe search content: the recipes an editor's term finds, newest first, five a page. */
export const RecipeSearchContentProps = Schema.Struct({
  title: Title,
  term: Schema.String.pipe(Schema.minLength(2), Schema.maxLength(200)),
});
export type RecipeSearchContentProps = typeof RecipeSearchContentProps.Type;

/** Fish tracking: a field for the code on the pack and the catch it names. */
export const FishTrackingProps = Schema.Struct({ title: Title, text: Schema.optional(Schema.String) });
export type FishTrackingProps = typeof FishTrackingProps.Type;

const RECIPE_GROUP = "recipe-group";
const RECIPE_SEARCH = "recipe-search";
const RECIPE_SEARCH_CONTENT = "recipe-search-content";
const FISH_TRACKING = "fish-tracking";

/** The recipe and fish-tracking blocks of document 1 §2. */
export const recipesStoresBlockPropSchemas = {
  [RECIPE_GROUP]: RecipeGroupProps,
  [RECIPE_SEARCH]: RecipeSearchProps,
  [RECIPE_SEARCH_CONTENT]: RecipeSearchContentProps,
  [FISH_TRACKING]: FishTrackingProps,
} as const;
