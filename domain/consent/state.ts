/** The consent slice and its categories: what the first load needs of consent (the rules are in ./model). */

/** Consent categories (document 1 §3): all false until the consent script answers. */
export interface ConsentCategories {
  readonly marketing: boolean;
  readonly statistic: boolean;
  readonly targetGroupSelection: boolean;
}
export type ConsentCategory = keyof ConsentCategories;

export const NO_CONSENT: ConsentCategories = {
  marketing: false,
  statistic: false,
  targetGroupSelection: false,
};

/** Where the categories came from: pending before the script answered, stored from its cookie at start-up. */
type ConsentSource = "pending" | "stored" | "script" | "failed" | "notConfigured";

export interface ConsentState {
  readonly categories: ConsentCategories;
  readonly source: ConsentSource;
}
export const initialConsent: ConsentState = { categories: NO_CONSENT, source: "pending" };
