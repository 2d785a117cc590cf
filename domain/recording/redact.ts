/**
 * Redaction of recordings: pure functions applied to every entry before it enters a recording.
 * Secrets are always replaced by "[redacted]" (./secrets, which the live event log applies alone).
 * Personal data (email, phone, names, street addresses with floor, city and postal code, birth
 * dates, customer ids, loyalty card numbers, the wallet's gift-card codes) is masked unless the recording explicitly keeps it. Every function is
 * idempotent (redacting a redacted value changes nothing) so that re-execution can compare the
 * redacted output of today's code with the redacted recording.
 */

import { normKey, type PersonalMask, walkRedacting } from "./secrets";

export type PersonalData = "masked" | "kept";
export interface RedactionPolicy {
  readonly personalData: PersonalData;
}
const MASKED_DEFAULT: RedactionPolicy = { personalData: "masked" };

type PiiKind = "email" | "phone" | "name" | "address" | "postal" | "date" | "id";
const PII: Record<string, PiiKind> = {
  email: "email",
  emailaddress: "email",
  mail: "email",
  username: "email",
  phone: "phone",
  phonenumber: "phone",
  mobile: "phone",
  mobilephone: "phone",
  mobilenumber: "phone",
  telephone: "phone",
  // The questionnaire's phone field (document 1 §3).
  telephonenumber: "phone",
  fax: "phone",
  firstname: "name",
  lastname: "name",
  fullname: "name",
  surname: "name",
  givenname: "name",
  contactname: "name",
  recipientname: "name",
  street: "address",
  streetname: "address",
  housenumber: "address",
  streetnumber: "address",
  addressline1: "address",
  addressline2: "address",
  additionaladdressinfo: "address",
  // A cart's distribution or billing address (document 2 §3): its note may name the shopper.
  additionalinfo: "address",
  address: "address",
  // The rest of an address (issue 16 #9): the floor, door and staircase find the flat, the city
  // narrows the street down; the postal code keeps only its delivery region (see maskPostal).
  floor: "address",
  door: "address",
  staircase: "address",
  city: "address",
  town: "address",
  postalcode: "postal",
  postcode: "postal",
  zip: "postal",
  zipcode: "postal",
  // Address autocomplete and geocoding carry whole addresses in free text: mask them wherever they
  // appear, from the first entry on, so masking never depends on what the recorder saw before.
  primarypart: "address",
  secondarypart: "address",
  formattedaddress: "address",
  birthdate: "date",
  dateofbirth: "date",
  birthday: "date",
  mpcardid: "id",
  loyalitymemberid: "id",
  loyaltymemberid: "id",
  // The contact form's loyalty card number (document 1 §5).
  loyaltyid: "id",
  cardid: "id",
  // The loyalty card-info call's card numbers (a list).
  currentids: "id",
  // The customer's account number ties every other entry to one person (issue 16 #9).
  customerid: "id",
};
const piiKind = (key: string): PiiKind | undefined => PII[normKey(key)];

/** Keys that hold an address only inside an address object (a prediction's description, a search query). */
const ADDRESS_CONTEXT_KEYS = new Set(["description", "query", "q"]);
const isAddressContext = (record: Record<string, unknown>): boolean =>
  "primaryPart" in record ||
  "formattedAddress" in record ||
  record._tag === "SearchAddress" ||
  record._tag === "AddressSuggestionsReceived" ||
  "predictions" in record ||
  "addressOnly" in record ||
  "restrictCountry" in record;

/**
 * A wallet's gift card ({ code, balance }, document 2 §3): its code is bound to the customer's
 * wallet (it pays only there, error 264) and is masked like a card number. Not a secret of the live
 * log: the wallet's state needs the code to pay with the card and to remove it.
 */
const isWalletGiftCard = (record: Record<string, unknown>, key: string): boolean =>
  key === "code" && "balance" in record && Object.keys(record).length === 2;

/** The personal-data kind of a key in its object, or undefined. */
const kindIn = (record: Record<string, unknown>, key: string): PiiKind | undefined =>
  piiKind(key) ??
  (ADDRESS_CONTEXT_KEYS.has(key) && isAddressContext(record) ? "address" : undefined) ??
  (isWalletGiftCard(record, key) ? "id" : undefined);

const EMAIL = /[A-Za-z0-9._%+\-*]+@[A-Za-z0-9\-*]+(?:\.[A-Za-z0-9\-*]+)*\.[A-Za-z]{2,}/g;

