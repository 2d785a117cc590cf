import { expect, test } from "@playwright/test";
import { message, openShop } from "./support";

test("[doc1 §2] an unknown path shows the CMS not-found page with robots noindex", async ({ page }) => {
  await openShop(page, "/gibt-es-nicht");
  await expect(page).toHaveURL("/gibt-es-nicht");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 1, name: "Diese Seite haben wir leider nicht im Regal" }),
  ).toBeVisible();
  await expect(main.getByRole("img", { name: "Leerer Einkaufswagen" })).toBeVisible();
  await expect(main.getByText("Vielleicht hat sich die Adresse geändert.")).toBeVisible();
  // The CMS page already links home, so the shell adds no second "Zur Startseite" link.
  await expect(main.getByRole("link", { name: "Zur Startseite" })).toHaveCount(1);
  await expect(main.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");

  await expect(page).toHaveTitle(message("notFound.title"));
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /\bnoindex\b/);

  // Its link back home works in the app and the noindex goes away with the page.
  await main.getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Frisch vom Markt zu Ihnen nach Hause" })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
});

test("[doc1 §2] an unknown category shows the CMS not-found page, not its loading skeleton, with a 404", async ({
  page,
}) => {
  const response = await page.goto("/sortiment/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 1, name: "Diese Seite haben wir leider nicht im Regal" }),
  ).toBeVisible();
  await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /\bnoindex\b/);
});

test("[doc1 §3] a path the redirect maps mark as gone answers 410 and shows the not-found page", async ({
  page,
}) => {
  const response = await page.goto("/sommerfest-2025");
  expect(response?.status()).toBe(410);
  await expect(page).toHaveURL("/sommerfest-2025");
  await expect(
    page
      .getByRole("main")
      .getByRole("heading", { level: 1, name: "Diese Seite haben wir leider nicht im Regal" }),
  ).toBeVisible();
});
