import { Schema } from "effect";

/** The content forms whose sending state the shop keeps (one of each on a page). */
export const FormKind = Schema.Literal(
  "contact",
  "newsletterSubscribe",
  "newsletterUnsubscribe",
  "newsletterConfirm",
  "questionnaire",
);
export type FormKind = typeof FormKind.Type;

/** The questionnaire's prefill (document 1 §3), as the form's inputs hold it. */
export const QuestionnairePrefill = Schema.Struct({
  firstname: Schema.String,
  surname: Schema.String,
  email: Schema.String,
  academicTitle: Schema.String,
  age: Schema.String,
  gender: Schema.Literal("female", "male", "company", ""),
  telephoneNumber: Schema.String,
  street: Schema.String,
  zip: Schema.String,
  city: Schema.String,
  countryCode: Schema.String,
});
export type QuestionnairePrefill = typeof QuestionnairePrefill.Type;

/** A field's broken rule, by field name: the form shows the generic message of the code. */
export const FieldErrors = Schema.Record({ key: Schema.String, value: Schema.String });
export type FieldErrors = typeof FieldErrors.Type;
