import { Schema } from "effect";
import type { Draft } from "immer";
import type { SavedAddress, SavedAddressesLoaded } from "./address";
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
  /**
   * The customer's saved addresses (document 2 §3), fetched after the customer; customer-bound,
   * so cleared whenever the customer is (document 2 §1). Empty for a guest and after a failed fetch.
   */
  readonly addresses: ReadonlyArray<SavedAddress>;
}
export const initialSession: SessionState = { phase: "initial", customer: null, addresses: [] };

type D = Draft<{ session: SessionState }>;
export const sessionCases = {
  CustomerFetchStarted: (d: D) => {
    d.session.phase = "fetching";
  },
  CustomerLoaded: (d: D, e: typeof CustomerLoaded.Type) => {
    // A refresh of the same customer keeps their addresses; another customer's are dropped.
    const same = d.session.customer?.customerId === e.customer.customerId;
    d.session = {
      phase: "settled",
      customer: e.customer as Draft<Customer>,
      addresses: same ? d.session.addresses : [],
    };
  },
  CustomerFetchSkipped: (d: D) => {
    d.session = { phase: "settled", customer: null, addresses: [] };
  },
  CustomerCleared: (d: D) => {
    d.session = { phase: "settled", customer: null, addresses: [] };
  },
  SavedAddressesLoaded: (d: D, e: typeof SavedAddressesLoaded.Type) => {
    // Only for the customer still logged in (a late answer after a logout is dropped).
    if (d.session.customer !== null) d.session.addresses = e.addresses as Draft<SavedAddress>[];
  },
};

export const userType = (customer: Customer | null): "guest" | "customer" | "loyalty" =>
  customer === null
    ? "guest"
    : customer.loyaltyMemberInformation?.joeAuthenticationStatus === "Authenticated"
      ? "loyalty"
      : "customer";
