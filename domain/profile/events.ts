import { Schema } from "effect";
import { Order } from "../checkout/model";
import { CommunicationSettings, NewsletterTopic, OrderSummary } from "./model";

const Section = Schema.Literal("orders", "order", "communication", "newsletter");
const Form = Schema.Literal("personalData", "password", "communication", "newsletter");

export const ProfileSectionLoading = Schema.TaggedStruct("ProfileSectionLoading", {
  section: Section,
  owner: Schema.String,
});
export const ProfileSectionFailed = Schema.TaggedStruct("ProfileSectionFailed", {
  section: Section,
  reason: Schema.Literal("failed", "notFound"),
});
export const ProfileOrdersLoaded = Schema.TaggedStruct("ProfileOrdersLoaded", {
  orders: Schema.Array(OrderSummary),
});
export const ProfileOrderLoaded = Schema.TaggedStruct("ProfileOrderLoaded", { order: Order });
export const CommunicationSettingsLoaded = Schema.TaggedStruct("CommunicationSettingsLoaded", {
  settings: CommunicationSettings,
});
export const NewsletterTopicsLoaded = Schema.TaggedStruct("NewsletterTopicsLoaded", {
  topics: Schema.Array(NewsletterTopic),
});
/** A 202: these topics wait for the customer's confirmation and are not subscribed yet. */
export const NewsletterConfirmationPending = Schema.TaggedStruct("NewsletterConfirmationPending", {
  topics: Schema.Array(Schema.String),
});
/** The confirmation link was followed: the topic is subscribed and no longer waits. */
export const NewsletterTopicConfirmed = Schema.TaggedStruct("NewsletterTopicConfirmed", {
  topicId: Schema.String,
});
export const ProfileFormRefused = Schema.TaggedStruct("ProfileFormRefused", {
  form: Form,
  errors: Schema.Record({ key: Schema.String, value: Schema.String }),
});
export const ProfileFormSaved = Schema.TaggedStruct("ProfileFormSaved", { form: Form });
const ProfileDataCleared = Schema.TaggedStruct("ProfileDataCleared", {});

export const ProfileEvents = [
  ProfileSectionLoading,
  ProfileSectionFailed,
  ProfileOrdersLoaded,
  ProfileOrderLoaded,
  CommunicationSettingsLoaded,
  NewsletterTopicsLoaded,
  NewsletterConfirmationPending,
  NewsletterTopicConfirmed,
  ProfileFormRefused,
  ProfileFormSaved,
  ProfileDataCleared,
] as const;
export type ProfileEvent = (typeof ProfileEvents)[number]["Type"];
