import { type ConsentCategories, type ConsentCategory, type ConsentState, NO_CONSENT } from "./state";

/** Consent groups of the consent script (document 1 §9); C0001 (strictly necessary) is always on. */
const CONSENT_GROUPS: Readonly<Record<string, ConsentCategory>> = {
  C0002: "statistic",
  C0004: "marketing",
  C0007: "targetGroupSelection",
};
/** The category a consent group id ("C0002") stands for; null for the necessary group and unknown ids. */
export const categoryOfGroup = (group: string): ConsentCategory | null =>
  Object.hasOwn(CONSENT_GROUPS, group) ? (CONSENT_GROUPS[group] ?? null) : null;

/** When the consent script fails to load or is not configured (document 1 §4). */
export const ALL_ALLOWED: ConsentCategories = {
  marketing: true,
  statistic: true,
  targetGroupSelection: true,
};

/**
 * Reads the consent script's active group string (",C0001,C0002,"): a category is on when its group
 * appears as a whole comma-separated entry, so "C00021" does not grant C0002.
 */
export const categoriesFromActiveGroups = (activeGroups: string): ConsentCategories => {
  const groups = new Set(
    activeGroups
      .split(",")
      .map((g) => g.trim())
      .filter((g) => g !== ""),
  );
  const out: { -readonly [K in ConsentCategory]: boolean } = { ...NO_CONSENT };
  for (const [group, category] of Object.entries(CONSENT_GROUPS)) if (groups.has(group)) out[category] = true;
  return out;
};

/**
 * The consent-driven flags every product query carries (document 1 §3, document 2 §7):
 * statistics with the statistic category, personalisation with target group selection.
 */
export const consentQueryFlags = (
  consent: ConsentState,
): { readonly enableStatistics: boolean; readonly enablePersonalization: boolean } => ({
  enableStatistics: consent.categories.statistic,
  enablePersonalization: consent.categories.targetGroupSelection,
});

export const sameCategories = (a: ConsentCategories, b: ConsentCategories): boolean =>
  a.marketing === b.marketing &&
  a.statistic === b.statistic &&
  a.targetGroupSelection === b.targetGroupSelection;
