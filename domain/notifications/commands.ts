import { Schema } from "effect";
import { NotificationType } from "./model";

const Notify = Schema.TaggedStruct("Notify", {
  key: Schema.String,
  type: Schema.optional(NotificationType),
  duration: Schema.optional(Schema.Number),
  params: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
});
const DismissNotification = Schema.TaggedStruct("DismissNotification", { id: Schema.String });
export const NotificationCommands = [Notify, DismissNotification] as const;
export type NotificationCommand = (typeof NotificationCommands)[number]["Type"];
