import type { OutcomeLists } from "../core/feature";
import type { ProfileCommand } from "./commands";

export const ProfileOutcomes = {
  OpenProfileSection: ["loaded", "notFound", "failed", "loggedOut"],
  SavePersonalData: ["saved", "unchanged", "invalid", "refused", "failed", "loggedOut"],
  ChangePassword: ["changed", "invalid", "refused", "failed", "loggedOut"],
  SaveCommunicationSettings: ["saved", "failed", "loggedOut"],
  ManageNewsletterTopics: ["applied", "pending", "unchanged", "refused", "failed", "loggedOut"],
  ConfirmNewsletterTopic: ["confirmed", "invalidLink", "failed"],
  ClearProfileData: ["cleared", "empty"],
} as const satisfies OutcomeLists<ProfileCommand>;
