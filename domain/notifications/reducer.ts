import type { Draft } from "immer";
import { peek } from "../core/store";
import type { NotificationDismissed, NotificationShown } from "./events";
import { MAX_NOTIFICATIONS, type NotificationsState } from "./state";

type D = Draft<{ notifications: NotificationsState }>;

/** Both cases replace the slice whole, read with `peek`: no proxy of the slice, its array or its items. */
export const notificationCases = {
  NotificationShown: (draft: D, e: typeof NotificationShown.Type) => {
    // One notification per key: a repeated warning replaces the old one instead of stacking.
    const kept = peek(draft, "notifications").items.filter((n) => n.key !== e.notification.key);
    kept.push(e.notification);
    draft.notifications = { items: kept.slice(-MAX_NOTIFICATIONS) };
  },
  NotificationDismissed: (draft: D, e: typeof NotificationDismissed.Type) => {
    draft.notifications = { items: peek(draft, "notifications").items.filter((n) => n.id !== e.id) };
  },
};
