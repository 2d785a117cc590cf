import { selectCart, selectCartStatus } from "../cart/selectors";
import { featureAccess } from "../core/feature";
import { selectCustomer } from "../session/selectors";
import { selectRuntimeConfig } from "../shell/selectors";
import type { CheckoutEvent } from "./events";
import type { CheckoutState } from "./state";

/**
 * The checkout reads its slice and: the cart it places (and whether it is loading), whether a
 * customer is logged in (read again after the order), and the tenant's config (its routes).
 */
export const checkout = featureAccess<CheckoutEvent>()({
  self: (r: { readonly checkout: CheckoutState }) => r.checkout,
  inputs: {
    cart: selectCart,
    cartStatus: selectCartStatus,
    customer: selectCustomer,
    config: selectRuntimeConfig,
  },
});
