import type { OperatorState } from "./state";

/** An editor (issue 14) is logged in in this browser: the CMS edit links may be toggled. */
export const selectIsEditor = (r: { readonly operator: OperatorState }): boolean =>
  r.operator.role === "editor";
