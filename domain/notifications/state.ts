import type { Notification } from "./model";

export interface NotificationsState {
  readonly items: ReadonlyArray<Notification>;
}
export const initialNotifications: NotificationsState = { items: [] };

/** At most this many stay on screen; the oldest goes first. */
export const MAX_NOTIFICATIONS = 5;
