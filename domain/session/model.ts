import type { Customer } from "./customer";

/** The shopper kind tracking and the loyalty prices tell apart. */
export const userType = (customer: Customer | null): "guest" | "customer" | "loyalty" =>
  customer === null
    ? "guest"
    : customer.loyaltyMemberInformation?.joeAuthenticationStatus === "Authenticated"
      ? "loyalty"
      : "customer";
