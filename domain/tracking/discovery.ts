import type { Product } from "../discovery/product";
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

export const searchZeroResults = (
  term: string,
  type: string,
  pageType: string,
  known: PersonalValues = NO_PERSONAL_VALUES,
): DataLayerEvent => ({
  event: "search_zero_results",
  search_term: safeSearchTerm(term, known),
  search_type: type,
  page_type: pageType,
});
