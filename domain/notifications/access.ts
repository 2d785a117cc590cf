import { featureAccess } from "../core/feature";
import { selectMessages } from "../shell/selectors";
import type { NotificationEvent } from "./events";
import type { NotificationsState } from "./state";

/** The notifications read their own slice and the tenant's messages (to word a key). */
export const notifications = featureAccess<NotificationEvent>()({
  self: (r: { readonly notifications: NotificationsState }) => r.notifications,
  inputs: { messages: selectMessages },
});
