import { selectSavedAddresses } from "../addresses/selectors";
import { selectPlacement, selectReturnQuery } from "../checkout/selectors";
import { featureAccess } from "../core/feature";
import { selectShownProduct } from "../discovery/selectors";
import { selectLocationSearch, selectRouteName } from "../navigation/selectors";
import { selectCustomer } from "../session/selectors";
import { selectDisplayLocale, selectMessages, selectRuntimeConfig } from "../shell/selectors";
import type { CartEvent } from "./events";
import type { CartState } from "./state";

/**
 * The cart reads its slice and: the customer and their saved addresses (automatic vouchers, the
 * address that stands in for the prompt), the tenant's config, messages and display locale, where the shopper is
 * (the poll's pause, FINALIZED on checkout), the checkout's placement and payment return (whose
 * FINALIZED cart it is, where it goes back to), and the products on screen (capping an add).
 */
export const cart = featureAccess<CartEvent>()({
  self: (r: { readonly cart: CartState }) => r.cart,
  inputs: {
    customer: selectCustomer,
    savedAddresses: selectSavedAddresses,
    config: selectRuntimeConfig,
    messages: selectMessages,
    displayLocale: selectDisplayLocale,
    route: selectRouteName,
    search: selectLocationSearch,
    placement: selectPlacement,
    returnQuery: selectReturnQuery,
    shownProduct: selectShownProduct,
  },
});
