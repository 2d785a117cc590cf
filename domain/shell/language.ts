import { Schema } from "effect";

/** The languages the shop offers (issue 14): German, the tenant default, and English. */
export const Language = Schema.Literal("de", "en");
export type Language = typeof Language.Type;
const SHOP_LANGUAGES: ReadonlyArray<Language> = Language.literals;
export const DEFAULT_LANGUAGE: Language = "de";

/** The shopper's saved choice; a year, like the other preference cookies, on every path. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Why the shop speaks the language it speaks: shown in the devtools next to the event. */
export const LanguageSource = Schema.Literal("cookie", "browser", "default", "switch");
export type LanguageSource = typeof LanguageSource.Type;

/** "en", "en-GB", "EN_us" are English; a tag the shop does not offer gives null. */
export const languageOfTag = (tag: string | null | undefined): Language | null => {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return SHOP_LANGUAGES.find((l) => l === primary) ?? null;
};

/**
 * The language at start: a saved choice wins, then the first browser language the shop offers;
 * null leaves the choice to the tenant's default (the server answers with its default bundle).
 */
export const chooseStartLanguage = (
  saved: string | null,
  browserLanguages: ReadonlyArray<string>,
): { readonly language: Language; readonly source: "cookie" | "browser" } | null => {
  const fromCookie = languageOfTag(saved);
  if (fromCookie !== null) return { language: fromCookie, source: "cookie" };
  for (const tag of browserLanguages) {
    const language = languageOfTag(tag);
    if (language !== null) return { language, source: "browser" };
  }
  return null;
};

/**
 * The locale people-facing formatting (money, dates) uses: the tenant's own locale while its
 * language is active (so German output stays exactly "1,99 €"), else the chosen language in the
 * tenant's region ("en-DE": "€1.99", day before month).
 */
export const displayLocale = (tenantLocale: string, language: Language): string => {
  if (languageOfTag(tenantLocale) === language) return tenantLocale;
  const region = tenantLocale.split(/[-_]/)[1];
  return region ? `${language}-${region.toUpperCase()}` : language;
};
