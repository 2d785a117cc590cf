import type { FieldErrors, FormKind, QuestionnairePrefill } from "./model";

interface FormSubmission {
  readonly status: "idle" | "sending" | "sent" | "pending" | "refused" | "failed";
  /** The receipt's reference of a stored message or questionnaire. */
  readonly reference: string | null;
  readonly errors: FieldErrors;
}

/** The content forms: each form's sending state and the questionnaire's prefill from the customer. */
export interface FormsState {
  readonly submissions: { readonly [K in FormKind]: FormSubmission };
  /** Null for a guest: set when the customer appears, cleared when they go (document 1 §4). */
  readonly prefill: { readonly customerId: string; readonly fields: QuestionnairePrefill } | null;
}

const idle: FormSubmission = { status: "idle", reference: null, errors: {} };

export const initialForms: FormsState = {
  submissions: {
    contact: idle,
    newsletterSubscribe: idle,
    newsletterUnsubscribe: idle,
    newsletterConfirm: idle,
    questionnaire: idle,
  },
  prefill: null,
};
