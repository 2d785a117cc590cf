import { Schema } from "effect";
import { type Draft, isDraft, original } from "immer";

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

/**
 * The items to filter, without drafting each of them: both cases replace the array rather than
 * change it in place, so a draft of it is always the unchanged base (filtering the draft would
 * make a proxy per notification, a large part of every notification event's cost).
 */
const baseItems = (draft: Draft<{ notifications: NotificationsState }>): ReadonlyArray<Notification> => {
  const items = draft.notifications.items;
  return isDraft(items)
    ? (original(items) as ReadonlyArray<Notification>)
    : (items as ReadonlyArray<Notification>);
};

export const notificationCases = {
  NotificationShown: (
    draft: Draft<{ notifications: NotificationsState }>,
    e: typeof NotificationShown.Type,
  ) => {
    // One notification per key: a repeated warning replaces the old one instead of stacking.
    const kept = baseItems(draft).filter((n) => n.key !== e.notification.key);
    kept.push(e.notification);
    draft.notifications.items = kept.slice(-MAX_NOTIFICATIONS);
  },
  NotificationDismissed: (
    draft: Draft<{ notifications: NotificationsState }>,
    e: typeof NotificationDismissed.Type,
  ) => {
    draft.notifications.items = baseItems(draft).filter((n) => n.id !== e.id);
  },
};
