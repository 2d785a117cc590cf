import { Schema } from "effect";
import type { Draft } from "immer";
import { Customer } from "./customer";

export const LOGGED_IN_COOKIE = "loggedIn";
export const SESSION_EXPIRED_COOKIE = "sessionExpired";

export const CustomerFetchStarted = Schema.TaggedStruct("CustomerFetchStarted", {});
export const CustomerLoaded = Schema.TaggedStruct("CustomerLoaded", { customer: Customer });
/** No loggedIn cookie: the customer is not fetched and the initial phase ends. */
export const CustomerFetchSkipped = Schema.TaggedStruct("CustomerFetchSkipped", {});
export const CustomerCleared = Schema.TaggedStruct("CustomerCleared", {
  reason: Schema.Literal("unauthorized", "sessionExpired", "loggedOut", "fetchFailed"),
});
export const SessionEvents = [
  CustomerFetchStarted,
  CustomerLoaded,
  CustomerFetchSkipped,
  CustomerCleared,
] as const;

export interface SessionState {
  /** initial: before the first customer fetch finished; protected routes wait for it. */
  readonly phase: "initial" | "fetching" | "settled";
  readonly customer: Customer | null;
}
export const initialSession: SessionState = { phase: "initial", customer: null };

type D = Draft<{ session: SessionState }>;
export const sessionCases = {
  CustomerFetchStarted: (d: D) => {
    d.session.phase = "fetching";
  },
  CustomerLoaded: (d: D, e: typeof CustomerLoaded.Type) => {
    d.session = { phase: "settled", customer: e.customer as Draft<Customer> };
  },
  CustomerFetchSkipped: (d: D) => {
    d.session = { phase: "settled", customer: null };
  },
  CustomerCleared: (d: D) => {
    d.session = { phase: "settled", customer: null };
  },
};

export const userType = (customer: Customer | null): "guest" | "customer" | "loyalty" =>
  customer === null
    ? "guest"
    : customer.loyaltyMemberInformation?.joeAuthenticationStatus === "Authenticated"
      ? "loyalty"
      : "customer";
