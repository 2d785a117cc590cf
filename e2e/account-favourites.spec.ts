import { expect, type Page, test } from "@playwright/test";
import { demoStores } from "../server/seed/distribution";
import { ANNA, logInByApi, MAX, resetCartByApi } from "./account-support";
import { openList } from "./cart-support";
import { settleConsent } from "./discovery-support";
import { expectNoAxeViolations, message } from "./support";

const shot = async (page: Page, name: string) => {
  for (const [label, width, height] of [
    ["1280", 1280, 800],
    ["375", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/acc-favourites-${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

const add = message("favourites.add");
const remove = message("favourites.remove");
const tileHeart = (page: Page, n: number) =>
  page.getByTestId("product-tile").nth(n).getByTestId("favourite-toggle");

test("[doc1 §2] a guest's heart leads to the login page and back (returnUrl)", async ({ page }) => {
  await openList(page);
  const heart = tileHeart(page, 0);
  await expect(heart).toHaveAccessibleName(new RegExp(`^${add}: `));
  await expect(heart).not.toHaveAttribute("aria-pressed");
  await heart.click();
  await expect(page).toHaveURL(/\/anmelden\?returnUrl=%2Fsortiment%2Fgetraenke$/);
});

test("[doc1 §3] a customer's hearts on tiles and the product page, /favoriten with its four modes, remove", async ({
  page,
}) => {
  await logInByApi(page, MAX);
  await resetCartByApi(page);
  await openList(page);
  const first = page.getByTestId("product-tile").nth(0);
  const firstName = ((await first.getByRole("heading").textContent()) ?? "").trim();
  const heart = tileHeart(page, 0);
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart).toHaveAccessibleName(`${remove}: ${firstName}`);
  await shot(page, "tiles");

  // The product page of the second tile: its own heart.
  const second = page.getByTestId("product-tile").nth(1);
  const secondName = ((await second.getByRole("heading").textContent()) ?? "").trim();
  await second.getByRole("link", { name: secondName }).click();
  await expect(page.getByRole("heading", { level: 1, name: secondName })).toBeVisible();
  // The page's own heart, beside its title (the similar products below have hearts too).
  const detailHeart = page.locator(".product-detail__heading").getByTestId("favourite-toggle");
  await expect(detailHeart).toHaveAccessibleName(`${add}: ${secondName}`);
  await detailHeart.click();
  await expect(detailHeart).toHaveAttribute("aria-pressed", "true");
  await expect(detailHeart).toHaveAccessibleName(`${remove}: ${secondName}`);
  await shot(page, "product-page");

  // A reload keeps them: the favourites load with the customer.
  await page.reload();
  await expect(detailHeart).toHaveAttribute("aria-pressed", "true");

  await page.goto("/favoriten");
  await expect(page.getByRole("heading", { level: 1, name: message("favourites.title") })).toBeVisible();
  const tiles = page.getByRole("main").getByTestId("product-tile");
  await expect(tiles).toHaveCount(2);
  await expect(tiles.getByRole("heading")).toHaveText([firstName, secondName]);
  await expect(tiles.getByTestId("favourite-toggle")).toHaveCount(2);
  await expect(
    page.getByRole("radio", { name: message("favourites.mode.favoritesOrPurchased"), exact: true }),
  ).toBeChecked();
  await shot(page, "list");
  await expectNoAxeViolations(page);

  // The mode switch: radio buttons, by click and by keyboard. Max has no orders.
  await page.getByRole("radio", { name: message("favourites.mode.purchased"), exact: true }).check();
  await expect(page.getByTestId("favourites-empty")).toHaveText(message("favourites.empty.purchased"));
  await page.keyboard.press("ArrowRight");
  await expect(
    page.getByRole("radio", { name: message("favourites.mode.favoritesAndPurchased"), exact: true }),
  ).toBeChecked();
  await expect(page.getByTestId("favourites-empty")).toHaveText(
    message("favourites.empty.favoritesAndPurchased"),
  );
  await shot(page, "list-empty");
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: message("favourites.mode.favorites"), exact: true }).check();
  await expect(tiles).toHaveCount(2);

  // Remove from the list: the heart goes off at once; the list shows one after a reload.
  const listHeart = tiles.nth(0).getByTestId("favourite-toggle");
  await listHeart.click();
  await expect(listHeart).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(page.getByRole("main").getByTestId("product-tile")).toHaveCount(1);
  await expect(page.getByRole("main").getByTestId("product-tile").getByRole("heading")).toHaveText(
    secondName,
  );
});

test("[doc1 §2] /favoriten needs a login: a guest goes to the login page with returnUrl", async ({
  page,
}) => {
  await page.goto("/favoriten");
  await expect(page).toHaveURL(/\/anmelden\?returnUrl=%2Ffavoriten&authRequired=true$/);
});

const [firstStore, secondStore] = demoStores as [(typeof demoStores)[number], (typeof demoStores)[number]];
const storeToggle = (page: Page, name: string) =>
  page.getByRole("button", { name: message("favourites.stores.toggle").replace("{name}", name) });
const localStores = (page: Page) => page.evaluate(() => window.localStorage.getItem("favouriteStores"));

test("[doc1 §4] a guest's favourite store is kept in local storage across a reload, removed when none is left", async ({
  page,
}) => {
  await page.goto("/maerkte");
  await expect(
    page.getByRole("heading", { level: 1, name: message("favourites.stores.pageTitle") }),
  ).toBeVisible();
  const toggle = storeToggle(page, secondStore.name);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(JSON.parse((await localStores(page)) ?? "null")).toEqual([{ storeId: secondStore.storeId }]);

  await page.reload();
  await expect(storeToggle(page, secondStore.name)).toHaveAttribute("aria-pressed", "true");
  // The chosen store comes first.
  await expect(page.getByTestId("favourite-store").first()).toHaveAttribute(
    "data-store-id",
    secondStore.storeId,
  );
  await shot(page, "stores-guest");
  await expectNoAxeViolations(page);

  await storeToggle(page, secondStore.name).click();
  await expect(storeToggle(page, secondStore.name)).toHaveAttribute("aria-pressed", "false");
  expect(await localStores(page)).toBeNull();
});

test("[doc1 §4] a stored value that is not an array is ignored", async ({ page }) => {
  await page.goto("/maerkte");
  await page.evaluate(() => window.localStorage.setItem("favouriteStores", '{"storeId":"4401"}'));
  await page.reload();
  await expect(page.getByTestId("favourite-store").first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { pressed: true })).toHaveCount(0);
});

test("[doc1 §3, §7] a customer's favourite stores are the server's", async ({ page }) => {
  await logInByApi(page, ANNA);
  await page.goto("/maerkte");
  await settleConsent(page);
  // Anna's seeded store first and marked.
  await expect(storeToggle(page, firstStore.name)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("favourite-store").first()).toHaveAttribute(
    "data-store-id",
    firstStore.storeId,
  );
  await storeToggle(page, secondStore.name).click();
  await expect(storeToggle(page, secondStore.name)).toHaveAttribute("aria-pressed", "true");
  expect(await localStores(page)).toBeNull();
  await shot(page, "stores-customer");

  await page.reload();
  await expect(storeToggle(page, secondStore.name)).toHaveAttribute("aria-pressed", "true");
  const customer = (await (await page.request.get("/api/customers")).json()) as {
    favouriteStores: Array<{ storeId: string }>;
  };
  expect(customer.favouriteStores).toEqual([
    { storeId: firstStore.storeId },
    { storeId: secondStore.storeId },
  ]);
});
