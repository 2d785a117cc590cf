/**
 * The consent script's own record of the shopper's choice, readable before the script loads: a full
 * page load sends its first product request with the stored consent, not with "nothing allowed".
 */
export const CONSENT_COOKIE = "OptanonConsent";
/** Set by the consent script when the shopper answered; without it the consent cookie holds defaults only. */
export const CONSENT_ANSWERED_COOKIE = "OptanonAlertBoxClosed";

const ACTIVE_GROUPS = /^,[A-Z0-9,]*,$/;
const GROUP_ENTRY = /^(C\d{4}):([01])$/;

/**
 * The active group string (",C0001,C0002,") of a stored consent cookie, or null when it holds no
 * readable answer. Two formats: the active group string itself (the reference server's banner) and
 * the production script's query string, whose `groups` entry lists "C0002:1" (on) or "C0002:0" (off).
 */
export const storedActiveGroups = (
  consentCookie: string | null,
  answeredCookie: string | null,
): string | null => {
  if (consentCookie === null || answeredCookie === null || answeredCookie === "") return null;
  if (ACTIVE_GROUPS.test(consentCookie)) return consentCookie;
  const groups = new URLSearchParams(consentCookie).get("groups");
  if (groups === null) return null;
  const active: string[] = [];
  for (const entry of groups.split(",")) {
    const m = GROUP_ENTRY.exec(entry.trim());
    if (m?.[1] && m[2] === "1") active.push(m[1]);
  }
  return `,${active.join(",")},`;
};
