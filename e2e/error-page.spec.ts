import { expect, type Page, test } from "@playwright/test";
import { alertNotice, expectNoAxeViolations, message, openShop, presetConsent } from "./support";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const forwardNotice = (page: Page) => page.getByTestId("error-forward");

test("[doc1 §2 error page] the campaign's error page scrolls to its notice and forwards only after statistics consent", async ({
  page,
}) => {
  await presetConsent(page, []);
  const response = await page.goto("/herbstaktion-2025");
  // The redirect maps mark the path as gone and name its own CMS error page.
  expect(response?.status()).toBe(410);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 1, name: "Die Herbstaktion ist leider vorbei" }),
  ).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /\bnoindex\b/);

  // After 500 ms the page scrolls so the notice sits just below the sticky header (as far as the
  // page can scroll).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector(".site-header")?.getBoundingClientRect().height ?? 0;
        const notice = document.getElementById("weiterleitung")?.getBoundingClientRect().top ?? 0;
        const wanted = Math.min(
          notice + window.scrollY - header,
          document.documentElement.scrollHeight - window.innerHeight,
        );
        return Math.abs(Math.round(window.scrollY - wanted));
      }),
    )
    .toBeLessThanOrEqual(1);
  await expect(forwardNotice(page).getByRole("status")).toHaveText(
    message("errorPage.forwardWaiting").replace("{category}", "Statistik"),
  );
  await expectNoAxeViolations(page);

  // Without the consent it stays, well past the 1500 ms.
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL("/herbstaktion-2025");

  await forwardNotice(page)
    .getByRole("button", { name: message("embed.openSettings") })
    .click();
  const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
  await dialog.getByLabel("Statistik").check();
  const allowedAt = Date.now();
  await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
  await expect(forwardNotice(page).getByRole("status")).toHaveText(message("errorPage.forwarding"));
  await page.waitForURL("/angebote");
  expect(Date.now() - allowedAt).toBeGreaterThanOrEqual(1400);
  await expect(main.getByRole("heading", { level: 1, name: "Angebote der Woche" })).toBeVisible();
});

test.describe("a search crawler", () => {
  test.use({ userAgent: GOOGLEBOT });

  test("[doc1 §2 crawlers] gets no error page: a 404, an empty page and robots noindex", async ({ page }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("crawler-error-page")).toBeAttached();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /\bnoindex\b/);
    await expect(page.getByTestId("crawler-error-page")).toHaveText("");
    await expect(page.getByTestId("not-found-page")).toHaveCount(0);
    // Nor the custom error page with its forwarding.
    await page.goto("/herbstaktion-2025");
    await expect(page.getByTestId("crawler-error-page")).toBeAttached();
    await expect(page.getByRole("main").getByRole("heading")).toHaveCount(0);
    await expect(forwardNotice(page)).toHaveCount(0);
  });
});

test("[doc1 §2 openlink] ?openlink= opens its in-app target and leaves the address bar; javascript: is refused", async ({
  page,
}) => {
  await presetConsent(page, []);
  await openShop(page, "/?openlink=%2Fangebote");
  await expect(page).toHaveURL("/angebote");
  await expect(
    page.getByRole("main").getByRole("heading", { level: 1, name: "Angebote der Woche" }),
  ).toBeVisible();
  // The start page's history entry lost the parameter: back does not open the link again.
  await page.goBack();
  await expect(page).toHaveURL("/");

  await openShop(page, "/hilfe?openlink=javascript:alert(1)");
  await expect(alertNotice(page, message("navigation.protocolRefused"))).toBeVisible();
  await expect(page).toHaveURL("/hilfe");
});
