import type { Handlers } from "../../core/bus";
import type { Ports } from "../../ports";
import type { CheckoutCommand } from "../commands";
import { finaliseHandlers } from "./finalise";
import { placeHandlers } from "./place";

/** Checkout handlers, one per checkout command (registered lazily in domain/app/handlers.ts). */
export const checkoutHandlers: Handlers<CheckoutCommand, Ports> = {
  ...placeHandlers,
  ...finaliseHandlers,
};
