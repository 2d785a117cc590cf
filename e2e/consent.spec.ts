import { expect, type Page, type Request, test } from "@playwright/test";
import { addFromTile, deliverToDemoAddress } from "./cart-support";
import { expectNoAxeViolations, openShop, presetConsent } from "./support";

const banner = (page: Page) => page.getByRole("region", { name: "Cookie-Hinweis" });
type Signals = Record<string, "granted" | "denied">;
interface TagManager {
  readonly received: unknown[];
  readonly consent: Signals;
  readonly defaultBeforeLoad: boolean;
}
/**
 * The real window.dataLayer, split: gtag's commands (Arguments objects, as Google's snippet pushes
 * them; `gtag` holds their arguments, `isArguments` that they were no arrays) and everything else.
 */
const state = (page: Page) =>
  page.evaluate(() => {
    const layer = (Reflect.get(window, "dataLayer") as unknown[] | undefined) ?? [];
    const isArguments = (e: unknown) => Object.prototype.toString.call(e) === "[object Arguments]";
    return {
      first: layer[0] === undefined ? null : { isArguments: isArguments(layer[0]) },
      gtag: layer.filter(isArguments).map((e) => Array.from(e as ArrayLike<unknown>)),
      dataLayer: layer.filter((e) => !isArguments(e)),
      tagManager: Reflect.get(window, "__tagManager") as TagManager | undefined,
      tags: (Reflect.get(window, "__deferredTags") as string[] | undefined) ?? [],
    };
  });
/** Google Consent Mode v2's seven types, as the shop maps its categories. */
const consentMode = (c: { marketing: boolean; statistic: boolean; targetGroupSelection: boolean }) => {
  const s = (on: boolean) => (on ? "granted" : "denied");
  return {
    ad_storage: s(c.marketing),
    ad_user_data: s(c.marketing),
    ad_personalization: s(c.marketing),
    analytics_storage: s(c.statistic),
    functionality_storage: "granted",
    personalization_storage: s(c.targetGroupSelection),
    security_storage: "granted",
  };
};
const NONE = { marketing: false, statistic: false, targetGroupSelection: false };
const ALL = { marketing: true, statistic: true, targetGroupSelection: true };

