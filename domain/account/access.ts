import { selectCart } from "../cart/selectors";
import { featureAccess } from "../core/feature";
import { selectLocation } from "../navigation/selectors";
import type { SessionState } from "../session/state";
import { selectRuntimeConfig } from "../shell/selectors";

/**
 * The account feature has no slice of its own: its commands change the session (through the
 * session's exported effects), so it reads the session's slice and the inputs it acts on.
 */
export const account = featureAccess<never>()({
  self: (r: { readonly session: SessionState }) => r.session,
  inputs: { location: selectLocation, config: selectRuntimeConfig, cart: selectCart },
});
