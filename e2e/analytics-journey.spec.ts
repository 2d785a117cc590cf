import { expect, type Page, type Request, test } from "@playwright/test";
import { checkAlgoliaEvents, checkAlgoliaRequest } from "../domain/tracking/checks/algolia";
import type { Finding } from "../domain/tracking/checks/finding";
import { checkGa4 } from "../domain/tracking/checks/ga4";
import { checkSpecInsights, checkSpecTracking } from "../domain/tracking/checks/spec";
import { addOnProductPage, cartBadge } from "./cart-support";
import {
  addTilesUntil,
  fillDetails,
  openCartPage,
  paymentOption,
  reachMinimumWithWindow,
  toCheckout,
} from "./checkout-support";
import { message, openShop } from "./support";

/**
 * Issue 15's "done means": one shopper's journey through consent (decline, accept, withdraw),
 * search, a list, a product, add, remove, the cart and a checkout with a code, with every dataLayer
 * push and every insights request captured as it left the page and checked against the external
 * definitions (GA4's recommended events and limits, Algolia's Insights schema) and the
 * specification's rules. The counts per event name are printed for the closing note.
 */

const text = (key: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce((m, [k, v]) => m.replace(`{${k}}`, v), message(key));
const banner = (page: Page) => page.getByRole("region", { name: "Cookie-Hinweis" });
const settingsDialog = (page: Page) => page.getByRole("dialog", { name: "Cookie-Einstellungen" });

interface Captured {
  /** The push as JSON; a gtag command (an Arguments object) as `{gtag: [...]}`. */
  readonly push: Record<string, unknown>;
  /** Whether the stored consent granted statistics (C0002) when the push happened. */
  readonly consent: boolean;
}

/**
 * Every push onto window.dataLayer, on every page of the tab, kept in sessionStorage as it happens
 * (synchronously, in order; a full page load keeps what the previous page pushed).
 */
const captureDataLayer = (page: Page) =>
  page.addInitScript(() => {
    const KEY = "__capturedPushes";
    const consentNow = () => /(^|;\s*)OptanonConsent=[^;]*C0002/.test(document.cookie);
    const serialise = (item: unknown) =>
      Object.prototype.toString.call(item) === "[object Arguments]"
        ? { gtag: Array.from(item as ArrayLike<unknown>) }
        : JSON.parse(JSON.stringify(item));
    const wrapped = new WeakSet<unknown[]>();
    // `window.dataLayer = window.dataLayer || []` hands the same array back: recorded once.
    const wrap = (layer: unknown[]) => {
      if (wrapped.has(layer)) return layer;
      wrapped.add(layer);
      const push = layer.push;
      layer.push = function (this: unknown[], ...items: unknown[]) {
        const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "[]") as unknown[];
        for (const item of items) kept.push({ push: serialise(item), consent: consentNow() });
        sessionStorage.setItem(KEY, JSON.stringify(kept));
        return push.apply(this, items);
      };
      return layer;
    };
    let current = wrap([]);
    Object.defineProperty(window, "dataLayer", {
      configurable: true,
      get: () => current,
      set: (next: unknown[]) => {
        current = wrap(next);
      },
    });
  });
const capturedPushes = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("__capturedPushes") ?? "[]") as Captured[]);
/** The shop's pushes in order: neither gtag's consent commands nor the tag manager's own gtm.* events. */
const shopPushes = (all: ReadonlyArray<Captured>) =>
  all.filter(({ push }) => {
    if ("gtag" in push) return false;
    return typeof push.event !== "string" || !push.event.startsWith("gtm.");
  });

interface InsightsRequest {
  readonly events: Array<Record<string, unknown>>;
  /** The journey's consent at the time: the test knows when it declined, accepted and withdrew. */
  readonly consent: boolean;
}
const isInsights = (r: Request) => r.url().includes("/1/events") || r.url().includes("/api/insights/events");

const explain = (findings: ReadonlyArray<Finding>) =>
  findings.map((f) => `${f.rule} (${f.source}): ${f.message} [#${f.index}]`).join("\n");

