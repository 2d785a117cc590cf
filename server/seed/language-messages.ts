import type { MessageBundle } from "../../domain/tenant/config";

/**
 * The language switch and the texts that were written into components before the shop spoke
 * English (issue 14). Spread into both bundles of ./messages; both languages have the same keys.
 */
export const germanLanguageMessages: MessageBundle = {
  "language.switch": "Sprache",
};

export const englishLanguageMessages: MessageBundle = {
  "language.switch": "Language",
};
