import type { Customer } from "./customer";

/** Set by the server with the session (document 1 §4): only then is the customer fetched. */
export const LOGGED_IN_COOKIE = "loggedIn";
/** Set by the server when it ended a session: the shopper is told once, at the next start. */
export const SESSION_EXPIRED_COOKIE = "sessionExpired";

/** The shopper kind tracking and the loyalty prices tell apart. */
export const userType = (customer: Customer | null): "guest" | "customer" | "loyalty" =>
  customer === null
    ? "guest"
    : customer.loyaltyMemberInformation?.joeAuthenticationStatus === "Authenticated"
      ? "loyalty"
      : "customer";
