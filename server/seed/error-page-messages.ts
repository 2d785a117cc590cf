import type { MessageBundle } from "../../domain/tenant/config";

/**
 * The error page's forwarding notice (document 1 §2, issue 14). Spread into both bundles of
 * ./messages; both languages have exactly the same keys.
 */
export const germanErrorPageMessages: MessageBundle = {
  "errorPage.forwardWaiting":
    "Wir leiten Sie automatisch weiter, sobald Sie Cookies der Kategorie „{category}“ erlauben.",
  "errorPage.forwarding": "Sie werden gleich weitergeleitet …",
  "errorPage.forwardNow": "Jetzt weiter",
};

export const englishErrorPageMessages: MessageBundle = {
  "errorPage.forwardWaiting":
    "We will forward you automatically once you allow cookies of the “{category}” category.",
  "errorPage.forwarding": "You are being forwarded …",
  "errorPage.forwardNow": "Continue now",
};
