import type { MessageBundle } from "../../domain/tenant/config";

/**
 * The language switch and the texts that were written into components before the shop spoke
 * English (issue 14). Spread into both bundles of ./messages; both languages have the same keys.
 */
export const germanLanguageMessages: MessageBundle = {
  "language.switch": "Sprache",
  "header.back": "Zurück",
  "topbar.label": "Hinweis",
  "notification.region": "Hinweise",
  // WAI-ARIA: a role description is read out, so it is in the shopper's language.
  "content.slider.roledescription": "Karussell",
  "content.slider.slideRoledescription": "Folie",
};

export const englishLanguageMessages: MessageBundle = {
  "language.switch": "Language",
  "header.back": "Back",
  "topbar.label": "Notice",
  "notification.region": "Notices",
  "content.slider.roledescription": "carousel",
  "content.slider.slideRoledescription": "slide",
};
