import type { MessageBundle } from "../../domain/tenant/config";

/**
 * The texts of the embedded content blocks (iframe, video, script: the consent placeholder) and of
 * the editors' edit links. Spread into both bundles of ./messages; both languages have the same keys.
 */
export const germanEmbeddedMessages: MessageBundle = {
  "embed.placeholder":
    "„{label}“ wird von {host} geladen. Dieser Inhalt erscheint erst, wenn Sie der Kategorie „{category}“ zustimmen.",
  "embed.openSettings": "Cookie-Einstellungen öffnen",
  "embed.category.marketing": "Marketing",
  "embed.category.statistic": "Statistik",
  "embed.category.targetGroupSelection": "Zielgruppenauswahl",
  "embed.failed": "„{label}“ konnte nicht geladen werden.",
  "editor.editLink": "Block {type} bearbeiten",
};

export const englishEmbeddedMessages: MessageBundle = {
  "embed.placeholder":
    "“{label}” is loaded from {host}. This content appears only once you allow the “{category}” category.",
  "embed.openSettings": "Open cookie settings",
  "embed.category.marketing": "Marketing",
  "embed.category.statistic": "Statistics",
  "embed.category.targetGroupSelection": "Target group selection",
  "embed.failed": "“{label}” could not be loaded.",
  "editor.editLink": "Edit block {type}",
};
