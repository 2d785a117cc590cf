import { Schema } from "effect";
import { Customer } from "./customer";

const CustomerFetchStarted = Schema.TaggedStruct("CustomerFetchStarted", {});
export const CustomerLoaded = Schema.TaggedStruct("CustomerLoaded", { customer: Customer });
/** No loggedIn cookie: the customer is not fetched and the initial phase ends. */
const CustomerFetchSkipped = Schema.TaggedStruct("CustomerFetchSkipped", {});
export const CustomerCleared = Schema.TaggedStruct("CustomerCleared", {
  reason: Schema.Literal("unauthorized", "sessionExpired", "loggedOut", "fetchFailed"),
});
/**
 * A login set the customer (document 1 §4: with the login type, "normal" by default; a registration
 * without double opt-in and an offline account's activation log in too).
 */
export const LoggedIn = Schema.TaggedStruct("LoggedIn", {
  customer: Customer,
  loginType: Schema.Literal("normal", "registration", "activation"),
});
/** A registration was accepted: confirmation pending (202) or logged in at once (200). */
export const Registered = Schema.TaggedStruct("Registered", { confirmationPending: Schema.Boolean });
export const SessionEvents = [
  CustomerFetchStarted,
  CustomerLoaded,
  CustomerFetchSkipped,
  CustomerCleared,
  LoggedIn,
  Registered,
] as const;
export type SessionEvent = (typeof SessionEvents)[number]["Type"];
