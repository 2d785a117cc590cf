import { Schema } from "effect";
import type { Draft } from "immer";
import { peek } from "../core/store";

export const NotificationType = Schema.Literal("success", "info", "warning", "error");
export type NotificationType = typeof NotificationType.Type;

export const DEFAULT_NOTIFICATION_MS = 2000;
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

export const NotificationShown = Schema.TaggedStruct("NotificationShown", { notification: Notification });
export const NotificationDismissed = Schema.TaggedStruct("NotificationDismissed", { id: Schema.String });
export const NotificationEvents = [NotificationShown, NotificationDismissed] as const;

export const Notify = Schema.TaggedStruct("Notify", {
  key: Schema.String,
  type: Schema.optional(NotificationType),
  duration: Schema.optional(Schema.Number),
  params: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
});
export const DismissNotification = Schema.TaggedStruct("DismissNotification", { id: Schema.String });
export const NotificationCommands = [Notify, DismissNotification] as const;

export interface NotificationsState {
  readonly items: ReadonlyArray<Notification>;
}
export const initialNotifications: NotificationsState = { items: [] };

/** At most this many stay on screen; the oldest goes first. */
export const MAX_NOTIFICATIONS = 5;

/** Both cases replace the slice whole, read with `peek`: no proxy of the slice, its array or its items. */
/** Both cases replace the slice whole, read with `peek`: no proxy of the slice, its array or its items. */
export const notificationCases = {
  NotificationShown: (
    draft: Draft<{ notifications: NotificationsState }>,
    e: typeof NotificationShown.Type,
  ) => {
    // One notification per key: a repeated warning replaces the old one instead of stacking.
    const kept = peek(draft, "notifications").items.filter((n) => n.key !== e.notification.key);
    kept.push(e.notification);
    draft.notifications = { items: kept.slice(-MAX_NOTIFICATIONS) };
  },
  NotificationDismissed: (
    draft: Draft<{ notifications: NotificationsState }>,
    e: typeof NotificationDismissed.Type,
  ) => {
    draft.notifications = { items: peek(draft, "notifications").items.filter((n) => n.id !== e.id) };
  },
};
