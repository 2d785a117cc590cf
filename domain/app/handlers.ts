import type { Handlers } from "../core/bus";
import { logHandlers } from "../logs/handlers";
import { navigationHandlers } from "../navigation/handlers";
import { notificationHandlers } from "../notifications/handlers";
import type { Ports } from "../ports";
import { shellHandlers } from "../shell/handlers";
import type { AppCommand } from "./commands";

/** One handler per command; a missing one fails the type-check. */
export const handlers: Handlers<AppCommand, Ports> = {
  ...shellHandlers,
  ...navigationHandlers,
  ...notificationHandlers,
  ...logHandlers,
};
