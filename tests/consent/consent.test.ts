import { describe, expect, it } from "vitest";
import { ALL_ALLOWED, categoriesFromActiveGroups } from "../../domain/consent/rules";
import { NO_CONSENT } from "../../domain/consent/state";
import { selectProductFlags } from "../../domain/discovery/selectors";
import { testShop } from "../support/shop";

describe("[doc1 §4, §9] consent groups", () => {
  it("C0002 statistic, C0004 marketing, C0007 target group selection", () => {
    expect(categoriesFromActiveGroups(",C0001,")).toEqual(NO_CONSENT);
    expect(categoriesFromActiveGroups(",C0001,C0002,")).toEqual({ ...NO_CONSENT, statistic: true });
    expect(categoriesFromActiveGroups(",C0004,")).toEqual({ ...NO_CONSENT, marketing: true });
    expect(categoriesFromActiveGroups("C0007")).toEqual({ ...NO_CONSENT, targetGroupSelection: true });
    expect(categoriesFromActiveGroups(",C0001,C0002,C0004,C0007,")).toEqual(ALL_ALLOWED);
  });
  it("a group matches only as a whole entry", () => {
    expect(categoriesFromActiveGroups(",C00021,C000,XC0004,")).toEqual(NO_CONSENT);
    expect(categoriesFromActiveGroups("")).toEqual(NO_CONSENT);
  });
});

describe("[doc1 §4] consent state from the consent script", () => {
  it("initially all false; the script's groups set the categories", async () => {
    const shop = testShop();
    expect(shop.store.getState().consent).toEqual({ categories: NO_CONSENT, source: "pending" });
    expect(await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0001,C0002," })).toMatchObject({
      value: "changed",
    });
    expect(shop.store.getState().consent).toEqual({
      categories: { ...NO_CONSENT, statistic: true },
      source: "script",
    });
    expect(await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0002,C0001," })).toMatchObject({
      value: "unchanged",
    });
  });
  it("a script that fails or is not configured allows everything", async () => {
    for (const reason of ["failed", "notConfigured"] as const) {
      const shop = testShop();
      await shop.dispatch({ _tag: "ConsentScriptUnavailable", reason });
      expect(shop.store.getState().consent).toEqual({ categories: ALL_ALLOWED, source: reason });
    }
  });
  it("an answer the script gave is not overruled by a later failure", async () => {
    const shop = testShop();
    await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0001," });
    await shop.dispatch({ _tag: "ConsentScriptUnavailable", reason: "failed" });
    expect(shop.store.getState().consent.categories).toEqual(NO_CONSENT);
  });
  it("[doc2 §7] product queries carry enableStatistics and enablePersonalization from consent", async () => {
    const shop = testShop();
    expect(selectProductFlags(shop.store.getState())).toEqual({
      enableStatistics: false,
      enablePersonalization: false,
    });
    await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0001,C0002," });
    expect(selectProductFlags(shop.store.getState())).toEqual({
      enableStatistics: true,
      enablePersonalization: false,
    });
    await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0001,C0007," });
    expect(selectProductFlags(shop.store.getState())).toEqual({
      enableStatistics: false,
      enablePersonalization: true,
    });
  });
});
