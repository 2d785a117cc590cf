import { Schema } from "effect";
import { Notification } from "./model";

export const NotificationShown = Schema.TaggedStruct("NotificationShown", { notification: Notification });
export const NotificationDismissed = Schema.TaggedStruct("NotificationDismissed", { id: Schema.String });
export const NotificationEvents = [NotificationShown, NotificationDismissed] as const;
export type NotificationEvent = (typeof NotificationEvents)[number]["Type"];
