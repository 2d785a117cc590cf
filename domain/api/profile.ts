import { Schema } from "effect";
import { Order } from "../checkout/model";
import {
  CommunicationSettings,
  NewsletterManageBody,
  NewsletterTopic,
  OrderSummary,
  PasswordChangeBody,
  ProfileUpdateBody,
} from "../profile/model";
import { Customer } from "../session/customer";
import { defineCall } from "./contract";

/** The profile's calls (document 1 §7): personal data, password, communication, newsletter, orders. */

export const updateProfile = defineCall({
  name: "customers.update",
  method: "PUT",
  path: "/api/customers",
  body: ProfileUpdateBody,
  response: Customer,
  errors: { 400: "a field breaks its rule", 401: "not logged in", 409: "e-mail already used" },
});

export const changePassword = defineCall({
  name: "customers.password",
  method: "PUT",
  path: "/api/customers/password",
  body: PasswordChangeBody,
  response: Schema.Struct({ changed: Schema.Boolean }),
  errors: { 400: "wrong old password or a new one breaking the rules", 401: "not logged in" },
});

export const getCommunicationSettings = defineCall({
  name: "customers.communication.get",
  method: "GET",
  path: "/api/customers/communication-settings",
  response: CommunicationSettings,
  errors: { 401: "not logged in" },
});

export const putCommunicationSettings = defineCall({
  name: "customers.communication.put",
  method: "PUT",
  path: "/api/customers/communication-settings",
  body: CommunicationSettings,
  response: CommunicationSettings,
  errors: { 401: "not logged in" },
});

export const getNewsletterTopics = defineCall({
  name: "customers.newsletterTopics",
  method: "GET",
  path: "/api/customers/newsletter-topics",
  response: Schema.Array(NewsletterTopic),
  errors: { 401: "not logged in" },
});

/**
 * 200 when everything asked for was applied, 202 when a subscription waits for its confirmation
 * (then `pending` names it and the customer's topics do not have it yet; document 1 §4).
 */
export const manageNewsletterTopics = defineCall({
  name: "customers.newsletterTopics.manage",
  method: "POST",
  path: "/api/customers/newsletter-topics/manage",
  body: NewsletterManageBody,
  response: Schema.Struct({ customer: Customer, pending: Schema.Array(Schema.String) }),
  errors: { 400: "unknown topic", 401: "not logged in" },
});

export const getOrders = defineCall({
  name: "customers.orders",
  method: "GET",
  path: "/api/customers/orders",
  response: Schema.Array(OrderSummary),
  errors: { 401: "not logged in" },
});

export const getCustomerOrder = defineCall({
  name: "customers.order",
  method: "GET",
  path: "/api/customers/orders/:orderNumber",
  params: Schema.Struct({ orderNumber: Schema.String.pipe(Schema.pattern(/^\d{1,15}$/)) }),
  response: Order,
  errors: { 401: "not logged in", 404: "no such order of this customer" },
});

/** The confirmation e-mail's link (double opt-in): no login needed, the token names the subscription. */
export const confirmNewsletterTopic = defineCall({
  name: "newsletter.confirm",
  method: "POST",
  path: "/api/newsletter/confirm",
  body: Schema.Struct({ token: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)) }),
  response: Schema.Struct({ newsletterTopicId: Schema.String }),
  errors: { 404: "no pending subscription has this token" },
});
