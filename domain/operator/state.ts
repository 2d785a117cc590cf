import type { OperatorRole } from "./model";

/** The shop's staff member logged in in this browser: an editor sees the CMS edit links (issue 14). */
export interface OperatorState {
  readonly role: OperatorRole | null;
}

export const initialOperator: OperatorState = { role: null };
