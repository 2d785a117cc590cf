import type { OutcomeLists } from "../core/feature";
import type { NotificationCommand } from "./commands";

export const NotificationOutcomes = {
  Notify: ["shown"],
  DismissNotification: ["dismissed", "unknown"],
} as const satisfies OutcomeLists<NotificationCommand>;
