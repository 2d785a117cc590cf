import type { Customer } from "./customer";

export interface SessionState {
  /** initial: before the first customer fetch finished; protected routes wait for it. */
  readonly phase: "initial" | "fetching" | "settled";
  readonly customer: Customer | null;
}
export const initialSession: SessionState = { phase: "initial", customer: null };
