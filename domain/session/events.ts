import { Schema } from "effect";
import { Customer } from "./customer";

const CustomerFetchStarted = Schema.TaggedStruct("CustomerFetchStarted", {});
export const CustomerLoaded = Schema.TaggedStruct("CustomerLoaded", { customer: Customer });
/** No loggedIn cookie: the customer is not fetched and the initial phase ends. */
const CustomerFetchSkipped = Schema.TaggedStruct("CustomerFetchSkipped", {});
const CustomerCleared = Schema.TaggedStruct("CustomerCleared", {
  reason: Schema.Literal("unauthorized", "sessionExpired", "loggedOut", "fetchFailed"),
});
export const SessionEvents = [
  CustomerFetchStarted,
  CustomerLoaded,
  CustomerFetchSkipped,
  CustomerCleared,
] as const;
export type SessionEvent = (typeof SessionEvents)[number]["Type"];
