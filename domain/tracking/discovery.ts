import type { Product } from "../discovery/product";
import type { SearchType } from "../discovery/search";
import { userType } from "../session/model";
import type { SessionState } from "../session/state";
import { ecommercePayload, type TrackedLine, trackingItem } from "./ecommerce";
import type { DataLayerEvent } from "./events";
import type { ClickOrigin, TrackedList } from "./origin";
import { isPersonal, NO_PERSONAL_VALUES, type PersonalValues, REDACTED } from "./privacy";

type State = { readonly session: SessionState };

/** Loyalty members pay the loyalty price: tracking reports what the shopper sees. */
const loyaltyOf = (state: State) => userType(state.session.customer) === "loyalty";

export const viewItemList = (
  state: State,
  list: TrackedList,
  products: ReadonlyArray<Product>,
  offset: number,
): DataLayerEvent[] =>
  products.length === 0
    ? []
    : [
        {
          event: "view_item_list",
          ecommerce: {
            item_list_id: list.id,
            item_list_name: list.name,
            items: products.map((product, i) =>
              trackingItem({ product, quantity: 1, loyalty: loyaltyOf(state), index: offset + i + 1, list }),
            ),
          },
        },
      ];

export const selectItem = (state: State, origin: ClickOrigin): DataLayerEvent => ({
  event: "select_item",
  ecommerce: {
    item_list_id: origin.list.id,
    item_list_name: origin.list.name,
    items: [
      trackingItem({
        product: origin.product,
        quantity: 1,
        loyalty: loyaltyOf(state),
        index: origin.position,
        list: origin.list,
      }),
    ],
  },
});

export const viewItem = (state: State, currency: string, product: Product): DataLayerEvent => {
  const line: TrackedLine = {
    product,
    // A weight article is shown per kg: one kilogram is what the shopper views.
    quantity: product.weightArticle ? 1000 : 1,
    loyalty: loyaltyOf(state),
  };
  return { event: "view_item", ecommerce: ecommercePayload(currency, [line]) };
};

/**
 * A term with personal data (an e-mail address, a phone or card number, the customer's own name,
 * street or phone: ./privacy) is not sent; a SKU typed into the search is.
 */
export const safeSearchTerm = (term: string, known: PersonalValues = NO_PERSONAL_VALUES): string =>
  isPersonal(term, known) ? REDACTED : term.slice(0, 100);

/** One type's slot of a search (the flyout's or the results page's), as the search state keeps it. */
type SearchSlot =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly hits: { readonly total: number }; readonly failed: boolean };
/** The searched types of a search and their slots. */
export interface SearchRun {
  readonly term: string;
  readonly types: ReadonlyArray<SearchType>;
  readonly results: Readonly<Partial<Record<SearchType, SearchSlot>>>;
}

/** Every searched type has its answer (a search with no types is never complete). */
export const searchComplete = (run: SearchRun | null | undefined): run is SearchRun =>
  run != null && run.types.length > 0 && run.types.every((t) => run.results[t]?.status === "loaded");

/** The hits per type (a failed type counts 0, as the empty result that stands in for it shows). */
const countsOf = (run: SearchRun): Record<`results_${SearchType}`, number> =>
  Object.fromEntries(
    run.types.map((t) => {
      const slot = run.results[t];
      return [`results_${t}`, slot?.status === "loaded" ? slot.hits.total : 0];
    }),
  ) as Record<`results_${SearchType}`, number>;

/** GA4's search: one per submitted term (the results page searching a new term). */
export const searchEvent = (term: string, known: PersonalValues = NO_PERSONAL_VALUES): DataLayerEvent => ({
  event: "search",
  search_term: safeSearchTerm(term, known),
});

/** GA4's view_search_results: the results page shows every type's answer, with the hits per type. */
export const viewSearchResults = (
  run: SearchRun,
  known: PersonalValues = NO_PERSONAL_VALUES,
): DataLayerEvent => ({
  event: "view_search_results",
  search_term: safeSearchTerm(run.term, known),
  page_type: "results",
  ...countsOf(run),
});

/**
 * Document 1 §8's zero-result search, once per search: only when every searched type answered
 * empty (a failed type is not an answer: no zero-result event then). search_type names the
 * searched types.
 */
export const searchZeroResults = (
  run: SearchRun,
  pageType: "flyout" | "results",
  known: PersonalValues = NO_PERSONAL_VALUES,
): DataLayerEvent[] =>
  run.types.every((t) => {
    const slot = run.results[t];
    return slot?.status === "loaded" && !slot.failed && slot.hits.total === 0;
  })
    ? [
        {
          event: "search_zero_results",
          search_term: safeSearchTerm(run.term, known),
          search_type: run.types.join(","),
          page_type: pageType,
        },
      ]
    : [];
