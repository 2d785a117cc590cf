import { reaction } from "../core/feature";
import type { LoggedIn } from "../session/events";
import type { BootCompleted } from "../shell/events";
import type { CartCommand } from "./commands";

/** The cart badge needs the cart from the first page on: once the app has started, the cart loads. */
export const cartReactions = [
  reaction<typeof BootCompleted.Type, CartCommand>("BootCompleted", () => ({ _tag: "LoadCart" })),
  // Document 2 §4: a login merges the anonymous cart with the customer's (a start-up with a
  // customer already logged in, CustomerLoaded, has no anonymous cart to merge).
  reaction<typeof LoggedIn.Type, CartCommand>("LoggedIn", () => ({ _tag: "MergeCarts" })),
];
