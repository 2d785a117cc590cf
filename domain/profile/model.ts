import { Schema } from "effect";
import { DistributionType } from "../cart/model";
import { Cents } from "../discovery/product";
import { PERSONAL_DATA_MAX, PROFILE_SALUTATIONS } from "./rules/personal-data";

/** Entities of the profile (document 1 §3, §7): the calls' bodies and answers. */

const Text = (max: number) => Schema.String.pipe(Schema.maxLength(max));

/** PUT /api/customers: the fields' shapes; the rules (required, pattern, age) are the domain's. */
export const ProfileUpdateBody = Schema.Struct({
  salutation: Schema.optional(Schema.Literal(...PROFILE_SALUTATIONS)),
  academicTitle: Schema.optional(Text(PERSONAL_DATA_MAX.academicTitle)),
  firstName: Text(PERSONAL_DATA_MAX.firstName),
  lastName: Text(PERSONAL_DATA_MAX.lastName),
  email: Text(PERSONAL_DATA_MAX.email),
  birthdate: Schema.optional(Text(40)),
});

export const PasswordChangeBody = Schema.Struct({
  oldPassword: Text(200),
  newPassword: Text(200),
});

/** Communication settings (document 1 §3). */
export const CommunicationSettings = Schema.Struct({
  personalEmailAllowed: Schema.Boolean,
  personalMailAllowed: Schema.Boolean,
  personalSmsAllowed: Schema.Boolean,
});
export type CommunicationSettings = typeof CommunicationSettings.Type;

export const NewsletterTopic = Schema.Struct({
  newsletterTopicId: Schema.String,
  name: Schema.String,
  description: Schema.String,
});
export type NewsletterTopic = typeof NewsletterTopic.Type;

const TopicIds = Schema.Array(Text(40)).pipe(Schema.maxItems(20));
export const NewsletterManageBody = Schema.Struct({ subscribe: TopicIds, unsubscribe: TopicIds });

const OrderStatus = Schema.Literal("placed", "inProgress", "completed");

/** A line of the customer's order list. */
export const OrderSummary = Schema.Struct({
  orderNumber: Schema.String,
  placedAt: Schema.String,
  distributionType: DistributionType,
  total: Cents,
  itemCount: Schema.Int,
  status: OrderStatus,
  windowStart: Schema.NullOr(Schema.String),
  windowEnd: Schema.NullOr(Schema.String),
});
export type OrderSummary = typeof OrderSummary.Type;
