import { Schema } from "effect";
import type { SavedAddressesLoaded } from "./address";
import { Customer } from "./customer";

const CustomerFetchStarted = Schema.TaggedStruct("CustomerFetchStarted", {});
export const CustomerLoaded = Schema.TaggedStruct("CustomerLoaded", { customer: Customer });
/** No loggedIn cookie: the customer is not fetched and the initial phase ends. */
export const LoggedIn = Schema.TaggedStruct("LoggedIn", { customer: Customer, loginType: Schema.String });
const CustomerFetchSkipped = Schema.TaggedStruct("CustomerFetchSkipped", {});
const CustomerCleared = Schema.TaggedStruct("CustomerCleared", {
  reason: Schema.Literal("unauthorized", "sessionExpired", "loggedOut", "fetchFailed"),
});
export const SessionEvents = [
  CustomerFetchStarted,
  CustomerLoaded,
  LoggedIn,
  CustomerFetchSkipped,
  CustomerCleared,
] as const;
/** The saved addresses' event (./address) is the session's too: they are customer-bound. */
export type SessionEvent = (typeof SessionEvents)[number]["Type"] | typeof SavedAddressesLoaded.Type;