const countBy = (names: ReadonlyArray<string>) =>
  Object.fromEntries(
    [...names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>())].sort(([a], [b]) =>
      a.localeCompare(b),
    ),
  );

const openConsentSettings = async (page: Page) => {
  await page.evaluate(() =>
    (Reflect.get(window, "OneTrust") as { ToggleInfoDisplay: () => void }).ToggleInfoDisplay(),
  );
  await expect(settingsDialog(page)).toBeVisible();
};

const searchFor = async (page: Page, term: string) => {
  const box = page.getByRole("searchbox", { name: "Suchbegriff" });
  await box.fill(term);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/suche/${term}$`));
  await expect(page.getByRole("main").getByTestId("product-tile").first()).toBeVisible();
};

const badge = async (page: Page) =>
  Number((await cartBadge(page).getByTestId("cart-badge-count").textContent()) ?? "0");

test.describe("[issue 15] the analyst's journey", () => {
  test("[issue 15 done means] decline, accept, search, list, product, add, remove, cart, checkout with a code, purchase, withdraw: every push and insights request passes GA4's, Algolia's and the specification's checks", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await captureDataLayer(page);
    let consent = false;
    const requests: InsightsRequest[] = [];
    page.on("request", (r) => {
      if (!isInsights(r) || r.method() !== "POST") return;
      const body = r.postDataJSON() as { events?: Array<Record<string, unknown>> } | null;
      requests.push({ events: body?.events ?? [], consent });
    });

    // Declined: browsing and searching leave nothing on the dataLayer but Consent Mode's default.
    await openShop(page, "/");
    await banner(page).getByRole("button", { name: "Nur notwendige" }).click();
    await expect(banner(page)).toBeHidden();
    await searchFor(page, "joghurt");
    await page.goto("/sortiment/getraenke");
    await expect(page.getByRole("main").getByTestId("product-tile").first()).toBeVisible();
    expect(shopPushes(await capturedPushes(page))).toEqual([]);
    expect(requests).toEqual([]);

    // Accepted in the settings: from here on the shop measures.
    await openConsentSettings(page);
    for (const group of ["Statistik", "Marketing", "Zielgruppenauswahl"])
      await settingsDialog(page).getByLabel(group).check();
    consent = true;
    await settingsDialog(page).getByRole("button", { name: "Auswahl speichern" }).click();
    await expect(settingsDialog(page)).toBeHidden();
    await expect.poll(() => page.evaluate(() => Reflect.has(window, "__tagManager"))).toBe(true);

    // Search, open a result, add it on its page (the service asked for on the first add).
    await searchFor(page, "milch");
    const tiles = page.getByRole("main").getByTestId("product-tile");
    await expect(tiles.nth(1)).toBeVisible();
    const sku = (await tiles.nth(1).getAttribute("data-sku")) ?? "";
    await tiles.nth(1).locator(".tile__link").click();
    await expect(page.getByTestId("product-detail")).toBeVisible();
    await addOnProductPage(page, sku);
    await expect.poll(() => badge(page)).toBe(1);

    // A list: more lines from it, then one removed again in the cart.
    await page.goto("/sortiment/fleisch-fisch");
    await addTilesUntil(page, 4);
    await openCartPage(page);
    const lines = page.getByTestId("cart-line");
    const removed = lines.last();
    const removedName = ((await removed.locator(".cart-line__name").textContent()) ?? "").trim();
    const before = await lines.count();
    // The line's own remove button (the stepper's "−" at quantity 1 has the same name).
    await removed
      .getByRole("button", { name: text("cart.removeItem", { name: removedName }) })
      .last()
      .click();
    await expect(lines).toHaveCount(before - 1);

    // A window, the minimum order value, the code.
    await reachMinimumWithWindow(page);
    const codes = page.getByTestId("discount-codes");
    await codes.getByLabel(message("cart.discountCode.label")).fill("WILLKOMMEN10");
    await codes.getByRole("button", { name: message("cart.discountCode.apply") }).click();
    await expect(codes.getByTestId("discount-code")).toHaveCount(1);

    // Checkout and purchase.
    await toCheckout(page);
    await fillDetails(page);
    await paymentOption(page, "payment-at-the-door").check();
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/kasse-ok\?finalized=true&orderNumber=\d+$/);
    await expect
      .poll(() => requests.some((r) => r.events.some((e) => e.eventSubtype === "purchase")), {
        timeout: 20_000,
      })
      .toBe(true);

    // Withdrawn: nothing more leaves the page, on this page or the next.
    await openConsentSettings(page);
    await settingsDialog(page).getByLabel("Statistik").uncheck();
    await settingsDialog(page).getByLabel("Marketing").uncheck();
    consent = false;
    await settingsDialog(page).getByRole("button", { name: "Auswahl speichern" }).click();
    await expect(settingsDialog(page)).toBeHidden();
    const pushedBeforeWithdrawal = shopPushes(await capturedPushes(page)).length;
    const requestsBeforeWithdrawal = requests.length;
    await searchFor(page, "brot");
    await page.goto("/sortiment/getraenke");
    await expect(page.getByRole("main").getByTestId("product-tile").first()).toBeVisible();
    expect(shopPushes(await capturedPushes(page))).toHaveLength(pushedBeforeWithdrawal);
    expect(requests).toHaveLength(requestsBeforeWithdrawal);

    // The checks, over everything captured.
    const all = await capturedPushes(page);
    const pushes = shopPushes(all);
    const events = requests.flatMap((r) => r.events);
    const ga4 = checkGa4(pushes.map((p) => p.push));
    const spec = checkSpecTracking(pushes);
    const algolia = [
      ...checkAlgoliaEvents(events, Date.now()),
      ...requests.flatMap((r, i) => checkAlgoliaRequest(r.events.length, i)),
    ];
    const specInsights = checkSpecInsights(requests);
    const counts = {
      dataLayer: countBy(
        pushes.map(({ push }) => (typeof push.event === "string" ? push.event : "ecommerce: null")),
      ),
      consentMode: countBy(
        all.flatMap(({ push }) => ("gtag" in push ? [String((push.gtag as unknown[])[1])] : [])),
      ),
      insights: countBy(
        events.map((e) => `${e.eventType}${e.eventSubtype ? `/${e.eventSubtype}` : ""}: ${e.eventName}`),
      ),
      insightsRequests: requests.length,
      findings: {
        ga4: ga4.length,
        spec: spec.length,
        algolia: algolia.length,
        specInsights: specInsights.length,
      },
    };
    console.log(`[issue 15 journey] ${JSON.stringify(counts, null, 2)}`);
    await test.info().attach("captured", {
      body: JSON.stringify({ pushes: all, requests }, null, 2),
      contentType: "application/json",
    });

    expect(ga4, explain(ga4)).toEqual([]);
    expect(spec, explain(spec)).toEqual([]);
    expect(algolia, explain(algolia)).toEqual([]);
    expect(specInsights, explain(specInsights)).toEqual([]);

    // The journey produced what an analyst measures it by.
    for (const name of [
      "page_view",
      "search",
      "view_search_results",
      "view_item_list",
      "select_item",
      "view_item",
      "add_to_cart",
      "remove_from_cart",
      "view_cart",
      "begin_checkout",
      "add_shipping_info",
      "add_payment_info",
      "purchase",
    ])
      expect(counts.dataLayer, name).toHaveProperty(name);
    expect(counts.dataLayer.purchase).toBe(1);
    // Consent Mode: a default on every page load, an update for the acceptance and the withdrawal.
    expect(counts.consentMode.default).toBeGreaterThanOrEqual(1);
    expect(counts.consentMode.update).toBeGreaterThanOrEqual(2);
    const subtypes = new Set(events.map((e) => `${e.eventType}/${e.eventSubtype ?? ""}`));
    for (const kind of ["view/", "click/", "conversion/addToCart", "conversion/purchase"])
      expect([...subtypes], kind).toContain(kind);
  });
});
