import type { SessionState } from "../session/state";
import type { FormKind } from "./model";
import type { FormsState } from "./state";

type Root = { readonly forms: FormsState };

export const selectFormSubmission = (form: FormKind) => (r: Root) => r.forms.submissions[form];
/** The prefill of the session's customer; another customer's (or a guest's session) sees none. */
export const selectQuestionnairePrefill = (r: Root & { readonly session: SessionState }) => {
  const p = r.forms.prefill;
  return p !== null && r.session.customer?.customerId === p.customerId ? p.fields : null;
};
