import type { SavedAddress } from "./address";
import type { Customer } from "./customer";

export interface SessionState {
  /** initial: before the first customer fetch finished; protected routes wait for it. */
  readonly phase: "initial" | "fetching" | "settled";
  readonly customer: Customer | null;
  /**
   * The customer's saved addresses (document 2 §3), fetched after the customer; customer-bound,
   * so cleared whenever the customer is (document 2 §1). Empty for a guest and after a failed fetch.
   */
  readonly addresses: ReadonlyArray<SavedAddress>;
}
export const initialSession: SessionState = { phase: "initial", customer: null, addresses: [] };
