import { describe, expect, it } from "vitest";
import { handlers } from "../../domain/app/handlers";
import { ALL_ALLOWED, categoriesFromActiveGroups } from "../../domain/consent/rules";
import { NO_CONSENT } from "../../domain/consent/state";
import { storedActiveGroups } from "../../domain/consent/stored";
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

describe("[issue 15 #3] the consent stored by the consent script, read at start-up", () => {
  const answered = { OptanonAlertBoxClosed: "2026-01-01T00:00:00.000Z" };

  it("reads the active group string and the production script's groups entry", () => {
    expect(storedActiveGroups(",C0001,C0002,", answered.OptanonAlertBoxClosed)).toBe(",C0001,C0002,");
    expect(
      storedActiveGroups(
        "isGpcEnabled=0&datestamp=Tue+Nov+24+2026&version=202409.1.0&groups=C0001%3A1%2CC0002%3A1%2CC0004%3A0%2CC0007%3A1&hosts=",
        answered.OptanonAlertBoxClosed,
      ),
    ).toBe(",C0001,C0002,C0007,");
    expect(storedActiveGroups("groups=C0001%3A1%2CC0002%3A0", "x")).toBe(",C0001,");
  });
  it("no answer without the answered cookie, and none from an unreadable value", () => {
    expect(storedActiveGroups(",C0001,C0002,", null)).toBeNull();
    expect(storedActiveGroups(",C0001,C0002,", "")).toBeNull();
    expect(storedActiveGroups(null, answered.OptanonAlertBoxClosed)).toBeNull();
    expect(storedActiveGroups("not a consent", answered.OptanonAlertBoxClosed)).toBeNull();
  });
  it("RestoreStoredConsent sets the stored categories, so the product flags carry them", async () => {
    const shop = testShop({ cookies: { OptanonConsent: ",C0001,C0002,C0007,", ...answered } });
    expect(await shop.dispatch({ _tag: "RestoreStoredConsent" })).toMatchObject({ value: "restored" });
    expect(shop.store.getState().consent).toEqual({
      categories: { marketing: false, statistic: true, targetGroupSelection: true },
      source: "stored",
    });
    expect(selectProductFlags(shop.store.getState())).toEqual({
      enableStatistics: true,
      enablePersonalization: true,
    });
  });
  it("nothing stored: the consent stays pending", async () => {
    const shop = testShop({ cookies: { OptanonConsent: ",C0001,C0002," } });
    expect(await shop.dispatch({ _tag: "RestoreStoredConsent" })).toMatchObject({ value: "none" });
    expect(shop.store.getState().consent).toEqual({ categories: NO_CONSENT, source: "pending" });
  });
  it("runs in the first load: its handler is not behind the lazy features' chunk", () => {
    expect(Object.hasOwn(handlers, "RestoreStoredConsent")).toBe(true);
  });
  it("the script's answer wins: confirmed (same categories), changed, and never overruled by the cookie", async () => {
    const shop = testShop({ cookies: { OptanonConsent: ",C0001,C0002,", ...answered } });
    await shop.dispatch({ _tag: "RestoreStoredConsent" });
    expect(await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0001,C0002," })).toMatchObject({
      value: "confirmed",
    });
    expect(shop.store.getState().consent.source).toBe("script");
    expect(await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0001," })).toMatchObject({
      value: "changed",
    });
    expect(await shop.dispatch({ _tag: "RestoreStoredConsent" })).toMatchObject({ value: "unchanged" });
    expect(shop.store.getState().consent.categories).toEqual(NO_CONSENT);
  });
  it("a script that fails to load keeps the stored answer; no script configured allows everything (doc1 §4)", async () => {
    const failed = testShop({ cookies: { OptanonConsent: ",C0001,", ...answered } });
    await failed.dispatch({ _tag: "RestoreStoredConsent" });
    await failed.dispatch({ _tag: "ConsentScriptUnavailable", reason: "failed" });
    expect(failed.store.getState().consent).toEqual({ categories: NO_CONSENT, source: "stored" });
    const none = testShop({ cookies: { OptanonConsent: ",C0001,", ...answered } });
    await none.dispatch({ _tag: "RestoreStoredConsent" });
    await none.dispatch({ _tag: "ConsentScriptUnavailable", reason: "notConfigured" });
    expect(none.store.getState().consent).toEqual({ categories: ALL_ALLOWED, source: "notConfigured" });
  });
});
