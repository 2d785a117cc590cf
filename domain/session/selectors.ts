import type { SessionState } from "./state";

/** What other features may read of the session: the customer and whether the first fetch has settled. */
type Root = { readonly session: SessionState };

export const selectCustomer = (r: Root) => r.session.customer;
export const selectSessionPhase = (r: Root) => r.session.phase;
