import { describe, expect, it } from "vitest";
import { createDataLayerSink } from "../../adapters/tracking/dataLayer";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { type AppState, initialState } from "../../domain/app/state";
import { ALL_ALLOWED } from "../../domain/consent/rules";
import { type ConsentCategories, NO_CONSENT } from "../../domain/consent/state";
import { reduce } from "../../domain/core/store";
import { consentModeDefault, consentModeOf, projectConsentMode } from "../../domain/tracking/consentMode";

const changed = (categories: ConsentCategories, source: "stored" | "script" = "script"): AppEvent => ({
  _tag: "ConsentChanged",
  categories,
  source,
});
const STATISTIC = { ...NO_CONSENT, statistic: true };

describe("[issue 15 #6] Google Consent Mode v2 from the consent categories", () => {
  it("marketing grants the advertising types, statistic analytics storage, target group selection personalisation storage", () => {
    expect(consentModeOf({ ...NO_CONSENT, marketing: true })).toMatchObject({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
      personalization_storage: "denied",
    });
    expect(consentModeOf(STATISTIC)).toMatchObject({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
      personalization_storage: "denied",
    });
    expect(consentModeOf({ ...NO_CONSENT, targetGroupSelection: true })).toMatchObject({
      analytics_storage: "denied",
      ad_storage: "denied",
      personalization_storage: "granted",
    });
  });
  it("the default denies every consent-bound type; only the strictly necessary functionality and security storage are granted", () => {
    expect(consentModeDefault).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
        functionality_storage: "granted",
        personalization_storage: "denied",
        security_storage: "granted",
      },
    ]);
  });

  const fold = (events: ReadonlyArray<AppEvent>, from: AppState = initialState) => {
    let state = from;
    const out: unknown[] = [];
    for (const event of events) {
      const before = state;
      state = reduce(appRecipe, state, event);
      out.push(...projectConsentMode(event, before, state));
    }
    return out;
  };
  it("an update on every change of the categories, none when they stay the same", () => {
    expect(
      fold([changed(ALL_ALLOWED), changed(ALL_ALLOWED), changed({ ...ALL_ALLOWED, statistic: false })]),
    ).toEqual([
      ["consent", "update", consentModeOf(ALL_ALLOWED)],
      ["consent", "update", consentModeOf({ ...ALL_ALLOWED, statistic: false })],
    ]);
  });
  it("a refusal changes nothing of the default; the script confirming the stored answer causes no second update", () => {
    expect(fold([changed(NO_CONSENT)])).toEqual([]);
    expect(fold([changed(STATISTIC, "stored"), changed(STATISTIC, "script")])).toEqual([
      ["consent", "update", consentModeOf(STATISTIC)],
    ]);
  });
  it("other events project no consent command", () => {
    expect(fold([{ _tag: "BootStarted" }])).toEqual([]);
  });
});

describe("[issue 15 #6] the dataLayer adapter pushes Consent Mode as gtag does", () => {
  const drive = () => {
    const host: { dataLayer?: unknown[] } = {};
    const sink = createDataLayerSink(host);
    let state = initialState;
    const apply = (event: AppEvent) => {
      const before = state;
      state = reduce(appRecipe, state, event);
      sink.handle({ event, before, after: state } as Parameters<typeof sink.handle>[0]);
    };
    const layer = () => host.dataLayer ?? [];
    const isArguments = (e: unknown) => Object.prototype.toString.call(e) === "[object Arguments]";
    const shape = () =>
      layer().map((e) =>
        isArguments(e)
          ? `${(e as IArguments)[1]}:${((e as IArguments)[2] as { analytics_storage: string }).analytics_storage}`
          : ((e as { event?: string }).event ?? "ecommerce-clear"),
      );
    return { apply, layer, isArguments, shape };
  };
  const navigated: AppEvent = { _tag: "Navigated", path: "/", search: "", route: "start", params: {} };

  it("the default is on the dataLayer first, as an Arguments object, before any event or tag", () => {
    const d = drive();
    expect(d.layer()).toHaveLength(1);
    const first = d.layer()[0];
    expect(d.isArguments(first)).toBe(true);
    expect(Array.from(first as IArguments)).toEqual([...consentModeDefault]);
  });
  it("granting: the update precedes the page view held for consent; withdrawing: the update, then no event", () => {
    const d = drive();
    d.apply(navigated);
    expect(d.shape()).toEqual(["default:denied"]);
    d.apply(changed(STATISTIC));
    expect(d.shape()).toEqual(["default:denied", "update:granted", "page_view"]);
    d.apply(changed(NO_CONSENT));
    d.apply(navigated);
    expect(d.shape()).toEqual(["default:denied", "update:granted", "page_view", "update:denied"]);
  });
});
