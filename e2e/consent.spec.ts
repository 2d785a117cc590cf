import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, openShop, presetConsent } from "./support";

const banner = (page: Page) => page.getByRole("region", { name: "Cookie-Hinweis" });
const state = (page: Page) =>
  page.evaluate(() => ({
    dataLayer: (Reflect.get(window, "dataLayer") as unknown[] | undefined) ?? [],
    tagManager: Reflect.get(window, "__tagManager") as { received: unknown[] } | undefined,
    tags: (Reflect.get(window, "__deferredTags") as string[] | undefined) ?? [],
  }));

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
});
