/**
 * Redaction: pure functions applied to every entry before it enters the event log or a recording.
 * Secrets (passwords, card data, gift-card codes and PINs, security answers, tokens) are always
 * replaced by "[redacted]". Personal data (email, phone, names, street addresses, birth dates,
 * loyalty card numbers) is masked unless the recording explicitly keeps it. Every function is
 * idempotent (redacting a redacted value changes nothing) so that re-execution can compare the
 * redacted output of today's code with the redacted recording.
 */

export type PersonalData = "masked" | "kept";
export interface RedactionPolicy {
  readonly personalData: PersonalData;
}
export const REDACTED = "[redacted]";
export const MASKED_DEFAULT: RedactionPolicy = { personalData: "masked" };

/** Keys normalised: lower case, letters and digits only ("new_password" -> "newpassword"). */
const norm = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");

const SECRET_EXACT = new Set([
  "pin",
  "cvc",
  "cvv",
  "cvc2",
  "cvv2",
  "pan",
  "iban",
  "token",
  "accesstoken",
  "refreshtoken",
  "xsrftoken",
  "csrftoken",
  "securitycode",
  "answer",
  "recaptcharesponse",
]);

/** A key whose value is a secret, whatever the policy. */
export const isSecretKey = (key: string): boolean => {
  const k = norm(key);
  if (SECRET_EXACT.has(k)) return true;
  if (k.includes("password") || k.includes("passwort") || k.includes("passwd")) return true;
  if (k.includes("giftcard") || k.includes("voucherpin")) return true;
  if (k.includes("securityanswer") || k.endsWith("answer")) return true;
  if (k.includes("card") && /(number|pan|cvc|cvv|holder|expiry|expiration|securitycode|pin)/.test(k))
    return true;
  if (k.startsWith("expiry") || k.startsWith("expiration")) return true;
  return false;
};

type PiiKind = "email" | "phone" | "name" | "address" | "date" | "id";
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
  cardid: "id",
};
export const piiKind = (key: string): PiiKind | undefined => PII[norm(key)];

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

/** The personal-data kind of a key in its object, or undefined. */
const kindIn = (record: Record<string, unknown>, key: string): PiiKind | undefined =>
  piiKind(key) ?? (ADDRESS_CONTEXT_KEYS.has(key) && isAddressContext(record) ? "address" : undefined);

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
export const maskAll = (s: string): string => (s.length === 0 ? s : "***");

/** Luhn-valid runs of 13 to 19 digits (spaces and dashes allowed): card numbers in free text. */
const CARD = /\b\d(?:[ -]?\d){12,18}\b/g;
const luhn = (digits: string): boolean => {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
};
export const redactCardNumbers = (s: string): string =>
  s.replace(CARD, (m) => (luhn(m.replace(/\D/g, "")) ? REDACTED : m));

const maskPii = (kind: PiiKind, s: string): string => {
  switch (kind) {
    case "email":
      return s.includes("@") ? maskEmail(s) : maskText(s);
    case "phone":
      return maskPhone(s);
    case "name":
      return maskText(s);
    case "address":
    case "date":
    case "id":
      return maskAll(s);
  }
};

/** Secret query parameters in URLs and form-encoded text: ?password=...&token=... */
const PARAM = /([?&;]|^)([A-Za-z0-9_.\-[\]]+)=([^&#\s"]*)/g;
export const redactParams = (s: string): string =>
  s.replace(PARAM, (m, sep: string, key: string, value: string) =>
    value !== "" && value !== encodeURIComponent(REDACTED) && isSecretKey(key)
      ? `${sep}${key}=${encodeURIComponent(REDACTED)}`
      : m,
  );

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
    return s.replace(this.pattern, (m) => this.masks.get(m) ?? m);
  }
}

const cleanString = (s: string, policy: RedactionPolicy, known: KnownValues | undefined): string => {
  let out = s.length >= 13 ? redactCardNumbers(s) : s;
  if (out.includes("=")) out = redactParams(out);
  if (policy.personalData === "masked") {
    if (out.includes("@")) out = maskEmail(out);
    if (known !== undefined) out = known.replace(out);
  }
  return out;
};

/**
 * Redacts any JSON-like value. Objects and arrays that need no change are returned as they are
 * (the same reference), so redacting a large state costs a walk, not a copy.
 */
export const redactValue = (
  value: unknown,
  policy: RedactionPolicy = MASKED_DEFAULT,
  known?: KnownValues,
): unknown => walk(value, policy, 0, known);

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

const walk = (value: unknown, policy: RedactionPolicy, depth: number, known?: KnownValues): unknown => {
  if (typeof value === "string") return cleanString(value, policy, known);
  if (value === null || typeof value !== "object" || depth > 64) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const r = walk(v, policy, depth + 1, known);
      if (r !== v) {
        copy ??= value.slice();
        copy[i] = r;
      }
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const k of Object.keys(record)) {
    const v = record[k];
    let r: unknown;
    // A secret key with a composite value (a route table's "passwordReset" entry) is walked, not replaced.
    if (isSecretKey(k) && (typeof v === "string" || typeof v === "number" || typeof v === "bigint"))
      r = v === "" || v === REDACTED ? v : REDACTED;
    else {
      const kind = policy.personalData === "masked" ? kindIn(record, k) : undefined;
      if (kind !== undefined && typeof v === "string") {
        r = maskPii(kind, v);
        known?.add(v, r as string);
      } else r = walk(v, policy, depth + 1, known);
    }
    if (r !== v) {
      copy ??= { ...record };
      copy[k] = r;
    }
  }
  return copy ?? value;
};

const isPlainObject = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** A log entry with its secrets and (by policy) personal data removed. */
export const redactEntry = <T extends object>(
  entry: T,
  policy: RedactionPolicy = MASKED_DEFAULT,
  known?: KnownValues,
): T => redactValue(entry, policy, known) as T;

/** What the in-memory event log applies: secrets only (the live state keeps personal data). */
export const redactSecrets = <T extends object>(entry: T): T =>
  redactValue(entry, { personalData: "kept" }) as T;
