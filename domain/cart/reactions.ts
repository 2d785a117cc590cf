import { reaction } from "../core/feature";
import type { BootCompleted } from "../shell/events";
import type { CartCommand } from "./commands";

/** The cart badge needs the cart from the first page on: once the app has started, the cart loads. */
export const cartReactions = [
  reaction<typeof BootCompleted.Type, CartCommand>("BootCompleted", () => ({ _tag: "LoadCart" })),
];
