import type { OrderPlaced } from "../checkout/events";
import { reaction } from "../core/feature";
import type { Navigated } from "../navigation/events";
import type { CustomerLoaded, LoggedIn, SessionEvent } from "../session/events";
import type { PaymentsCommand } from "./commands";

type CustomerCleared = Extract<SessionEvent, { readonly _tag: "CustomerCleared" }>;

/**
 * Saved methods are customer-bound (document 2 §1): they load when the customer appears, again
 * after an order (it may have saved its method) and go with the customer. The checkout asks the
 * browser which wallets it can pay with.
 */
export const paymentsReactions = [
  reaction<typeof CustomerLoaded.Type, PaymentsCommand>("CustomerLoaded", () => ({
    _tag: "LoadPaymentMethods",
  })),
  reaction<typeof LoggedIn.Type, PaymentsCommand>("LoggedIn", () => ({ _tag: "LoadPaymentMethods" })),
  reaction<CustomerCleared, PaymentsCommand>("CustomerCleared", () => ({ _tag: "ClearPaymentMethods" })),
  reaction<typeof OrderPlaced.Type, PaymentsCommand>("OrderPlaced", (e) =>
    e.order.customerId !== null ? { _tag: "LoadPaymentMethods", force: true } : null,
  ),
  reaction<typeof Navigated.Type, PaymentsCommand>("Navigated", (e) =>
    e.route === "checkout" ? { _tag: "DetectPaymentWallets" } : null,
  ),
];
