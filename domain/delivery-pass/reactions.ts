import type { CartReceived, SideCartToggled } from "../cart/events";
import { reaction } from "../core/feature";
import type { Navigated } from "../navigation/events";
import type { CustomerLoaded, LoggedIn, SessionEvent } from "../session/events";
import type { DeliveryPassCommand } from "./commands";
import type { CustomerDeliveryPassLoaded } from "./events";

type CustomerCleared = Extract<SessionEvent, { readonly _tag: "CustomerCleared" }>;

/**
 * The customer's pass is customer-bound (document 2 §1, §6): it loads when the customer appears
 * (also the refresh after an order, which may have bought it) and goes with the customer. The offer
 * loads where it is shown: the overview route, the cart and the side cart, and for a shopper who
 * has the pass (valid, or its line in the cart), whose top bar names the pass's threshold.
 */
export const deliveryPassReactions = [
  reaction<typeof CustomerLoaded.Type, DeliveryPassCommand>("CustomerLoaded", () => ({
    _tag: "LoadCustomerDeliveryPass",
  })),
  reaction<typeof LoggedIn.Type, DeliveryPassCommand>("LoggedIn", () => ({
    _tag: "LoadCustomerDeliveryPass",
  })),
  reaction<CustomerCleared, DeliveryPassCommand>("CustomerCleared", () => ({ _tag: "ClearDeliveryPass" })),
  reaction<typeof Navigated.Type, DeliveryPassCommand>("Navigated", (e) =>
    e.route === "deliveryPass" || e.route === "cart" ? { _tag: "LoadDeliveryPassOffer" } : null,
  ),
  reaction<typeof SideCartToggled.Type, DeliveryPassCommand>("SideCartToggled", (e) =>
    e.open ? { _tag: "LoadDeliveryPassOffer" } : null,
  ),
  reaction<typeof CustomerDeliveryPassLoaded.Type, DeliveryPassCommand>("CustomerDeliveryPassLoaded", (e) =>
    e.passState === "valid" ? { _tag: "LoadDeliveryPassOffer" } : null,
  ),
  reaction<typeof CartReceived.Type, DeliveryPassCommand>("CartReceived", (e) =>
    e.cart.deliveryPassLineItem != null ? { _tag: "LoadDeliveryPassOffer" } : null,
  ),
];
