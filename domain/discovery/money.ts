/**
 * Money for display, in a module of its own with no imports: the first-load bundle (the top bar)
 * formats with it without pulling in the product model.
 */

/** Document 2 §9: money is minor units, divided by 100 for display with 2 decimals. */
export const DEFAULT_LOCALE = "de-DE";
export const DEFAULT_CURRENCY = "EUR";

const moneyFormats = new Map<string, Intl.NumberFormat>();
const moneyFormat = (locale: string, currency: string): Intl.NumberFormat => {
  const key = `${locale}|${currency}`;
  let f = moneyFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, f);
  }
  return f;
};

/** 199 → "1,99 €" (de-DE, EUR; the space before € is a no-break space). */
export const formatPrice = (cents: number, locale = DEFAULT_LOCALE, currency = DEFAULT_CURRENCY): string =>
  moneyFormat(locale, currency).format(Math.round(cents) / 100);
