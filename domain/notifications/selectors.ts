import type { NotificationsState } from "./state";

/** What other features may read of the notifications: the ones on screen. */
export const selectNotificationItems = (r: { readonly notifications: NotificationsState }) =>
  r.notifications.items;
