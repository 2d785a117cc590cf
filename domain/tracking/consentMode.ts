import { Schema } from "effect";
import { sameCategories } from "../consent/rules";
import { type ConsentCategories, type ConsentState, NO_CONSENT } from "../consent/state";

/**
 * Google Consent Mode v2 (issue 15 #6): the consent state the tag manager's tags obey, derived from
 * the shop's consent categories. Pushed onto window.dataLayer as gtag's `consent` command: the
 * `default` before any tag loads, an `update` on every change of the categories.
 */
const Signal = Schema.Literal("granted", "denied");
export const ConsentModeState = Schema.Struct({
  ad_storage: Signal,
  ad_user_data: Signal,
  ad_personalization: Signal,
  analytics_storage: Signal,
  functionality_storage: Signal,
  personalization_storage: Signal,
  security_storage: Signal,
});
export type ConsentModeState = typeof ConsentModeState.Type;

/** gtag("consent", "default" | "update", state), as its arguments. */
export type ConsentModeCommand = readonly ["consent", "default" | "update", ConsentModeState];

const signal = (granted: boolean) => (granted ? ("granted" as const) : ("denied" as const));

/**
 * Categories to consent types: marketing (C0004) grants the advertising types, statistic (C0002)
 * analytics storage, target group selection (C0007) personalisation storage. Functionality and
 * security storage are the strictly necessary group's (C0001: the cart, the session, the XSRF
 * token), which needs no consent and is always active.
 */
export const consentModeOf = (c: ConsentCategories): ConsentModeState => ({
  ad_storage: signal(c.marketing),
  ad_user_data: signal(c.marketing),
  ad_personalization: signal(c.marketing),
  analytics_storage: signal(c.statistic),
  functionality_storage: "granted",
  personalization_storage: signal(c.targetGroupSelection),
  security_storage: "granted",
});

/** Before the shopper answered: every consent-bound type denied. */
export const consentModeDefault: ConsentModeCommand = ["consent", "default", consentModeOf(NO_CONSENT)];

/**
 * The update a consent change causes: one whenever the categories change (the default is "nothing
 * allowed", so a refusal changes nothing). The consent script reporting the same categories again
 * (on load, or confirming the answer restored from its cookie) causes none.
 */
export const projectConsentMode = (
  event: { readonly _tag: string },
  before: { readonly consent: ConsentState },
  after: { readonly consent: ConsentState },
): ConsentModeCommand[] =>
  event._tag === "ConsentChanged" && !sameCategories(before.consent.categories, after.consent.categories)
    ? [["consent", "update", consentModeOf(after.consent.categories)]]
    : [];
