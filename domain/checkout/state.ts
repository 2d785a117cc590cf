import type { PaymentMethodKey } from "../cart/model";
import type { Order } from "./model";

/**
 * The checkout around the cart (document 2 §2, §4): placing the order, the payment return's
 * processing flag, and the order the confirmation shows. The cart itself stays in state.cart.
 * No schemas here: the first load carries this and the reducer, not the event schemas.
 */
export interface CheckoutState {
  /**
   * Place order: idle; placing (billing address, finalize); redirecting (the page is leaving for
   * the payment provider). While not idle, the cart's FINALIZED status is the checkout's own.
   */
  readonly placement: "idle" | "placing" | "redirecting";
  readonly placingMethod: PaymentMethodKey | null;
  /** Why the last place order stopped; cleared by the next one. */
  readonly placementError: {
    readonly reason: "invalidAddress" | "noPaymentMethod" | "cartInvalid" | "orderLimits" | "failed";
    readonly codes: ReadonlyArray<string>;
  } | null;
  /** The payment return is placing the order (the processing flag of document 2 §4). */
  readonly finalising: boolean;
  /** The payment-return query last handled: where the shopper is sent back to while the cart is FINALIZED. */
  readonly returnQuery: string | null;
  /** The last payment return could not tell whether the order was placed (issue 16 #10). */
  readonly finalisationUnclear: boolean;
  /** The checkout id of the order placed last (a repeat of the same return is not placed twice). */
  readonly placedCheckoutId: string | null;
  /** The last failed payment return (document 2 §8 payment error). */
  readonly failure: { readonly code: string; readonly initiator: string } | null;
  /** The order the confirmation shows: just placed, or loaded after a reload. */
  readonly order: Order | null;
  readonly orderLookup: {
    readonly orderNumber: string;
    readonly status: "loading" | "notFound" | "error";
  } | null;
}

export const initialCheckout: CheckoutState = {
  placement: "idle",
  placingMethod: null,
  placementError: null,
  finalising: false,
  returnQuery: null,
  finalisationUnclear: false,
  placedCheckoutId: null,
  failure: null,
  order: null,
  orderLookup: null,
};
