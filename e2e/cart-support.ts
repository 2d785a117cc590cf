import { expect, type Locator, type Page } from "@playwright/test";
import { cartCountText } from "../domain/cart/count";
import { germanMessages } from "../server/seed/messages";
import { settleConsent } from "./discovery-support";
import { message } from "./support";

/** The header's cart button; its accessible name says units and lines ("Warenkorb: 3 Artikel in 2 Positionen"). */
export const cartBadge = (page: Page): Locator => page.getByRole("banner").getByTestId("cart-badge");

/** The cart's size as the shop words it in the badge, the menu and the headings. */
export const cartCounts = (units: number, lines: number): string =>
  cartCountText(germanMessages, units, lines);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The badge shows `count` units; its name says them and the lines they are in (`lines` when the
 * test knows them, else any possible number of lines).
 */
export const expectBadgeCount = async (page: Page, count: number, lines?: number) => {
  const possible =
    lines !== undefined ? [lines] : Array.from({ length: Math.max(count, 1) }, (_, i) => i + 1);
  const names = possible.map((l) =>
    escapeRegExp(message("cart.badge").replace("{counts}", cartCounts(count, l))),
  );
  await expect(cartBadge(page)).toHaveAccessibleName(new RegExp(`^(${names.join("|")})$`));
  await expect(cartBadge(page).getByTestId("cart-badge-count")).toHaveText(String(count));
};

export const serviceDialog = (page: Page): Locator =>
  page.getByRole("dialog", { name: message("cart.service.title") });

/** Opens a product list and waits for its tiles (and the cart in the header). */
export const openList = async (page: Page, slug = "getraenke") => {
  await page.goto(`/sortiment/${slug}`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("product-tile").first()).toBeVisible();
  await settleConsent(page);
  await expectBadgeCount(page, 0);
};

/** The first tiles whose add button is there (orderable products). */
const addableTile = (page: Page, n = 0): Locator =>
  page
    .getByTestId("product-tile")
    .filter({ has: page.getByTestId("add-to-cart") })
    .nth(n);

/**
 * Adds the n-th orderable tile's product and answers its name. The tile is pinned by its sku:
 * "the n-th tile with an add button" can be another tile a moment later, while the tiles' add
 * buttons are still arriving.
 */
export const addFromTile = async (page: Page, n = 0): Promise<string> => {
  const sku = await addableTile(page, n).getAttribute("data-sku");
  const tile = page.locator(`[data-testid="product-tile"][data-sku="${sku}"]`);
  const name = (await tile.locator(".tile__name").textContent())?.trim() ?? "";
  await tile.getByTestId("add-to-cart").click();
  return name;
};

/** Chooses delivery to Hohe Straße 12, 50667 Köln through the address autocomplete, by keyboard. */
export const chooseDeliveryByKeyboard = async (page: Page, query = "Hohe Straße 12") => {
  const dialog = serviceDialog(page);
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole("combobox", { name: message("cart.service.addressSearch") });
  await search.focus();
  await search.pressSequentially(query, { delay: 20 });
  const list = dialog.getByRole("listbox", { name: message("cart.service.suggestions") });
  await expect(list.getByRole("option").first()).toBeVisible();
  await search.press("ArrowDown");
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await search.press("Enter");
  await expect(list).toBeHidden();
};

/** Picks up at store 4401 (the first store) in the service dialog. */
export const chooseClickAndCollect = async (page: Page, storeId = "4401") => {
  const dialog = serviceDialog(page);
  await dialog.getByRole("tab", { name: message("cart.service.clickAndCollect") }).click();
  const store = dialog.locator(`[data-store-id="${storeId}"]`);
  await store.getByRole("button").click();
  await expect(dialog).toBeHidden();
};

/** Delivery to Hohe Straße 12 in the service dialog, confirmed. */
export const deliverToDemoAddress = async (page: Page) => {
  await chooseDeliveryByKeyboard(page);
  await serviceDialog(page)
    .getByRole("button", { name: message("cart.service.deliverHere") })
    .click();
  await expect(serviceDialog(page)).toBeHidden();
};

/** Adds the product on its own page (not the similar products' tiles) and asks for delivery on the first add. */
export const addOnProductPage = async (page: Page, sku: string) => {
  await page
    .getByTestId("product-detail")
    .locator(`[data-testid="add-to-cart"][data-sku="${sku}"]`)
    .first()
    .click();
  await deliverToDemoAddress(page);
};
