import { selectPlacement, selectReturnQuery } from "../checkout/selectors";
import { featureAccess } from "../core/feature";
import { selectShownProduct } from "../discovery/selectors";
import type { NavigationState } from "../navigation/state";
import type { SessionState } from "../session/state";
import { selectMessages, selectRuntimeConfig } from "../shell/selectors";
import type { CartEvent } from "./events";
import type { CartState } from "./state";

type Session = { readonly session: SessionState };
type Navigation = { readonly navigation: NavigationState };

/**
 * The cart reads its slice and: the customer and their saved addresses (automatic vouchers, the
 * address that stands in for the prompt), the tenant's config and messages, where the shopper is
 * (the poll's pause, FINALIZED on checkout), the checkout's placement and payment return (whose
 * FINALIZED cart it is, where it goes back to), and the products on screen (capping an add).
 */
export const cart = featureAccess<CartEvent>()({
  self: (r: { readonly cart: CartState }) => r.cart,
  inputs: {
    customer: (r: Session) => r.session.customer,
    savedAddresses: (r: Session) => r.session.addresses,
    config: selectRuntimeConfig,
    messages: selectMessages,
    route: (r: Navigation) => r.navigation.location.route,
    search: (r: Navigation) => r.navigation.location.search,
    placement: selectPlacement,
    returnQuery: selectReturnQuery,
    shownProduct: selectShownProduct,
  },
});
