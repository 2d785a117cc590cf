import type { OutcomeLists } from "../core/feature";
import type { CheckoutCommand } from "./commands";

/** A call failure's outcomes (the cart's policy, domain/cart/policy). */
const FAILED = ["failed", "unconfirmed", "finalized"] as const;

export const CheckoutOutcomes = {
  ChoosePaymentMethod: ["chosen", "unchanged", "nocart", "locked", "notoffered", ...FAILED],
  PlaceOrder: [
    "redirected",
    "paymentreturn",
    "busy",
    "notready",
    "invalidaddress",
    "nopaymentmethod",
    "cartinvalid",
    "orderlimits",
    ...FAILED,
  ],
  FinaliseCheckout: ["placed", "finalized", "declined", "failed", "unclear", "notready"],
  PayWithGiftCard: ["applied", "nocart", "locked", "invalid", ...FAILED],
  RemoveGiftCardPayment: ["removed", "nocart", "locked", ...FAILED],
} as const satisfies OutcomeLists<CheckoutCommand>;
