import { expect, test } from "@playwright/test";
import { openShop } from "./support";

// The tenant's redirects (server/seed/tenant.ts): oneToOne /angebote-alt → /angebote,
// manyToOne /about → /ueber-uns, manyToMany /magazin/* → /rezepte/*.
test.describe("tenant redirects", () => {
  test("[doc1 §3] /about lands on /ueber-uns and replaces the history entry", async ({ page }) => {
    await openShop(page, "/");
    await page.goto("/about");
    await expect(page).toHaveURL("/ueber-uns");
    await expect(page.getByRole("heading", { level: 1, name: "Über Demo Markt" })).toBeVisible();
    // Replaced, not pushed: Back leaves the redirected page instead of landing on /about again.
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Frisch vom Markt zu Ihnen nach Hause" })).toBeVisible();
  });

  test("[doc1 §3] /magazin/x goes to /rezepte/x (many to many keeps the rest of the path)", async ({
    page,
  }) => {
    await page.goto("/magazin/x");
    await expect(page).toHaveURL("/rezepte/x");
    // There is no CMS page at /rezepte/x: the shopper sees the CMS not-found page there.
    await expect(
      page.getByRole("heading", { level: 1, name: "Diese Seite haben wir leider nicht im Regal" }),
    ).toBeVisible();
  });

  test("[doc1 §3] /angebote-alt goes to /angebote", async ({ page }) => {
    await page.goto("/angebote-alt");
    await expect(page).toHaveURL("/angebote");
    await expect(page.getByRole("heading", { level: 1, name: "Angebote der Woche" })).toBeVisible();
  });
});
