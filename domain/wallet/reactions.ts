import type { CartReceived, CartValidated } from "../cart/events";
import type { OrderPlaced } from "../checkout/events";
import { reaction } from "../core/feature";
import type { CustomerLoaded, LoggedIn, SessionEvent } from "../session/events";
import type { WalletCommand } from "./commands";

type CustomerCleared = Extract<SessionEvent, { readonly _tag: "CustomerCleared" }>;

/**
 * Document 2 §4: the wallet refetches when the cart id changes, after validation, and on login.
 * It is customer-bound (§1): it loads when the customer appears and goes with the customer. The
 * cart's answers come often; the handler skips those for the cart id it last read the wallet for.
 */
export const walletReactions = [
  reaction<typeof LoggedIn.Type, WalletCommand>("LoggedIn", () => ({ _tag: "LoadWallet", reason: "login" })),
  reaction<typeof CustomerLoaded.Type, WalletCommand>("CustomerLoaded", () => ({
    _tag: "LoadWallet",
    reason: "customer",
  })),
  reaction<CustomerCleared, WalletCommand>("CustomerCleared", () => ({ _tag: "ClearWallet" })),
  reaction<typeof CartReceived.Type, WalletCommand>("CartReceived", (e) => ({
    _tag: "LoadWallet",
    reason: "cartChanged",
    cartId: e.cart.id,
  })),
  // An order placed hands the browser a new cart (a new id): the balances it took are read again.
  reaction<typeof OrderPlaced.Type, WalletCommand>("OrderPlaced", (e) => ({
    _tag: "LoadWallet",
    reason: "cartChanged",
    cartId: e.cart.id,
  })),
  reaction<typeof CartValidated.Type, WalletCommand>("CartValidated", (e) => ({
    _tag: "LoadWallet",
    reason: "validation",
    cartId: e.cartId,
  })),
];
