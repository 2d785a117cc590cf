/**
 * Secrets (passwords, card data, gift-card codes and PINs, security answers, tokens) are replaced by
 * "[redacted]" wherever they appear, under a secret key or in free text. The live event log applies
 * only this; recordings add the masking of personal data (./redact) through the same walk.
 */

export const REDACTED = "[redacted]";

/** Keys normalised: lower case, letters and digits only ("new_password" -> "newpassword"). */
const normalised = new Map<string, string>();
/** Memoised: every redaction walk (and the state digest after every command) asks for each key. */
export const normKey = (key: string): string => {
  let k = normalised.get(key);
  if (k === undefined) {
    k = key.toLowerCase().replace(/[^a-z0-9]/g, "");
    // Keys are mostly field names; data keyed by ids could grow the map without end.
    if (normalised.size > 10_000) normalised.clear();
    normalised.set(key, k);
  }
  return k;
};

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
const secretKeys = new Map<string, boolean>();
export const isSecretKey = (key: string): boolean => {
  let secret = secretKeys.get(key);
  if (secret === undefined) {
    secret = secretKey(normKey(key));
    if (secretKeys.size > 10_000) secretKeys.clear();
    secretKeys.set(key, secret);
  }
  return secret;
};

const secretKey = (k: string): boolean => {
  if (SECRET_EXACT.has(k)) return true;
  if (k.includes("password") || k.includes("passwort") || k.includes("passwd")) return true;
  if (k.includes("giftcard") || k.includes("voucherpin")) return true;
  if (k.includes("securityanswer") || k.endsWith("answer")) return true;
  if (k.includes("card") && /(number|pan|cvc|cvv|holder|expiry|expiration|securitycode|pin)/.test(k))
    return true;
  if (k.startsWith("expiry") || k.startsWith("expiration")) return true;
  return false;
};

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

/** Secret query parameters in URLs and form-encoded text: ?password=...&token=... */
const PARAM = /([?&;]|^)([A-Za-z0-9_.\-[\]]+)=([^&#\s"]*)/g;
export const redactParams = (s: string): string =>
  s.replace(PARAM, (m, sep: string, key: string, value: string) =>
    value !== "" && value !== encodeURIComponent(REDACTED) && isSecretKey(key)
      ? `${sep}${key}=${encodeURIComponent(REDACTED)}`
      : m,
  );

/**
 * What masking personal data adds to the walk (domain/recording/redact): without it the walk
 * removes secrets only, which is all the live event log needs (and all the first load carries).
 */
export interface PersonalMask {
  /** Free text after its secrets are gone: e-mail addresses and known personal values masked. */
  readonly text: (s: string) => string;
  /** The masked value of a string under this key of this object, or undefined when it is not personal. */
  readonly field: (record: Record<string, unknown>, key: string, value: string) => string | undefined;
  /** The masked value of a number under this key, or undefined when it is not personal. */
  readonly number: (key: string, value: number) => number | undefined;
}

const cleanString = (s: string, personal: PersonalMask | undefined): string => {
  let out = s.length >= 13 ? redactCardNumbers(s) : s;
  if (out.includes("=")) out = redactParams(out);
  return personal !== undefined ? personal.text(out) : out;
};

/**
 * A list of personal values under a personal-data key (the loyalty card-info's currentIds): each
 * masked as the key's kind; undefined when the key holds no personal data (the list is walked).
 */
const maskStrings = (
  personal: PersonalMask,
  record: Record<string, unknown>,
  key: string,
  values: ReadonlyArray<string>,
): unknown[] | undefined => {
  const out = values.map((s) => personal.field(record, key, s));
  if (out.some((m) => m === undefined)) return undefined;
  return out.every((m, i) => m === values[i]) ? (values as unknown[]) : out;
};

/**
 * An identifier (a prediction's id, a command's predictionId) is not free text: a live recording
 * learns personal values as they arrive, so masking a value inside an id would spell the same id
 * two ways in one recording (before and after the value was learned) and re-execution would no
 * longer find it. Identifiers that are personal (customerId) are masked whole by their key instead.
 */
const IDENTIFIER_KEY = /^id$|Id$|ID$/;

/** The one walk of every redaction: secrets always, personal data when a mask is given. */
export const walkRedacting = (value: unknown, personal: PersonalMask | undefined, depth = 0): unknown => {
  if (typeof value === "string") return cleanString(value, personal);
  if (value === null || typeof value !== "object" || depth > 64) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const r = walkRedacting(v, personal, depth + 1);
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
      const masked =
        personal === undefined
          ? undefined
          : typeof v === "number"
            ? personal.number(k, v)
            : typeof v === "string"
              ? personal.field(record, k, v)
              : Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string")
                ? maskStrings(personal, record, k, v)
                : undefined;
      r =
        masked !== undefined
          ? masked
          : typeof v === "string" && IDENTIFIER_KEY.test(k)
            ? cleanString(v, undefined)
            : walkRedacting(v, personal, depth + 1);
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

/** What the in-memory event log applies: secrets only (the live state keeps personal data). */
export const redactSecrets = <T extends object>(entry: T): T => walkRedacting(entry, undefined) as T;
