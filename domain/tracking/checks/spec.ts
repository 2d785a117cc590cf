import { MAX_EVENTS_PER_PAGE_VIEW } from "../queue";
import { type Finding, isObject } from "./finding";

/**
 * The specification's tracking rules, checked on the pushes as captured: nothing leaves the page
 * without statistics consent (document 1 §4), at most 250 events per page view (document 1 §9),
 * the order number masked except its last character and kept out of URLs (document 2 §1, issue 15
 * #8), and `{ecommerce: null}` right before every ecommerce push (issue 15; GA4's ecommerce guide
 * for Tag Manager, which this formatting follows).
 */
const SPEC_CONSENT = "spec document 1 §4 (consent initially all false; statistics deferred until consent)";
const SPEC_CAP = "spec document 1 §9 (tracking queue: at most 250 events per page view)";
const SPEC_MASKED = "spec document 2 §1 (order number masked except its last character)";
const SPEC_URLS = "issue 15 #8 (order numbers kept out of URLs sent to tracking)";
const GA4_CLEAR_ECOMMERCE =
  "https://developers.google.com/analytics/devguides/collection/ga4/ecommerce?client_type=gtm#clear_the_ecommerce_object";

/** One push as sent, with whether statistics consent was granted at that moment. */
export interface SentPush {
  readonly push: unknown;
  readonly consent: boolean;
}

const MASKED = /^\*+[^*]$/u;
/** Ten digits and nothing else: an order number as it is (item ids are skipped). */
const ORDER_NUMBER = /^\d{10}$/;

const strings = (v: unknown, path: string, out: Array<[string, string]>): void => {
  if (typeof v === "string") out.push([path, v]);
  else if (Array.isArray(v)) for (const [i, x] of v.entries()) strings(x, `${path}[${i}]`, out);
  else if (isObject(v)) for (const [k, x] of Object.entries(v)) strings(x, path ? `${path}.${k}` : k, out);
};

export const checkSpecTracking = (sent: ReadonlyArray<SentPush>): Finding[] => {
  const out: Finding[] = [];
  let inPageView = 0;
  sent.forEach(({ push, consent }, index) => {
    if (!isObject(push)) return;
    const event = typeof push.event === "string" ? push.event : null;
    const name = event ?? "ecommerce: null";
    const find = (rule: string, source: string, message: string) =>
      out.push({ rule: `spec.${rule}`, source, message: `${name}: ${message}`, index });
    if (!consent) find("consent", SPEC_CONSENT, "pushed without statistics consent");
    if (event === null) return;
    if (event === "page_view") inPageView = 0;
    inPageView += 1;
    if (inPageView > MAX_EVENTS_PER_PAGE_VIEW)
      find("cap", SPEC_CAP, `event ${inPageView} of this page view (at most ${MAX_EVENTS_PER_PAGE_VIEW})`);
    if (isObject(push.ecommerce)) {
      const before = sent[index - 1]?.push;
      if (!isObject(before) || before.ecommerce !== null || before.event !== undefined)
        find("ecommerce_null", GA4_CLEAR_ECOMMERCE, "not preceded by {ecommerce: null}");
    }
    if (event === "purchase") {
      const masked = push.order_number_masked;
      if (typeof masked !== "string" || !MASKED.test(masked))
        find(
          "order_number_masked",
          SPEC_MASKED,
          `order_number_masked ${JSON.stringify(masked)} is not masked but its last character`,
        );
    }
    const found: Array<[string, string]> = [];
    strings(push, "", found);
    for (const [path, value] of found) {
      if (/item_id$/.test(path)) continue;
      if (/orderNumber=/i.test(value) || (event === "purchase" && ORDER_NUMBER.test(value)))
        find("order_number_hidden", SPEC_URLS, `${path} carries an order number`);
    }
  });
  return out;
};

/** Insights events: none posted without statistics consent (document 1 §4, §9). */
export const checkSpecInsights = (sent: ReadonlyArray<{ readonly consent: boolean }>): Finding[] =>
  sent.flatMap(({ consent }, index) =>
    consent
      ? []
      : [
          {
            rule: "spec.consent",
            source: SPEC_CONSENT,
            message: "insights event posted without statistics consent",
            index,
          },
        ],
  );
