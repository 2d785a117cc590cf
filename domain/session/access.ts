import { featureAccess } from "../core/feature";
import { selectNotificationItems } from "../notifications/selectors";
import type { SessionEvent } from "./events";
import type { SessionState } from "./state";

/** The session reads and writes its own slice; it reads the notifications to show its notice once. */
export const session = featureAccess<SessionEvent>()({
  self: (r: { readonly session: SessionState }) => r.session,
  inputs: { notifications: selectNotificationItems },
});
