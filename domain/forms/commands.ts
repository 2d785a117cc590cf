import { Schema } from "effect";
import { ContactUploadReceipt } from "../api/forms";

const Texts = Schema.Record({ key: Schema.String, value: Schema.String });

/** Sends the contact form; its files were uploaded first (their receipts name them). */
const SubmitContactForm = Schema.TaggedStruct("SubmitContactForm", {
  fields: Texts,
  uploads: Schema.Array(ContactUploadReceipt),
});
/** The newsletter block's subscribe: the customer's topic, or a guest's e-mail address. */
const SubscribeNewsletter = Schema.TaggedStruct("SubscribeNewsletter", {
  topicId: Schema.String,
  email: Schema.String,
});
const UnsubscribeNewsletter = Schema.TaggedStruct("UnsubscribeNewsletter", {
  topicId: Schema.String,
  email: Schema.String,
});
/** A guest followed the confirmation e-mail's link to the newsletter page (double opt-in). */
const ConfirmGuestNewsletter = Schema.TaggedStruct("ConfirmGuestNewsletter", { token: Schema.String });
const SubmitQuestionnaire = Schema.TaggedStruct("SubmitQuestionnaire", {
  questionnaireId: Schema.String,
  questionIds: Schema.Array(Schema.String),
  fields: Texts,
  answers: Texts,
});
/**
 * The questionnaire on the page follows the customer (document 1 §4): prefilled from the profile and
 * billing data when they appear, cleared when they go. Dispatched by the questionnaire block when the
 * customer or their addresses change, so a page without one loads none of this.
 */
const PrefillQuestionnaire = Schema.TaggedStruct("PrefillQuestionnaire", {});

export const FormsCommands = [
  SubmitContactForm,
  SubscribeNewsletter,
  UnsubscribeNewsletter,
  ConfirmGuestNewsletter,
  SubmitQuestionnaire,
  PrefillQuestionnaire,
] as const;
export type FormsCommand = (typeof FormsCommands)[number]["Type"];
