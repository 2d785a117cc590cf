import type { Order } from "../checkout/model";
import type { CommunicationSettings, NewsletterTopic, OrderSummary } from "./model";

/** The profile's sections that load data from the server when they open. */
export type ProfileDataSection = "orders" | "order" | "communication" | "newsletter";
/** The profile's forms, each with its own field errors. */
export type ProfileForm = "personalData" | "password" | "communication" | "newsletter";
export type SectionStatus = "loading" | "loaded" | "failed" | "notFound";

export interface ProfileState {
  /** The customer the loaded data belongs to: data of another customer is never shown. */
  readonly owner: string | null;
  readonly status: Partial<Record<ProfileDataSection, SectionStatus>>;
  readonly orders: ReadonlyArray<OrderSummary>;
  readonly order: Order | null;
  readonly communication: CommunicationSettings | null;
  readonly topics: ReadonlyArray<NewsletterTopic>;
  /** Subscriptions waiting for the customer's confirmation (a 202 of the newsletter call). */
  readonly pendingTopics: ReadonlyArray<string>;
  /** Field errors of the last refused submit of each form: field → problem. */
  readonly refusals: Partial<Record<ProfileForm, Readonly<Record<string, string>>>>;
}

export const initialProfile: ProfileState = {
  owner: null,
  status: {},
  orders: [],
  order: null,
  communication: null,
  topics: [],
  pendingTopics: [],
  refusals: {},
};
