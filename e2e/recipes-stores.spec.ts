import { expect, type Page, test } from "@playwright/test";
import { demoStores } from "../server/seed/distribution";
import { expectBadgeCount } from "./cart-support";
import { settleConsent } from "./discovery-support";
import { expectNoAxeViolations, message, openShop } from "./support";

const shot = async (page: Page, name: string) => {
  for (const [label, width, height] of [
    ["1280", 1280, 800],
    ["375", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/recipes-stores-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

const footerLink = (page: Page, name: string) =>
  page.getByRole("contentinfo").getByRole("link", { name, exact: true });
const h1 = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test("[issue 14] the footer's Rezepte, Märkte and Sitemap links reach their pages; the sitemap leads to the pesticides page", async ({
  page,
}) => {
  await openShop(page, "/");
  await settleConsent(page);
  await footerLink(page, "Rezepte").click();
  await expect(h1(page, message("recipes.pageTitle"))).toBeVisible();
  await expect(page.getByTestId("recipe-tile")).toHaveCount(5);
  await expectNoAxeViolations(page);
  await shot(page, "recipes");

  await footerLink(page, "Märkte").click();
  await expect(h1(page, message("favourites.stores.pageTitle"))).toBeVisible();
  await expect(page.getByTestId("favourite-store")).toHaveCount(demoStores.length);

  await footerLink(page, "Sitemap").click();
  await expect(h1(page, message("sitemap.pageTitle"))).toBeVisible();
  await expect(page.getByRole("link", { name: "Spaghetti Bolognese" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "sitemap");
  await page.getByRole("link", { name: "Pestizide: unsere Grenzwerte" }).click();
  await expect(h1(page, "Pflanzenschutzmittel in Obst und Gemüse")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("[issue 14] a recipe found by search scales its quantities with the servings and puts all its products in the cart", async ({
  page,
}) => {
  await openShop(page, "/rezepte");
  await settleConsent(page);
  const main = page.getByRole("main");
  await main.getByLabel(message("recipes.searchLabel")).fill("Kartoffel");
  await main.getByRole("button", { name: message("recipes.searchButton") }).click();
  await expect(page).toHaveURL(/\/rezepte\?q=Kartoffel$/);
  await page.getByRole("link", { name: "Schwäbischer Kartoffelsalat" }).click();
  await expect(h1(page, "Schwäbischer Kartoffelsalat")).toBeVisible();

  const ingredients = page.getByTestId("ingredients");
  await expect(page.getByTestId("servings")).toHaveText("4");
  await expect(ingredients.getByText("1 kg festkochende Kartoffeln")).toBeVisible();
  await page.getByRole("button", { name: message("recipes.servingsFewer") }).click();
  await page.getByRole("button", { name: message("recipes.servingsFewer") }).click();
  await expect(page.getByTestId("servings")).toHaveText("2");
  await expect(ingredients.getByRole("link", { name: "½ kg festkochende Kartoffeln" })).toBeVisible();
  await expect(ingredients.getByText("2 EL Sonnenblumenöl")).toBeVisible();

  await page.getByRole("button", { name: message("recipes.addAll") }).click();
  await expect(page.getByRole("status").filter({ hasText: message("recipes.added") })).toBeVisible();
  // Five ingredients, each linked to an available product: one of each.
  await expectBadgeCount(page, 5, 5);
  await expectNoAxeViolations(page);
  await shot(page, "recipe-detail");
});

test("[issue 14] the store finder sorts by distance from a postal code, says what is open, and sets a favourite store", async ({
  page,
}) => {
  await openShop(page, "/maerkte");
  await settleConsent(page);
  await expect(page.getByTestId("store-map")).toBeVisible();
  await page.getByLabel(message("storeFinder.searchLabel")).fill("53111");
  await page.getByRole("button", { name: message("storeFinder.search") }).click();
  await expect(page.getByTestId("store-search-place")).toContainText("53111 Bonn");
  const first = page.getByTestId("favourite-store").first();
  await expect(first).toHaveAttribute("data-store-id", "4408");
  await expect(first.getByTestId("store-distance")).toHaveText(/^0,\d km entfernt$/);
  await expect(first.getByTestId("store-open")).toHaveText(
    new RegExp(`^(${message("storeFinder.openNow")}|${message("storeFinder.closedNow")})$`),
  );
  await first.getByText(message("storeFinder.hours"), { exact: false }).click();
  await expect(first.getByText(message("storeFinder.service.bakery"))).toBeVisible();

  const toggle = first.getByRole("button", {
    name: message("favourites.stores.toggle").replace("{name}", "Demo Markt Bonn Zentrum"),
  });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => window.localStorage.getItem("favouriteStores"))).toBe(
    '[{"storeId":"4408"}]',
  );

  await page.getByLabel(message("storeFinder.searchLabel")).fill("Atlantis");
  await page.getByRole("button", { name: message("storeFinder.search") }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Atlantis" })).toBeVisible();
  await page.getByLabel(message("storeFinder.searchLabel")).fill("53111");
  await page.getByRole("button", { name: message("storeFinder.search") }).click();
  await expect(page.getByTestId("store-search-place")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "stores");
});

test("[issue 14] the fish-tracking block names catch area, method and vessel; the recipe blocks show recipes", async ({
  page,
}) => {
  await openShop(page, "/fischherkunft");
  await settleConsent(page);
  const field = page.getByLabel(message("fishTracking.label"));
  const submit = page.getByRole("button", { name: message("fishTracking.submit") });
  await field.fill("12345");
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: message("fishTracking.invalid") })).toBeVisible();
  await field.fill("de 204711");
  await submit.click();
  const fishCatch = page.getByTestId("fish-catch");
  await expect(fishCatch).toContainText("FAO 27 Nordostatlantik, Nordsee (IVb)");
  await expect(fishCatch).toContainText("Grundschleppnetz");
  await expect(fishCatch).toContainText("SAGITTA (BX 791), Bremerhaven");
  await expectNoAxeViolations(page);
  await shot(page, "fish");
  await field.fill("DE-000000");
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: "DE-000000" })).toBeVisible();

  await openShop(page, "/rezeptideen");
  await expect(page.getByTestId("recipe-group").getByTestId("recipe-tile")).toHaveCount(3);
  await expect(
    page.getByTestId("recipe-search-content").getByRole("link", { name: "Schwäbischer Kartoffelsalat" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "recipe-blocks");
  await page.getByTestId("recipe-search").getByLabel(message("recipes.searchLabel")).fill("Apfel");
  await page
    .getByTestId("recipe-search")
    .getByRole("button", { name: message("recipes.searchButton") })
    .click();
  await expect(page).toHaveURL(/\/rezepte\?q=Apfel$/);
  await expect(page.getByRole("link", { name: "Omas Apfelkuchen" })).toBeVisible();
});
