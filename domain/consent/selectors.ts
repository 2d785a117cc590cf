import type { ConsentState } from "./state";

/** What other features may read of the consent: the slice as a whole (categories and their source). */
export const selectConsent = (r: { readonly consent: ConsentState }): ConsentState => r.consent;
