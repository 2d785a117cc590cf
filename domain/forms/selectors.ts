import type { FormKind } from "./model";
import type { FormsState } from "./state";

type Root = { readonly forms: FormsState };

export const selectFormSubmission = (form: FormKind) => (r: Root) => r.forms.submissions[form];
export const selectQuestionnairePrefill = (r: Root) => r.forms.prefill;
