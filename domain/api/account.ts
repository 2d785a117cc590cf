import { Schema } from "effect";
import { REGISTRATION_FIELDS, type RegistrationField } from "../account/rules/registration";
import { Customer } from "../session/customer";
import { defineCall } from "./contract";

/*
 * The account calls (document 1 §5, §7): registration, its confirmation, password reset, the
 * offline account's activation and the customer refresh. The rules are checked by the handlers
 * with domain/account/rules; the schemas only bound the text sizes.
 */

const Text = Schema.String.pipe(Schema.maxLength(300));

const RegistrationBody = Schema.Struct(
  Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, Schema.optional(Text)])) as Record<
    RegistrationField,
    Schema.optional<typeof Text>
  >,
);

const RecaptchaQuery = Schema.Struct({ recaptchaResponse: Schema.optional(Schema.String) });

/** 202: double opt-in, a confirmation mail was sent; the account opens after its link is followed. */
const ConfirmationSent = Schema.Struct({ confirmationSent: Schema.Literal(true) });

/** 202 "confirmation sent" or 200 with the customer, logged in (no double opt-in for the tenant). */
export const register = defineCall({
  name: "customers.register",
  method: "POST",
  path: "/api/customers",
  query: RecaptchaQuery,
  body: RegistrationBody,
  response: Schema.Union(ConfirmationSent, Customer),
  errors: { 400: "a rule of the registration is broken" },
});

const TokenBody = Schema.Struct({ token: Schema.String.pipe(Schema.maxLength(100)) });

export const confirmRegistration = defineCall({
  name: "customers.confirm",
  method: "POST",
  path: "/api/customers/confirm",
  body: TokenBody,
  response: Schema.Struct({ confirmed: Schema.Literal(true) }),
  errors: { 400: "the link is unknown, used or expired" },
});

/** Always the same answer, whether the e-mail belongs to an account or not. */
export const requestPasswordReset = defineCall({
  name: "customers.passwordReset.request",
  method: "POST",
  path: "/api/customers/password-reset",
  body: Schema.Struct({ email: Text }),
  response: Schema.Struct({ sent: Schema.Literal(true) }),
  errors: { 400: "not an e-mail address" },
});

export const setNewPassword = defineCall({
  name: "customers.passwordReset.set",
  method: "POST",
  path: "/api/customers/password-reset/new",
  body: Schema.Struct({ token: Schema.String.pipe(Schema.maxLength(100)), password: Text }),
  response: Schema.Struct({ changed: Schema.Literal(true) }),
  errors: { 400: "the link is unknown, used or expired, or the password breaks its rule" },
});

/** Offline account: a loyalty card from a store gets online access. Same answer whether the card matched. */
export const requestOfflineActivation = defineCall({
  name: "customers.offline.request",
  method: "POST",
  path: "/api/customers/offline-activation",
  body: Schema.Struct({ cardNumber: Text, email: Text, birthdate: Text }),
  response: Schema.Struct({ sent: Schema.Literal(true) }),
  errors: { 400: "a rule of the activation is broken" },
});

/** The activation link's password: the account is created and logged in. */
export const completeOfflineActivation = defineCall({
  name: "customers.offline.complete",
  method: "POST",
  path: "/api/customers/offline-activation/complete",
  body: Schema.Struct({ token: Schema.String.pipe(Schema.maxLength(100)), password: Text }),
  response: Customer,
  errors: { 400: "the link is unknown, used or expired, or the password breaks its rule" },
});

export const refreshCustomer = defineCall({
  name: "customers.refresh",
  method: "GET",
  path: "/api/customers/refresh",
  response: Customer,
  errors: { 401: "not logged in" },
});
