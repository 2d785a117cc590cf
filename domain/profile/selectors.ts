import type { ProfileState } from "./state";

type Root = { readonly profile: ProfileState };

/** The profile's data only while it belongs to `customerId` (another customer's is never shown). */
export const selectProfileFor = (r: Root, customerId: string | null): ProfileState | null =>
  customerId !== null && r.profile.owner === customerId ? r.profile : null;
