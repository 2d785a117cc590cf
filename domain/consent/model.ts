import { Schema } from "effect";
import type { Draft } from "immer";

/** Consent categories (document 1 §3): all false until the consent script answers. */
export const ConsentCategories = Schema.Struct({
  marketing: Schema.Boolean,
  statistic: Schema.Boolean,
  targetGroupSelection: Schema.Boolean,
});
export type ConsentCategories = typeof ConsentCategories.Type;
export type ConsentCategory = keyof ConsentCategories;

/** Consent groups of the consent script (document 1 §9); C0001 (strictly necessary) is always on. */
export const CONSENT_GROUPS: Readonly<Record<string, ConsentCategory>> = {
  C0002: "statistic",
  C0004: "marketing",
  C0007: "targetGroupSelection",
};
export const NO_CONSENT: ConsentCategories = {
  marketing: false,
  statistic: false,
  targetGroupSelection: false,
};
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

/** Where the categories came from: pending before the script answered. */
export const ConsentSource = Schema.Literal("pending", "script", "failed", "notConfigured");
export type ConsentSource = typeof ConsentSource.Type;

export const ConsentChanged = Schema.TaggedStruct("ConsentChanged", {
  categories: ConsentCategories,
  source: Schema.Literal("script", "failed", "notConfigured"),
});
export const ConsentEvents = [ConsentChanged] as const;

/** The consent script reported its active groups (on load and on every change). */
export const ApplyConsentGroups = Schema.TaggedStruct("ApplyConsentGroups", {
  activeGroups: Schema.String.pipe(Schema.maxLength(2000)),
});
/** The consent script could not be loaded, or none is configured: everything is allowed. */
export const ConsentScriptUnavailable = Schema.TaggedStruct("ConsentScriptUnavailable", {
  reason: Schema.Literal("failed", "notConfigured"),
});
export const ConsentCommands = [ApplyConsentGroups, ConsentScriptUnavailable] as const;

export interface ConsentState {
  readonly categories: ConsentCategories;
  readonly source: ConsentSource;
}
export const initialConsent: ConsentState = { categories: NO_CONSENT, source: "pending" };

type D = Draft<{ consent: ConsentState }>;
export const consentCases = {
  ConsentChanged: (d: D, e: typeof ConsentChanged.Type) => {
    d.consent = { categories: { ...e.categories }, source: e.source };
  },
};

/** Scripts held back until their category is allowed (document 1 §4). */
export const isAllowed = (consent: ConsentState, category: ConsentCategory): boolean =>
  consent.categories[category];

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
