import type { HandlersOf } from "../../core/feature";
import type { Ports } from "../../ports";
import type { CheckoutCommand } from "../commands";
import type { CheckoutOutcomes } from "../outcomes";
import { finaliseCheckout } from "./finalise";
import { payWithGiftCard, removeGiftCardPayment } from "./giftCard";
import { choosePaymentMethod, placeOrder } from "./place";

/** Checkout handlers, one per checkout command (registered lazily in domain/app/handlers.ts). */
export const checkoutHandlers: HandlersOf<CheckoutCommand, typeof CheckoutOutcomes, Ports> = {
  ChoosePaymentMethod: choosePaymentMethod,
  PlaceOrder: placeOrder,
  FinaliseCheckout: finaliseCheckout,
  PayWithGiftCard: payWithGiftCard,
  RemoveGiftCardPayment: removeGiftCardPayment,
};
