import { featureAccess } from "../core/feature";
import type { SessionEvent } from "./events";
import type { SessionState } from "./state";

/** The session reads and writes its own slice only. */
export const session = featureAccess<SessionEvent>()({
  self: (r: { readonly session: SessionState }) => r.session,
});
