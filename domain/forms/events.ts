import { Schema } from "effect";
import { FieldErrors, FormKind, QuestionnairePrefill } from "./model";

export const FormSending = Schema.TaggedStruct("FormSending", { form: FormKind });
/** Stored (with its reference) or, for a newsletter, waiting for the e-mail's confirmation. */
export const FormSent = Schema.TaggedStruct("FormSent", {
  form: FormKind,
  reference: Schema.NullOr(Schema.String),
  pending: Schema.Boolean,
});
/** A rule is broken (checked here or by the server): nothing was stored. */
export const FormRefused = Schema.TaggedStruct("FormRefused", { form: FormKind, errors: FieldErrors });
export const FormFailed = Schema.TaggedStruct("FormFailed", { form: FormKind });
export const QuestionnairePrefilled = Schema.TaggedStruct("QuestionnairePrefilled", {
  /** Whose data it is: shown only while this customer is the session's. */
  customerId: Schema.String,
  prefill: QuestionnairePrefill,
});
const QuestionnairePrefillCleared = Schema.TaggedStruct("QuestionnairePrefillCleared", {});

export const FormsEvents = [
  FormSending,
  FormSent,
  FormRefused,
  FormFailed,
  QuestionnairePrefilled,
  QuestionnairePrefillCleared,
] as const;
export type FormsEvent = (typeof FormsEvents)[number]["Type"];
