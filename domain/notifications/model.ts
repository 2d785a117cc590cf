import { Schema } from "effect";

export const NotificationType = Schema.Literal("success", "info", "warning", "error");
export type NotificationType = typeof NotificationType.Type;

const DEFAULT_NOTIFICATION_MS = 2000;
export const SESSION_EXPIRED_NOTICE_MS = 3000;

export const Notification = Schema.Struct({
  id: Schema.String,
  key: Schema.String,
  message: Schema.String,
  type: NotificationType,
  /** null: stays until dismissed (warnings are persistent). */
  duration: Schema.NullOr(Schema.Number),
});
export type Notification = typeof Notification.Type;

/** Info by default, 2000 ms by default, warnings persistent unless a duration is given (document 1 §3, §9). */
export const notificationDuration = (type: NotificationType, duration: number | undefined): number | null =>
  duration !== undefined ? duration : type === "warning" ? null : DEFAULT_NOTIFICATION_MS;
