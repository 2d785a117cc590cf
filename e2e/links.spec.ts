import { expect, test } from "@playwright/test";
import { createLinkCheckPage, LINK_CHECK_PATH } from "./fixtures/link-check-page";
import { alertNotice, headerNav, message, openShop } from "./support";

test.describe("links the shop refuses", () => {
  test("[doc1 §8] navigating while offline shows the internet.offline warning and stays put", async ({
    page,
    context,
  }) => {
    await openShop(page, "/");
    // The chunks a page loads after its first paint (the header's account entry, the search box)
    // are in: this test is about a link followed offline, not a chunk that failed to arrive.
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await headerNav(page).getByRole("link", { name: "Angebote", exact: true }).click();

    const warning = alertNotice(page, message("internet.offline"));
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAttribute("data-type", "warning");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Frisch vom Markt zu Ihnen nach Hause" })).toBeVisible();

    await context.setOffline(false);
    await headerNav(page).getByRole("link", { name: "Angebote", exact: true }).click();
    await expect(page).toHaveURL("/angebote");
    await expect(page.getByRole("heading", { level: 1, name: "Angebote der Woche" })).toBeVisible();
  });

  test.describe("on a page with link test cases", () => {
    const dialogs: string[] = [];
    test.beforeAll(async ({ request }) => {
      await createLinkCheckPage(request);
    });
    test.beforeEach(async ({ page }) => {
      dialogs.length = 0;
      page.on("dialog", async (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        await dialog.dismiss();
      });
      await openShop(page, LINK_CHECK_PATH);
    });
    test.afterEach(() => {
      expect(dialogs, "a dialog opened").toEqual([]);
    });

    test("[doc1 §2] a javascript: link is refused with a notification and runs nothing", async ({ page }) => {
      await page.getByRole("link", { name: "Unsicherer Link" }).click();
      const error = alertNotice(page, message("navigation.protocolRefused"));
      await expect(error).toBeVisible();
      await expect(error).toHaveAttribute("data-type", "error");
      await expect(page).toHaveURL(LINK_CHECK_PATH);
      expect(dialogs).toEqual([]);
    });

    test("[doc1 §9] the refused-link notification dismisses itself after the default 2000 ms", async ({
      page,
    }) => {
      await page.getByRole("link", { name: "Unsicherer Link" }).click();
      const error = alertNotice(page, message("navigation.protocolRefused"));
      await expect(error).toBeVisible();
      const shown = Date.now();
      await expect(error).toBeHidden({ timeout: 5000 });
      const elapsed = Date.now() - shown;
      // Visible for about the default duration: not closed at once, not kept for long.
      expect(elapsed).toBeGreaterThan(1200);
      expect(elapsed).toBeLessThan(4500);
    });

    test("[doc1 §2] an external link without the external flag is refused", async ({ page }) => {
      let left = false;
      await page.route("https://example.org/**", (route) => {
        left = true;
        return route.fulfill({ contentType: "text/html", body: "<title>Partner</title><h1>Partner</h1>" });
      });
      await page.getByRole("link", { name: "Partnerseite (ohne Freigabe)" }).click();
      await expect(alertNotice(page, message("navigation.externalRefused"))).toBeVisible();
      await expect(page).toHaveURL(LINK_CHECK_PATH);
      expect(left).toBe(false);
    });

    test("[doc1 §2] an external link with the external flag leaves the shop", async ({ page }) => {
      await page.route("https://example.org/**", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: '<!doctype html><html lang="de"><title>Partner</title><h1>Partnerseite example.org</h1></html>',
        }),
      );
      const link = page.getByRole("link", { name: "Partnerseite", exact: true });
      await expect(link).toHaveAttribute("href", "https://example.org/partner");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await link.click();
      await expect(page).toHaveURL("https://example.org/partner");
      await expect(page.getByRole("heading", { name: "Partnerseite example.org" })).toBeVisible();
    });
  });
});
