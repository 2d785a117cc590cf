import type { Draft } from "immer";
import type {
  CommunicationSettingsLoaded,
  NewsletterConfirmationPending,
  NewsletterTopicConfirmed,
  NewsletterTopicsLoaded,
  ProfileFormRefused,
  ProfileFormSaved,
  ProfileOrderLoaded,
  ProfileOrdersLoaded,
  ProfileSectionFailed,
  ProfileSectionLoading,
} from "./events";
import { initialProfile, type ProfileState } from "./state";

type D = Draft<{ profile: ProfileState }>;

export const profileCases = {
  ProfileSectionLoading: (d: D, e: typeof ProfileSectionLoading.Type) => {
    // Data of an earlier customer is dropped before the new customer's arrives.
    if (d.profile.owner !== e.owner)
      d.profile = { ...(initialProfile as Draft<ProfileState>), owner: e.owner };
    d.profile.status = { ...d.profile.status, [e.section]: "loading" };
  },
  ProfileSectionFailed: (d: D, e: typeof ProfileSectionFailed.Type) => {
    d.profile.status = { ...d.profile.status, [e.section]: e.reason };
  },
  ProfileOrdersLoaded: (d: D, e: typeof ProfileOrdersLoaded.Type) => {
    d.profile.orders = e.orders as Draft<ProfileState["orders"]>;
    d.profile.status = { ...d.profile.status, orders: "loaded" };
  },
  ProfileOrderLoaded: (d: D, e: typeof ProfileOrderLoaded.Type) => {
    d.profile.order = e.order as Draft<ProfileState["order"]>;
    d.profile.status = { ...d.profile.status, order: "loaded" };
  },
  CommunicationSettingsLoaded: (d: D, e: typeof CommunicationSettingsLoaded.Type) => {
    d.profile.communication = e.settings;
    d.profile.status = { ...d.profile.status, communication: "loaded" };
  },
  NewsletterTopicsLoaded: (d: D, e: typeof NewsletterTopicsLoaded.Type) => {
    d.profile.topics = e.topics as Draft<ProfileState["topics"]>;
    d.profile.status = { ...d.profile.status, newsletter: "loaded" };
  },
  NewsletterConfirmationPending: (d: D, e: typeof NewsletterConfirmationPending.Type) => {
    d.profile.pendingTopics = [...new Set([...d.profile.pendingTopics, ...e.topics])];
  },
  NewsletterTopicConfirmed: (d: D, e: typeof NewsletterTopicConfirmed.Type) => {
    d.profile.pendingTopics = d.profile.pendingTopics.filter((t) => t !== e.topicId);
  },
  ProfileFormRefused: (d: D, e: typeof ProfileFormRefused.Type) => {
    d.profile.refusals = { ...d.profile.refusals, [e.form]: e.errors };
  },
  ProfileFormSaved: (d: D, e: typeof ProfileFormSaved.Type) => {
    const { [e.form]: _, ...rest } = d.profile.refusals;
    d.profile.refusals = rest;
  },
  ProfileDataCleared: (d: D) => {
    d.profile = initialProfile as Draft<ProfileState>;
  },
};
