import { reaction } from "../core/feature";
import type { CustomerLoaded, LoggedIn, SessionEvent } from "../session/events";
import type { AddressCommand } from "./commands";

/**
 * Customer-bound data (document 2 §1, §3): the saved addresses load when a customer appears and
 * are cleared when the customer goes away.
 */
export const addressReactions = [
  reaction<typeof CustomerLoaded.Type, AddressCommand>("CustomerLoaded", (e) => ({
    _tag: "LoadSavedAddresses",
    customerId: e.customer.customerId,
  })),
  reaction<typeof LoggedIn.Type, AddressCommand>("LoggedIn", (e) => ({
    _tag: "LoadSavedAddresses",
    customerId: e.customer.customerId,
  })),
  reaction<Extract<SessionEvent, { readonly _tag: "CustomerCleared" }>, AddressCommand>(
    "CustomerCleared",
    () => ({
      _tag: "ClearSavedAddresses",
    }),
  ),
];
