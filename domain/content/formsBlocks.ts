import { Schema } from "effect";
import { CONTACT_FIELDS } from "../forms/rules/contact";

/** A text in its two variants (document 1 §3, §6: newsletter texts differ for logged-in and anonymous). */
const Variants = Schema.Struct({ loggedIn: Schema.String, anonymous: Schema.String });

/** Newsletter subscribe (document 1 §3): before-content, confirm and subscribe success/error texts. */
export const NewsletterSubscribeProps = Schema.Struct({
  topicId: Schema.String,
  title: Schema.String,
  beforeContent: Variants,
  confirmSuccess: Variants,
  confirmError: Variants,
  subscribeSuccess: Variants,
  subscribeError: Variants,
});
export type NewsletterSubscribeProps = typeof NewsletterSubscribeProps.Type;

export const NewsletterUnsubscribeProps = Schema.Struct({
  topicId: Schema.String,
  title: Schema.String,
  beforeContent: Variants,
  unsubscribeSuccess: Variants,
  unsubscribeError: Variants,
});
export type NewsletterUnsubscribeProps = typeof NewsletterUnsubscribeProps.Type;

/** The contact form: which optional fields of document 1 §5 the editor shows (the required ones always). */
export const ContactFormProps = Schema.Struct({
  title: Schema.String,
  intro: Schema.optional(Schema.String),
  optionalFields: Schema.Array(Schema.Literal(...CONTACT_FIELDS)),
  uploads: Schema.Boolean,
});
export type ContactFormProps = typeof ContactFormProps.Type;

/** The contact details of the tenant's customer service. */
export const ContactProps = Schema.Struct({
  title: Schema.String,
  phone: Schema.String,
  email: Schema.String,
  hours: Schema.Array(Schema.Struct({ days: Schema.String, time: Schema.String })),
  note: Schema.optional(Schema.String),
});
export type ContactProps = typeof ContactProps.Type;

/** A question: free text, or one of the given options. */
const Question = Schema.Struct({
  id: Schema.String.pipe(Schema.pattern(/^[a-z][a-z0-9-]{0,40}$/)),
  label: Schema.String,
  options: Schema.optional(Schema.Array(Schema.String)),
});

export const QuestionnaireProps = Schema.Struct({
  questionnaireId: Schema.String,
  title: Schema.String,
  intro: Schema.optional(Schema.String),
  questions: Schema.Array(Question),
});
export type QuestionnaireProps = typeof QuestionnaireProps.Type;

export const formsBlockPropSchemas = {
  "newsletter-subscribe": NewsletterSubscribeProps,
  "newsletter-unsubscribe": NewsletterUnsubscribeProps,
  "contact-form": ContactFormProps,
  contact: ContactProps,
  questionnaire: QuestionnaireProps,
} as const;
