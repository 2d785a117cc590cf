import { Schema } from "effect";
import { CommunicationSettings } from "./model";

const Section = Schema.Literal("orders", "order", "communication", "newsletter");

/** A section opened: it loads what it shows (the order of `orderNumber` for the order detail). */
const OpenProfileSection = Schema.TaggedStruct("OpenProfileSection", {
  section: Section,
  orderNumber: Schema.optional(Schema.String),
});
const SavePersonalData = Schema.TaggedStruct("SavePersonalData", {
  salutation: Schema.String,
  academicTitle: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  birthdate: Schema.String,
});
const ChangePassword = Schema.TaggedStruct("ChangePassword", {
  oldPassword: Schema.String,
  newPassword: Schema.String,
  // Named with "password": the event log and recordings redact it like the other two.
  repeatPassword: Schema.String,
});
const SaveCommunicationSettings = Schema.TaggedStruct("SaveCommunicationSettings", {
  settings: CommunicationSettings,
});
/** The topics the customer wants: the difference to the current ones is subscribed or unsubscribed. */
const ManageNewsletterTopics = Schema.TaggedStruct("ManageNewsletterTopics", {
  wanted: Schema.Array(Schema.String),
});
/** The confirmation e-mail's link was followed (double opt-in): its token confirms one topic. */
const ConfirmNewsletterTopic = Schema.TaggedStruct("ConfirmNewsletterTopic", { token: Schema.String });
/** The customer went away: their orders, settings and pending subscriptions go too. */
const ClearProfileData = Schema.TaggedStruct("ClearProfileData", {});

export const ProfileCommands = [
  OpenProfileSection,
  SavePersonalData,
  ChangePassword,
  SaveCommunicationSettings,
  ManageNewsletterTopics,
  ConfirmNewsletterTopic,
  ClearProfileData,
] as const;
export type ProfileCommand = (typeof ProfileCommands)[number]["Type"];
