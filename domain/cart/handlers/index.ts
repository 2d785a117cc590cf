import type { Handlers } from "../../core/bus";
import type { Ports } from "../../ports";
import type { CartCommand } from "../commands";
import { itemHandlers } from "./items";
import { serviceHandlers } from "./service";

/** Cart handlers, one per cart command (registered in domain/app/handlers.ts). */
export const cartHandlers: Handlers<CartCommand, Ports> = {
  ...itemHandlers,
  ...serviceHandlers,
};
