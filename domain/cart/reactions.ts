import { reaction } from "../core/feature";
import type { LoggedIn } from "../session/events";
import type { AppResumed, BootCompleted } from "../shell/events";
import type { CartCommand } from "./commands";

/** The cart badge needs the cart from the first page on: once the app has started, the cart loads. */
export const cartReactions = [
  reaction<typeof BootCompleted.Type, CartCommand>("BootCompleted", () => ({ _tag: "LoadCart" })),
  // A server-rendered page showed the anonymous view: the shopper's own cart loads in the browser (issue 17).
  reaction<typeof AppResumed.Type, CartCommand>("AppResumed", () => ({ _tag: "LoadCart" })),
  // Document 2 §4: a login merges the anonymous cart with the customer's (a start-up with a
  // customer already logged in, CustomerLoaded, has no anonymous cart to merge).
  reaction<typeof LoggedIn.Type, CartCommand>("LoggedIn", () => ({ _tag: "MergeCarts" })),
];
