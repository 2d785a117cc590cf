import { type CountryCode, parsePhoneNumberWithError } from "libphonenumber-js";

/** Document 1 §5: an extension of at most 20 digits, a national number of 2–17 digits. */
const EXTENSION_MAX = 20;
const NATIONAL_MIN = 2;
const NATIONAL_MAX = 17;
/** Digits, "+", spaces, separators, brackets and an extension marker ("ext.", "x", "#"). */
const PHONE_CHARACTERS = /^[\d\s+()./#-]*(?:(?:ext\.?|x)\s*\d+)?$/i;

/** The country of a locale such as "de-AT" (its region), upper case; "" without one. */
export const countryOfLocale = (locale: string): string => (locale.split(/[-_]/)[1] ?? "").toUpperCase();

/**
 * The billing phone as the questionnaire shows it (document 1 §5): parsed with the locale's
 * country, it becomes "+", the calling code, a space and the national number without leading
 * zeros; when it does not parse (or breaks the digit limits) the raw value is kept.
 */
export const prefillPhone = (raw: string, country: string): string => {
  // libphonenumber skips characters it does not know ("***78" would read as +49 78): a value with
  // anything a phone number is not written with is not parsed.
  if (!PHONE_CHARACTERS.test(raw)) return raw;
  try {
    const parsed = parsePhoneNumberWithError(raw, (country || undefined) as CountryCode | undefined);
    const national = parsed.nationalNumber.replace(/^0+/, "");
    if (national.length < NATIONAL_MIN || national.length > NATIONAL_MAX) return raw;
    if (parsed.ext !== undefined && !new RegExp(`^\\d{1,${EXTENSION_MAX}}$`).test(parsed.ext)) return raw;
    return `+${parsed.countryCallingCode} ${national}`;
  } catch {
    return raw;
  }
};
