import { expect, type Page } from "@playwright/test";
import { cartBadge, chooseClickAndCollect, deliverToDemoAddress, openList } from "./cart-support";
import { message } from "./support";

type Pushed = Record<string, unknown>;
export const dataLayer = (page: Page) =>
  page.evaluate(() => ((Reflect.get(window, "dataLayer") as unknown[] | undefined) ?? []) as Pushed[]);

/** The shopper's details: none of them may reach the dataLayer. */
export const SHOPPER = {
  firstName: "Erika",
  lastName: "Mustermann",
  email: "erika.mustermann@example.com",
  phoneNumber: "+49 221 9876543",
};

/** The badge's count as shown: the cart's orderable lines (pieces). */
const badgeCount = async (page: Page) =>
  Number((await cartBadge(page).getByTestId("cart-badge-count").textContent()) ?? "0");

/**
 * A cart above the service's minimum order value with a window, reached by in-app navigation
 * (the dataLayer of the page survives): tiles of a list until three lines can be ordered (a
 * product the chosen store cannot deliver now lands in the cart as not orderable), the service,
 * the cart page, a window, and "+" on the lines until the minimum-order notice is gone. Answers
 * the number of orderable lines.
 */
export const fillCart = async (page: Page, service: "delivery" | "pickup") => {
  // Meat and fish: above the minimum in few steps, far below the maximum weight (drinks are heavy).
  await openList(page, "fleisch-fisch");
  // The tiles' add buttons come with the cart's own chunk: until it is there no tile has one.
  await expect(page.getByTestId("product-tile").getByTestId("add-to-cart").first()).toBeVisible();
  const tried = new Set<string>();
  const addNext = async () => {
    const tiles = page.getByTestId("product-tile").filter({ has: page.getByTestId("add-to-cart") });
    for (let i = 0; i < (await tiles.count()); i++) {
      const sku = (await tiles.nth(i).getAttribute("data-sku")) ?? "";
      if (tried.has(sku)) continue;
      tried.add(sku);
      // A product that is temporarily not deliverable shows its button disabled: the next one.
      const add = tiles.nth(i).getByTestId("add-to-cart");
      if (!(await add.isEnabled())) continue;
      // The list's availability follows the chosen store (refetched after the service is chosen):
      // a button may turn disabled between the check and the click, so the next product then.
      const clicked = await add.click({ timeout: 3_000 }).then(
        () => true,
        () => false,
      );
      if (!clicked) continue;
      return;
    }
    throw new Error("no product left to add");
  };
  await addNext();
  const added = page.waitForResponse(
    (r) => r.url().includes("/api/carts/items") && r.request().method() === "POST",
  );
  if (service === "delivery") {
    await deliverToDemoAddress(page);
  } else await chooseClickAndCollect(page, "4401");
  await added;
  for (let i = 0; i < 12 && (await badgeCount(page)) < 3; i++) {
    const answer = page.waitForResponse(
      (r) => r.url().includes("/api/carts/items") && r.request().method() === "POST",
    );
    await addNext();
    await answer;
  }
  await expect.poll(() => badgeCount(page)).toBeGreaterThanOrEqual(3);
  await openCartPage(page);
  return reachMinimumWithWindow(page);
};

/** From the header's cart badge through the side cart to the cart page. */
export const openCartPage = async (page: Page) => {
  await cartBadge(page).click();
  await page
    .getByTestId("side-cart")
    .getByRole("link", { name: message("cart.toCart") })
    .click();
  await expect(page).toHaveURL(/\/warenkorb$/);
};

/**
 * On the cart page: the first free window, then "+" on the lines until the minimum-order notice is
 * gone. Answers the number of lines.
 */
export const reachMinimumWithWindow = async (page: Page) => {
  const slot = page
    .getByTestId("window-picker")
    .locator('[data-testid="window-slot"]:not([disabled])')
    .first();
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");
  const minimum = page.getByTestId("limit-notice").and(page.locator('[data-key="cart.minOrderValue"]'));
  const lines = page.getByTestId("cart-line");
  for (let i = 0; i < 60 && (await minimum.isVisible()); i++) {
    const line = lines.nth(i % (await lines.count()));
    const plus = line.locator(".qty__btn").last();
    if (await plus.isDisabled()) continue;
    const before = await line.getByTestId("quantity-value").textContent();
    await plus.click();
    await expect(line.getByTestId("quantity-value")).not.toHaveText(before ?? "");
  }
  await expect(minimum).toHaveCount(0);
  return lines.count();
};

/** Adds orderable tiles of the list shown, in order, until the cart has `lines` lines. */
export const addTilesUntil = async (page: Page, lines: number) => {
  const tiles = page
    .getByRole("main")
    .getByTestId("product-tile")
    .filter({ has: page.getByTestId("add-to-cart") });
  await expect(tiles.first()).toBeVisible();
  for (let i = 0; i < (await tiles.count()) && (await badgeCount(page)) < lines; i++) {
    const add = tiles.nth(i).getByTestId("add-to-cart");
    if (!(await add.isEnabled())) continue;
    const answered = page.waitForResponse(
      (r) => r.url().includes("/api/carts/items") && r.request().method() === "POST",
    );
    await add.click();
    await answered;
  }
  await expect.poll(() => badgeCount(page)).toBeGreaterThanOrEqual(lines);
};

export const toCheckout = async (page: Page) => {
  await page.getByTestId("to-checkout").click();
  await expect(page).toHaveURL(/\/kasse$/);
  await expect(page.getByRole("heading", { level: 1, name: message("checkout.title") })).toBeVisible();
};

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(message(`checkout.field.${name}`))}`));

export const fillDetails = async (page: Page) => {
  await field(page, "salutation").selectOption("Female");
  for (const [name, value] of Object.entries(SHOPPER)) await field(page, name).fill(value);
};

export const paymentOption = (page: Page, key: string) =>
  page
    .getByTestId("checkout-payment")
    .getByRole("radio", { name: new RegExp(message(`checkout.payment.${key}`)) });
