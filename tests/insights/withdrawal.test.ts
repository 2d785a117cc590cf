import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { createInsightsSink } from "../../adapters/insights/sink";
import { memoryStorage } from "../../adapters/memory/ports";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { initialState } from "../../domain/app/state";
import { NO_CONSENT } from "../../domain/consent/state";
import { reduce } from "../../domain/core/store";
import { INSIGHTS_CACHE_KEY, INSIGHTS_TOKEN_COOKIE } from "../../domain/insights/model";
import { testShop } from "../support/shop";

describe("[issue 15 #6] withdrawing statistics consent forgets the insights user token at once", () => {
  it("deletes the _ALGOLIA cookie and the token in the state", async () => {
    const shop = testShop();
    await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0001,C0002," });
    await shop.dispatch({ _tag: "EnsureInsightsUserToken" });
    expect(shop.cookies.jar.has(INSIGHTS_TOKEN_COOKIE)).toBe(true);
    expect(await shop.dispatch({ _tag: "ForgetInsightsUserToken" })).toMatchObject({ value: "consented" });
    expect(shop.cookies.jar.has(INSIGHTS_TOKEN_COOKIE)).toBe(true);

    await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0001," });
    expect(await shop.dispatch({ _tag: "ForgetInsightsUserToken" })).toMatchObject({ value: "forgotten" });
    expect(shop.cookies.jar.has(INSIGHTS_TOKEN_COOKIE)).toBe(false);
    expect(shop.store.getState().insights.userToken).toBeNull();
    expect(await shop.dispatch({ _tag: "ForgetInsightsUserToken" })).toMatchObject({ value: "absent" });
  });
  it("a cookie left from an earlier visit goes on a refusal too", async () => {
    const shop = testShop({ cookies: { [INSIGHTS_TOKEN_COOKIE]: "anonymous-old" } });
    await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0001," });
    expect(await shop.dispatch({ _tag: "ForgetInsightsUserToken" })).toMatchObject({ value: "forgotten" });
    expect(shop.cookies.jar.has(INSIGHTS_TOKEN_COOKIE)).toBe(false);
  });
  it("granted again: a new token, not the forgotten one", async () => {
    const shop = testShop();
    await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0002," });
    await shop.dispatch({ _tag: "EnsureInsightsUserToken" });
    const first = shop.store.getState().insights.userToken;
    await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0001," });
    await shop.dispatch({ _tag: "ForgetInsightsUserToken" });
    await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0002," });
    expect(await shop.dispatch({ _tag: "EnsureInsightsUserToken" })).toMatchObject({ value: "created" });
    expect(shop.store.getState().insights.userToken).not.toBe(first);
  });
});

describe("[issue 15 #6] withdrawing statistics consent deletes the insightsClicks entry", () => {
  it("the remembered clicks go from the device and from the adapter's memory", () => {
    const storage = memoryStorage();
    const click = { objectID: "1000001", queryID: "q-1", position: 2, at: 1 };
    Effect.runSync(storage.port.set("local", INSIGHTS_CACHE_KEY, JSON.stringify([click])));
    const sink = createInsightsSink({
      storage: storage.port,
      now: () => 10,
      setTimer: () => undefined,
      send: async () => undefined,
    });
    expect(sink.cache()).toEqual([click]);
    let state = initialState;
    const apply = (event: AppEvent) => {
      const before = state;
      state = reduce(appRecipe, state, event);
      sink.handle({ event, before, after: state });
    };
    apply({ _tag: "ConsentChanged", categories: { ...NO_CONSENT, statistic: true }, source: "script" });
    expect(storage.areas.local.has(INSIGHTS_CACHE_KEY)).toBe(true);
    apply({ _tag: "ConsentChanged", categories: NO_CONSENT, source: "script" });
    expect(storage.areas.local.has(INSIGHTS_CACHE_KEY)).toBe(false);
    expect(sink.cache()).toEqual([]);
  });
});
