import { featureAccess } from "../core/feature";
import { selectCustomer } from "../session/selectors";
import { selectRuntimeConfig } from "../shell/selectors";
import type { ProfileEvent } from "./events";
import type { ProfileState } from "./state";

/** The profile reads its slice, the logged-in customer and the tenant's config (its date format). */
export const profile = featureAccess<ProfileEvent>()({
  self: (r: { readonly profile: ProfileState }) => r.profile,
  inputs: { customer: selectCustomer, config: selectRuntimeConfig },
});
