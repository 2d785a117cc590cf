import { type CountryCode, isSupportedCountry, parsePhoneNumberWithError } from "libphonenumber-js/min";

/*
 * Document 1 §5 "Phone prefill": a saved billing phone that fills a phone field is parsed with
 * the locale's country; on success it becomes "+", the calling code, a space and the national
 * number without leading zeros; on failure (a parse error, an extension over 20 digits, a
 * national number outside 2–17 digits) the raw value is kept. The min metadata keeps this small;
 * only lazy chunks (the checkout screen) import it.
 */

const PHONE_EXTENSION_MAX = 20;
const NATIONAL_NUMBER_MIN = 2;
const NATIONAL_NUMBER_MAX = 17;

/** The country of a locale such as "de-DE" (undefined when the locale names none the metadata knows). */
export const localeCountry = (locale: string): CountryCode | undefined => {
  const region = locale.split(/[-_]/)[1]?.toUpperCase();
  return region !== undefined && isSupportedCountry(region) ? region : undefined;
};

export const prefillPhone = (raw: string, locale: string): string => {
  const value = raw.trim();
  if (value === "") return raw;
  try {
    const parsed = parsePhoneNumberWithError(value, localeCountry(locale));
    const national = String(parsed.nationalNumber).replace(/^0+/, "");
    if (national.length < NATIONAL_NUMBER_MIN || national.length > NATIONAL_NUMBER_MAX) return raw;
    if (parsed.ext !== undefined && parsed.ext.length > PHONE_EXTENSION_MAX) return raw;
    return `+${parsed.countryCallingCode} ${national}`;
  } catch {
    return raw;
  }
};
