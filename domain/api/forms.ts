import { Schema } from "effect";
import { defineCall } from "./contract";

/**
 * The content forms' calls (issue 14): contact form with its uploads, newsletter for guests,
 * questionnaire. The field rules are checked by domain/forms/rules on both sides; the schemas
 * here only bound the sizes so a huge body is refused before the rules run.
 */
const Field = Schema.String.pipe(Schema.maxLength(5000));

/** A file's bytes go alone (the body is the file, its name in the query), so progress is per file. */
export const CONTACT_UPLOAD_PATH = "/api/content/forms/uploads";
export const ContactUploadReceipt = Schema.Struct({
  uploadId: Schema.String,
  name: Schema.String,
  size: Schema.Number,
  kind: Schema.Literal("pdf", "jpeg", "png"),
});
export type ContactUploadReceipt = typeof ContactUploadReceipt.Type;

const ContactSubmission = Schema.Struct({
  fields: Schema.Record({ key: Schema.String, value: Field }),
  uploadIds: Schema.Array(Schema.String.pipe(Schema.maxLength(100))).pipe(Schema.maxItems(20)),
});

/** The receipt of a stored message or questionnaire: the reference the shopper quotes. */
const FormReceipt = Schema.Struct({ reference: Schema.String });

export const submitContactForm = defineCall({
  name: "content.forms.contact",
  method: "POST",
  path: "/api/content/forms/contact",
  body: ContactSubmission,
  response: FormReceipt,
  status: 201,
  errors: { 400: "a field breaks its rule, or an upload is unknown or one too many" },
});

const GuestNewsletterBody = Schema.Struct({
  email: Field,
  topicId: Schema.String.pipe(Schema.maxLength(100)),
});

/** A guest's subscription: always 202, the confirmation e-mail's link completes it (double opt-in). */
export const subscribeGuestNewsletter = defineCall({
  name: "content.forms.newsletter.subscribe",
  method: "POST",
  path: "/api/content/forms/newsletter/subscribe",
  body: GuestNewsletterBody,
  response: Schema.Struct({ pending: Schema.Boolean }),
  status: 202,
  errors: { 400: "invalid e-mail or unknown topic" },
});

export const confirmGuestNewsletter = defineCall({
  name: "content.forms.newsletter.confirm",
  method: "POST",
  path: "/api/content/forms/newsletter/confirm",
  body: Schema.Struct({ token: Schema.String.pipe(Schema.maxLength(200)) }),
  response: Schema.Struct({ email: Schema.String, topicId: Schema.String }),
  errors: { 404: "unknown, used or expired token" },
});

/** Answers the same whether the address was subscribed or not (it tells nobody who reads what). */
export const unsubscribeGuestNewsletter = defineCall({
  name: "content.forms.newsletter.unsubscribe",
  method: "POST",
  path: "/api/content/forms/newsletter/unsubscribe",
  body: GuestNewsletterBody,
  response: Schema.Struct({ unsubscribed: Schema.Boolean }),
  errors: { 400: "invalid e-mail or unknown topic" },
});

const QuestionnaireSubmission = Schema.Struct({
  questionnaireId: Schema.String.pipe(Schema.maxLength(100)),
  fields: Schema.Record({ key: Schema.String, value: Field }),
  answers: Schema.Record({ key: Schema.String, value: Field }),
});

export const submitQuestionnaire = defineCall({
  name: "content.forms.questionnaire",
  method: "POST",
  path: "/api/content/forms/questionnaire",
  body: QuestionnaireSubmission,
  response: FormReceipt,
  status: 201,
  errors: { 400: "a field breaks its rule" },
});
