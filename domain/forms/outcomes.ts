import type { OutcomeLists } from "../core/feature";
import type { FormsCommand } from "./commands";

export const FormsOutcomes = {
  SubmitContactForm: ["sent", "invalid", "failed", "busy"],
  SubscribeNewsletter: ["pending", "subscribed", "invalid", "failed", "off", "busy"],
  UnsubscribeNewsletter: ["unsubscribed", "invalid", "failed", "off", "busy"],
  ConfirmGuestNewsletter: ["confirmed", "invalidLink", "failed", "busy"],
  SubmitQuestionnaire: ["sent", "invalid", "failed", "busy"],
  PrefillQuestionnaire: ["prefilled", "cleared", "guest"],
} as const satisfies OutcomeLists<FormsCommand>;
