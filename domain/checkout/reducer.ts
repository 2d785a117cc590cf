import type { Draft } from "immer";
import { clearCart, setCart } from "../cart/reducer";
import type { CartState } from "../cart/state";
import type {
  BillingAddressSaved,
  CartFinalized,
  CheckoutFailed,
  CheckoutFinalisationStarted,
  CheckoutFinalisationUnclear,
  GiftCardPaymentChanged,
  OrderLoaded,
  OrderLoadFailed,
  OrderPlaced,
  OrderPlacementFailed,
  OrderPlacementStarted,
  OrderRequested,
  PaymentHandedOver,
  PaymentMethodChosen,
  PaymentMethodsCleaned,
} from "./events";
import type { Order } from "./model";
import type { CheckoutState } from "./state";

/*
 * The checkout's reducer cases, one per event (./events), with type-only imports so the root
 * reducer in the first load does not pull the event schemas in.
 */
type D = Draft<{ cart: CartState; checkout: CheckoutState }>;

export const checkoutCases = {
  PaymentMethodChosen: (d: D, e: typeof PaymentMethodChosen.Type) => {
    setCart(d, e.cart);
  },
  PaymentMethodsCleaned: (d: D, e: typeof PaymentMethodsCleaned.Type) => {
    setCart(d, e.cart);
  },
  GiftCardPaymentChanged: (d: D, e: typeof GiftCardPaymentChanged.Type) => {
    setCart(d, e.cart);
  },
  OrderPlacementStarted: (d: D, e: typeof OrderPlacementStarted.Type) => {
    d.checkout.placement = "placing";
    d.checkout.placingMethod = e.methodKey;
    d.checkout.placementError = null;
  },
  BillingAddressSaved: (d: D, e: typeof BillingAddressSaved.Type) => {
    setCart(d, e.cart);
  },
  CartFinalized: (d: D, e: typeof CartFinalized.Type) => {
    setCart(d, e.cart);
  },
  OrderPlacementFailed: (d: D, e: typeof OrderPlacementFailed.Type) => {
    d.checkout.placement = "idle";
    d.checkout.placingMethod = null;
    d.checkout.placementError = { reason: e.reason, codes: [...e.codes] };
  },
  PaymentHandedOver: (d: D, e: typeof PaymentHandedOver.Type) => {
    // To the payment-return route the app stays (the route takes over); to the provider it leaves.
    d.checkout.placement = e.to === "provider" ? "redirecting" : "idle";
    if (e.to === "paymentReturn") {
      d.checkout.placingMethod = null;
      d.checkout.returnQuery = e.returnQuery;
    }
  },
  CheckoutFinalisationStarted: (d: D, e: typeof CheckoutFinalisationStarted.Type) => {
    // Back from the payment: the placement is over, the payment return takes it from here.
    d.checkout.placement = "idle";
    d.checkout.placingMethod = null;
    d.checkout.finalising = true;
    d.checkout.finalisationUnclear = false;
    d.checkout.returnQuery = e.query;
    d.checkout.failure = null;
  },
  OrderPlaced: (d: D, e: typeof OrderPlaced.Type) => {
    // The ordered cart is gone; the shopper's new, empty cart takes its place.
    clearCart(d);
    setCart(d, e.cart);
    d.checkout.finalising = false;
    d.checkout.returnQuery = null;
    d.checkout.placedCheckoutId = e.checkoutId;
    d.checkout.order = e.order as Draft<Order>;
    d.checkout.orderLookup = null;
  },
  CheckoutFailed: (d: D, e: typeof CheckoutFailed.Type) => {
    d.checkout.finalising = false;
    d.checkout.failure = { code: e.code, initiator: e.initiator };
  },
  CheckoutFinalisationUnclear: (d: D, _e: typeof CheckoutFinalisationUnclear.Type) => {
    d.checkout.finalising = false;
    d.checkout.finalisationUnclear = true;
  },
  OrderRequested: (d: D, e: typeof OrderRequested.Type) => {
    d.checkout.orderLookup = { orderNumber: e.orderNumber, status: "loading" };
  },
  OrderLoaded: (d: D, e: typeof OrderLoaded.Type) => {
    d.checkout.order = e.order as Draft<Order>;
    d.checkout.orderLookup = null;
  },
  OrderLoadFailed: (d: D, e: typeof OrderLoadFailed.Type) => {
    d.checkout.orderLookup = {
      orderNumber: e.orderNumber,
      status: e.status === 404 || e.status === 400 ? "notFound" : "error",
    };
  },
};
