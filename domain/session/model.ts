import type { Customer } from "./customer";

export const LOGGED_IN_COOKIE = "loggedIn";
export const SESSION_EXPIRED_COOKIE = "sessionExpired";

export const userType = (customer: Customer | null): "guest" | "customer" | "loyalty" =>
  customer === null
    ? "guest"
    : customer.loyaltyMemberInformation?.joeAuthenticationStatus === "Authenticated"
      ? "loyalty"
      : "customer";
