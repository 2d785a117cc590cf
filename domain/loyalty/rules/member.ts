import type { Customer } from "../../session/customer";

/** The error code in a card-info error's message that resets the card info (document 1 §8). */
export const CARD_INFO_RESET_CODE = "10048";

/**
 * The member's variant (document 1 §4: "referenced, dereferenced or online-only variants depend on
 * the joe feature flag"). Decisions made here, for client, server and tests:
 * - no member information: "none" (a customer without the programme);
 * - with the joe feature on, the loyalty service decides: Authenticated is "referenced" (linked and
 *   authenticated), any other status "dereferenced" (the link was removed or has lapsed);
 * - with the joe feature off there is no loyalty service: a member with a card number is
 *   "referenced" (the card is linked), one without a card is "onlineOnly" (a member online only,
 *   who may order the physical card).
 */
export type LoyaltyVariant = "none" | "referenced" | "dereferenced" | "onlineOnly";

export const loyaltyVariant = (customer: Customer | null, featureJoe: boolean): LoyaltyVariant => {
  const info = customer?.loyaltyMemberInformation;
  if (info === undefined) return "none";
  if (featureJoe) return info.joeAuthenticationStatus === "Authenticated" ? "referenced" : "dereferenced";
  return info.mpCardId ? "referenced" : "onlineOnly";
};

/** Card info and vouchers load for a member whose card is referenced (and reset otherwise). */
export const loadsMemberData = (variant: LoyaltyVariant): boolean => variant === "referenced";

/** Whose member information it is: card info and vouchers are kept while it stays the same. */
export const memberKey = (customer: Customer | null): string | null => {
  const info = customer?.loyaltyMemberInformation;
  if (!customer || !info) return null;
  return `${customer.customerId}:${info.loyalityMemberId ?? ""}:${info.mpCardId ?? ""}:${info.joeAuthenticationStatus ?? ""}`;
};

/** Whether a card-info failure's message or code holds the reset code 10048. */
export const isCardInfoReset = (error: { readonly message?: string; readonly code?: string } | unknown) => {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { message?: unknown; code?: unknown };
  return (
    e.code === CARD_INFO_RESET_CODE ||
    (typeof e.message === "string" && e.message.includes(CARD_INFO_RESET_CODE))
  );
};
