import type { BillingAddress } from "../../cart/model";

type AddressParts = Pick<BillingAddress, "streetName" | "streetNumber" | "postalCode" | "city">;

/** Document 2 §3: complete = street number, street name, postal code and city (blank counts as missing). */
export const isCompleteAddress = (a: AddressParts): boolean =>
  [a.streetName, a.streetNumber, a.postalCode, a.city].every((v) => v !== undefined && v.trim() !== "");