test.describe("consent", () => {
  test("[doc1 §4] the banner asks; refusing keeps dataLayer empty and defers every script", async ({
    page,
  }) => {
    await openShop(page, "/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Einstellungen" })).toBeVisible();
    await banner(page).getByRole("button", { name: "Nur notwendige" }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole("banner").getByRole("link").first().click();
    await page.waitForTimeout(300);
    const s = await state(page);
    expect(s.dataLayer).toEqual([]);
    expect(s.tagManager).toBeUndefined();
    expect(s.tags).toEqual([]);
    // [issue 15 #6] Only Consent Mode's default: the refusal leaves every type denied, no update.
    expect(s.gtag).toEqual([["consent", "default", consentMode(NONE)]]);
  });

  test("[doc1 §4] accepting all loads the tag manager and the deferred scripts; the start-up page view is pushed", async ({
    page,
  }) => {
    await openShop(page, "/");
    await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect.poll(async () => (await state(page)).tagManager !== undefined).toBe(true);
    await expect
      .poll(async () => (await state(page)).tags.sort())
      .toEqual(["marketing-pixel", "recommendations"]);
    const s = await state(page);
    expect(s.dataLayer).toContainEqual({
      event: "page_view",
      page_path: "/startpage",
      page_location: `${new URL(page.url()).origin}/`,
      page_type: "start",
      user_type: "guest",
    });
  });

  test("[doc1 §4] the settings dialog grants statistics only; the choice survives a reload", async ({
    page,
  }) => {
    await openShop(page, "/");
    await banner(page).getByRole("button", { name: "Einstellungen" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Statistik").check();
    await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await state(page)).tagManager !== undefined).toBe(true);
    expect((await state(page)).tags).toEqual([]);
    await page.reload();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await state(page)).tagManager !== undefined).toBe(true);
  });

  test("[doc1 §2] the privacy page has the cookie settings button and the cookie list", async ({ page }) => {
    await presetConsent(page, []);
    await openShop(page, "/datenschutz");
    const list = page.getByTestId("cookie-list");
    await expect(list.getByRole("heading", { name: "Statistik" })).toBeVisible();
    await expect(list.getByRole("cell", { name: "Anonyme Kennung für die Suchstatistik." })).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await expect(page.getByRole("dialog", { name: "Cookie-Einstellungen" })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Abbrechen" }).click();
    await expectNoAxeViolations(page);
  });

  test("the banner passes the accessibility scan and does not cover the page's end", async ({ page }) => {
    await openShop(page, "/");
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `/tmp/consent-shots/consent-banner-${width}.png` });
    }
    await presetConsent(page, []);
    await page.goto("/datenschutz");
    await expect(page.getByTestId("cookie-list").getByRole("table").first()).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId("cookie-list").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/consent-shots/cookie-list-${width}.png`, fullPage: true });
    }
  });

  test.describe("[issue 15 #3] a full page load asks with the stored consent", () => {
    /** Every product request of the page (lists, searches, the product), in order. */
    const productRequests = (page: Page) => {
      const seen: Request[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/product-discovery/")) seen.push(r);
      });
      return seen;
    };
    /** Waits for the insights conversion of an add that names the list's queryID (any collector URL). */
    const conversionOf = (page: Page, queryID: string) =>
      page.waitForRequest(
        (r) =>
          r.method() === "POST" &&
          (r.postData() ?? "").includes("Product Added to Cart") &&
          (r.postData() ?? "").includes(queryID),
        { timeout: 20_000 },
      );
    const addFirstWithDelivery = async (page: Page) => {
      await addFromTile(page);
      await deliverToDemoAddress(page);
    };

    test("[issue 15 #3] opening /suche/joghurt directly with statistics and target group consent stored: the first search carries both flags, its record keeps the term, adding from the results sends the conversion with its queryID", async ({
      page,
    }) => {
      await presetConsent(page, ["C0002", "C0007"]);
      const requests = productRequests(page);
      const answer = page.waitForResponse(
        (r) => r.url().includes("/api/product-discovery/products/search/joghurt") && r.ok(),
      );
      await page.goto("/suche/joghurt");
      const { queryID } = (await (await answer).json()) as { queryID: string };
      await expect(page.getByRole("main").getByTestId("product-tile").first()).toBeVisible();
      expect(requests.length).toBeGreaterThan(0);
      for (const r of requests) {
        expect(r.url()).not.toContain("enableStatistics=false");
        expect(r.url()).not.toContain("enablePersonalization=false");
      }
      const first = requests.find((r) => r.url().includes("/products/search/joghurt"));
      expect(first?.url()).toContain("enableStatistics=true");
      expect(first?.url()).toContain("enablePersonalization=true");
      expect(queryID).toMatch(/^[0-9a-f]{32}$/);
      const record = (await (await page.request.get(`/api/search/queries/${queryID}`)).json()) as {
        term: string | null;
        type: string;
      };
      expect(record).toMatchObject({ term: "joghurt", type: "products" });

      const conversion = conversionOf(page, queryID);
      await addFirstWithDelivery(page);
      const sent = (await conversion).postDataJSON() as { events: Array<Record<string, unknown>> };
      expect(sent.events).toContainEqual(
        expect.objectContaining({ eventName: "Product Added to Cart", queryID }),
      );
    });

    test("[issue 15 #3] opening a category directly with statistics consent stored: the list request carries enableStatistics=true, the list has a queryID, adding from it sends the conversion", async ({
      page,
    }) => {
      await presetConsent(page, ["C0002"]);
      const requests = productRequests(page);
      const answer = page.waitForResponse(
        (r) => /\/api\/product-discovery\/categories\/getraenke\/products/.test(r.url()) && r.ok(),
      );
      await page.goto("/sortiment/getraenke");
      const list = await answer;
      expect(list.url()).toContain("enableStatistics=true");
      expect(list.url()).toContain("enablePersonalization=false");
      const { queryID } = (await list.json()) as { queryID?: string };
      expect(queryID).toMatch(/^[0-9a-f]{32}$/);
      await expect(page.getByRole("main").getByTestId("product-tile").first()).toBeVisible();
      for (const r of requests) expect(r.url()).not.toContain("enableStatistics=false");

      const conversion = conversionOf(page, queryID ?? "");
      await addFirstWithDelivery(page);
      const sent = (await conversion).postDataJSON() as { events: Array<Record<string, unknown>> };
      expect(sent.events).toContainEqual(
        expect.objectContaining({ eventName: "Product Added to Cart", queryID }),
      );
    });
  });

  test("[issue 15 #6] Consent Mode's default comes first, before any tag; accepting and withdrawing update it; withdrawing deletes _ALGOLIA, insightsClicks, the user token and the analytics cookies at once and unloads the tag manager", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openShop(page, "/");
    await expect(banner(page)).toBeVisible();
    let s = await state(page);
    expect(s.first).toEqual({ isArguments: true });
    expect(s.gtag).toEqual([["consent", "default", consentMode(NONE)]]);
    expect(s.dataLayer).toEqual([]);
    expect(s.tagManager).toBeUndefined();

    await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect.poll(async () => (await state(page)).tagManager !== undefined).toBe(true);
    s = await state(page);
    expect(s.gtag).toEqual([
      ["consent", "default", consentMode(NONE)],
      ["consent", "update", consentMode(ALL)],
    ]);
    // The tag manager found the default on the dataLayer when it loaded, and obeys the update.
    expect(s.tagManager?.defaultBeforeLoad).toBe(true);
    expect(s.tagManager?.consent).toEqual(consentMode(ALL));

    // Search and open a result: the click is remembered on the device and the user token is set.
    await page.getByRole("searchbox", { name: "Suchbegriff" }).fill("milch");
    await page.getByRole("searchbox", { name: "Suchbegriff" }).press("Enter");
    const tiles = page.getByRole("main").getByTestId("product-tile");
    await expect(tiles.nth(1)).toBeVisible();
    await tiles.nth(1).locator(".tile__link").click();
    await expect(page.getByTestId("product-detail")).toBeVisible();
    const device = () =>
      page.evaluate(() => ({
        cookies: document.cookie
          .split(";")
          .map((c) => c.trim())
          .filter((c) => c !== ""),
        clicks: localStorage.getItem("insightsClicks"),
        tagManagerScripts: [...document.scripts].filter((e) => e.src.includes("/consent/gtm.js")).length,
      }));
    await expect.poll(async () => (await device()).clicks).not.toBeNull();
    const token = (await device()).cookies.find((c) => c.startsWith("_ALGOLIA="));
    expect(token).toMatch(/^_ALGOLIA=anonymous-/);
    // An analytics cookie as the tag manager's tags would set it.
    await page.evaluate(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: the test plays the tag manager's tag
      document.cookie = "_ga=GA1.1.123.456; Path=/; Max-Age=3600";
    });
    expect((await device()).tagManagerScripts).toBe(1);
    const received = (await state(page)).tagManager?.received.length ?? 0;

    // Withdraw statistics (and marketing) in the consent settings.
    await page.evaluate(() =>
      (Reflect.get(window, "OneTrust") as { ToggleInfoDisplay: () => void }).ToggleInfoDisplay(),
    );
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await dialog.getByLabel("Statistik").uncheck();
    await dialog.getByLabel("Marketing").uncheck();
    await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
    await expect(dialog).toBeHidden();
    const withdrawn = { ...NONE, targetGroupSelection: true };
    await expect
      .poll(async () => (await state(page)).gtag.at(-1))
      .toEqual(["consent", "update", consentMode(withdrawn)]);
    // At once: no wait for a reload or a timer.
    await expect
      .poll(async () => device(), { timeout: 1000 })
      .toEqual({ cookies: expect.any(Array), clicks: null, tagManagerScripts: 0 });
    const after = await device();
    expect(after.cookies.filter((c) => /^(_ALGOLIA|_ga)=/.test(c))).toEqual([]);
    s = await state(page);
    // The withdrawal's update reached the tag manager; nothing after it does.
    expect(s.tagManager?.consent).toEqual(consentMode(withdrawn));
    expect(s.tagManager?.received.length).toBe(received + 1);

    // A later change (marketing only) is on the dataLayer, not in the unloaded tag manager.
    await page.evaluate(() =>
      (Reflect.get(window, "OneTrust") as { ToggleInfoDisplay: () => void }).ToggleInfoDisplay(),
    );
    await dialog.getByLabel("Marketing").check();
    await dialog.getByLabel("Zielgruppenauswahl").uncheck();
    await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
    const marketingOnly = { ...NONE, marketing: true };
    await expect
      .poll(async () => (await state(page)).gtag.at(-1))
      .toEqual(["consent", "update", consentMode(marketingOnly)]);
    s = await state(page);
    expect(s.tagManager?.received.length).toBe(received + 1);
    expect(s.gtag).toEqual([
      ["consent", "default", consentMode(NONE)],
      ["consent", "update", consentMode(ALL)],
      ["consent", "update", consentMode(withdrawn)],
      ["consent", "update", consentMode(marketingOnly)],
    ]);

    // The user token was forgotten, not only its cookie: accepting again makes a new one.
    await page.evaluate(() => (Reflect.get(window, "OneTrust") as { AllowAll: () => void }).AllowAll());
    await expect.poll(async () => (await device()).tagManagerScripts).toBe(1);
    await expect
      .poll(async () => (await device()).cookies.find((c) => c.startsWith("_ALGOLIA=")))
      .toMatch(/^_ALGOLIA=anonymous-/);
    expect((await device()).cookies.find((c) => c.startsWith("_ALGOLIA="))).not.toBe(token);
    expect((await state(page)).tagManager?.consent).toEqual(consentMode(ALL));
  });
});
