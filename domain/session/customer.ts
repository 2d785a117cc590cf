import { Schema } from "effect";
import { Pool, Promotion } from "../loyalty/model";

const Salutation = Schema.Literal("Company", "Family", "Female", "Male");

const LoyaltyMemberInformation = Schema.Struct({
  mpCardId: Schema.optional(Schema.String),
  loyalityMemberId: Schema.optional(Schema.String),
  joeAuthenticationStatus: Schema.optional(Schema.String),
  /** The discount collector's pools and the member's promotions (document 1 §3). */
  pools: Schema.optional(Schema.Array(Pool)),
  promotions: Schema.optional(Schema.Array(Promotion)),
});

export const Customer = Schema.Struct({
  customerId: Schema.String,
  academicTitle: Schema.optional(Schema.String),
  birthdate: Schema.optional(Schema.String),
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  salutation: Schema.optional(Salutation),
  newsletterTopics: Schema.Array(Schema.Struct({ newsletterTopicId: Schema.String })),
  loyaltyMemberInformation: Schema.optional(LoyaltyMemberInformation),
  firstOrderDelivery: Schema.Boolean,
  firstOrderClickAndCollect: Schema.Boolean,
  /** The customer's favourite stores (document 1 §3); the server fills it, the favourite-store call changes it. */
  favouriteStores: Schema.optional(Schema.Array(Schema.Struct({ storeId: Schema.String }))),
});
export type Customer = typeof Customer.Type;

/** A Family salutation is dropped on load (document 1 §3). */
export const normaliseCustomer = (c: Customer): Customer =>
  c.salutation === "Family" ? { ...c, salutation: undefined } : c;