export const maskEmail = (s: string): string =>
  s.replace(EMAIL, (m) => {
    const at = m.indexOf("@");
    const local = m.slice(0, at);
    const domain = m.slice(at + 1);
    const tld = domain.slice(domain.lastIndexOf("."));
    return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`;
  });
export const maskText = (s: string): string => (s.length === 0 ? s : `${s.slice(0, 1)}***`);
export const maskPhone = (s: string): string => {
  const digits = s.replace(/\D/g, "");
  return digits.length === 0 ? "***" : `***${digits.slice(-2)}`;
};
const maskAll = (s: string): string => (s.length === 0 ? s : "***");
/**
 * A postal code keeps its first two digits: the delivery region QA needs to reproduce a delivery
 * bug (which areas, windows and stores answer), never the street's code ("50667" -> "50***").
 */
const maskPostal = (s: string): string => {
  const region = /^\s*(\d{2})/.exec(s);
  return region ? `${region[1]}***` : maskAll(s);
};

const maskPii = (kind: PiiKind, s: string): string => {
  switch (kind) {
    case "email":
      return s.includes("@") ? maskEmail(s) : maskText(s);
    case "phone":
      return maskPhone(s);
    case "name":
      return maskText(s);
    case "postal":
      return maskPostal(s);
    case "address":
    case "date":
    case "id":
      return maskAll(s);
  }
};

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";

/**
 * Personal values seen under a personal-data key (a customer's first name, a phone number): masked
 * wherever they turn up again in free text ("Hallo Anna" -> "Hallo A***").
 */
export class KnownValues {
  private readonly masks = new Map<string, string>();
  private pattern: RegExp | null = null;
  add(value: string, mask: string): void {
    if (value.length < 3 || value === mask || this.masks.has(value)) return;
    this.masks.set(value, mask);
    this.pattern = null;
  }
  get size(): number {
    return this.masks.size;
  }
  replace(s: string): string {
    if (this.masks.size === 0) return s;
    this.pattern ??= new RegExp(
      [...this.masks.keys()]
        .sort((a, b) => b.length - a.length)
        .map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("|"),
      "g",
    );
    // A value that begins or ends with a digit (a postal code, a phone number) is masked only where
    // it stands alone: "50667" in an order number or a timestamp is not the postal code.
    return s.replace(this.pattern, (m: string, at: number) =>
      (isDigit(m[0]) && isDigit(s[at - 1])) || (isDigit(m[m.length - 1]) && isDigit(s[at + m.length]))
        ? m
        : (this.masks.get(m) ?? m),
    );
  }
}

/**
 * Coordinates of an address (a geocoded prediction, a distribution address's position) find the
 * house as well as its street does: kept to two decimals (about a kilometre), the delivery area QA
 * needs. Rounding a rounded value changes nothing, so re-execution compares like with like.
 */
const COORDINATE_KEYS: ReadonlySet<string> = new Set(["lat", "lng", "lon", "latitude", "longitude"]);
const maskCoordinate = (key: string, value: number): number | undefined =>
  COORDINATE_KEYS.has(normKey(key)) && Number.isFinite(value) ? Math.round(value * 100) / 100 : undefined;

/** Masking personal data, as the walk of domain/recording/secrets applies it (values learned into `known`). */
export const personalMask = (known: KnownValues | undefined): PersonalMask => ({
  text: (s) => {
    const out = s.includes("@") ? maskEmail(s) : s;
    return known !== undefined ? known.replace(out) : out;
  },
  field: (record, key, value) => {
    const kind = kindIn(record, key);
    if (kind === undefined) return undefined;
    const masked = maskPii(kind, value);
    known?.add(value, masked);
    return masked;
  },
  number: maskCoordinate,
});

/**
 * Redacts any JSON-like value. Objects and arrays that need no change are returned as they are
 * (the same reference), so redacting a large state costs a walk, not a copy.
 */
export const redactValue = (
  value: unknown,
  policy: RedactionPolicy = MASKED_DEFAULT,
  known?: KnownValues,
): unknown => walkRedacting(value, policy.personalData === "masked" ? personalMask(known) : undefined);

/** Collects the personal values of a value (see KnownValues) without changing it. */
export const learnPersonalData = (value: unknown, known: KnownValues, depth = 0): void => {
  if (value === null || typeof value !== "object" || depth > 64) return;
  if (Array.isArray(value)) {
    for (const v of value) learnPersonalData(v, known, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    const kind = kindIn(value as Record<string, unknown>, k);
    if (kind !== undefined && typeof v === "string") known.add(v, maskPii(kind, v));
    else learnPersonalData(v, known, depth + 1);
  }
};

/**
 * A log entry with its secrets and (by policy) personal data removed. An outcome's state digests
 * stay as they are: a digest is a hash, no personal value, and masking one whose hex happens to
 * hold a learned value's text ("…c200" after a gift card of 200) made a false divergence.
 */
export const redactEntry = <T extends object>(
  entry: T,
  policy: RedactionPolicy = MASKED_DEFAULT,
  known?: KnownValues,
): T => {
  const e = entry as T & { readonly kind?: unknown; readonly state?: unknown };
  if (e.kind !== "outcome" || e.state === undefined) return redactValue(entry, policy, known) as T;
  const { state, ...rest } = e;
  return { ...(redactValue(rest, policy, known) as object), state } as T;
};
