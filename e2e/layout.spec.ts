import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  addFromTile,
  cartBadge,
  cartCounts,
  deliverToDemoAddress,
  expectBadgeCount,
  openList,
} from "./cart-support";
import { alertNotice, headerNav, message, openShop, presetConsent } from "./support";

type Box = { x: number; y: number; width: number; height: number };

const boxOf = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  if (b === null) throw new Error("element has no box");
  return b;
};
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Opens the first product of the drinks list on its detail page. */
const openFirstProduct = async (page: Page) => {
  await openList(page);
  await page.getByTestId("product-tile").first().locator(".tile__name a").click();
  await expect(page.locator(".product-actions--detail").getByTestId("add-to-cart")).toBeVisible();
};

/** Adds a product, delivering to Hohe Straße 12 (the prompt comes with the first add). */
const addWithDelivery = async (page: Page) => {
  await addFromTile(page);
  await deliverToDemoAddress(page);
  // The add is answered before the test moves on: a navigation would cut it off.
  await expectBadgeCount(page, 1);
};

test.describe("desktop", () => {
  test("[doc2 §2] the product page's add button is a normal button beside the stepper, not an oval", async ({
    page,
  }) => {
    await openFirstProduct(page);
    const actions = page.locator(".product-actions--detail");
    const add = actions.getByTestId("add-to-cart");
    const box = await boxOf(add);
    expect(box.height).toBeLessThan(56);
    expect(box.width).toBeGreaterThan(120);
    expect(box.width).toBeLessThanOrEqual(360);
    // One row: the stepper and the button share their vertical middle.
    const stepper = await boxOf(actions.locator(".qty__controls"));
    expect(Math.abs(stepper.y + stepper.height / 2 - (box.y + box.height / 2))).toBeLessThan(4);
    expect(await add.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  });

  test("[doc2 §2] in the four-column listing the tiles' add buttons keep their label on one line", async ({
    page,
  }) => {
    await openList(page);
    const tiles = page.getByTestId("product-tile");
    const columns = new Set<number>();
    for (let i = 0; i < 4; i++) columns.add(Math.round((await boxOf(tiles.nth(i))).x));
    expect(columns.size).toBe(4);
    const buttons = page.getByTestId("product-tile").getByTestId("add-to-cart");
    const count = Math.min(await buttons.count(), 8);
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const b = buttons.nth(i);
      const lineHeight = await b.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
      const content = await b.evaluate((el) => {
        const s = getComputedStyle(el);
        return el.clientHeight - Number.parseFloat(s.paddingTop) - Number.parseFloat(s.paddingBottom);
      });
      expect(content, `button ${i} wraps`).toBeLessThan(lineHeight * 1.5);
      expect(await b.evaluate((el) => el.scrollWidth <= el.clientWidth), `button ${i} overflows`).toBe(true);
    }
  });

  test("[doc1 §3, doc2 §2] a notification does not cover the add-to-cart slide-in", async ({
    page,
    context,
  }) => {
    await openList(page);
    await addWithDelivery(page);
    const slideIn = page.getByTestId("product-slide-in");
    await expect(slideIn).toBeVisible();
    // The pointer resting on the slide-in keeps it open; offline, a header link followed by keyboard
    // is refused with a (persistent) warning.
    await slideIn.hover();
    await headerNav(page).getByRole("link", { name: "Angebote", exact: true }).focus();
    await context.setOffline(true);
    await page.keyboard.press("Enter");
    const notice = alertNotice(page, message("internet.offline"));
    await expect(notice).toBeVisible();
    await expect(slideIn).toBeVisible();
    expect(overlaps(await boxOf(slideIn), await boxOf(notice))).toBe(false);
    await context.setOffline(false);
  });

  test("[doc2 §2] badge, side cart and cart page say the cart's size in one wording: units in lines", async ({
    page,
  }) => {
    await openList(page);
    await addWithDelivery(page);
    await addFromTile(page, 1);
    const tile = page
      .getByTestId("product-tile")
      .filter({ has: page.getByTestId("quantity-value") })
      .first();
    await tile.getByRole("button", { name: /Menge erhöhen/ }).click();
    // Three units in two lines: the badge shows 3 and says both.
    await expectBadgeCount(page, 3, 2);
    const words = cartCounts(3, 2);
    expect(words).toBe("3 Artikel in 2 Positionen");

    await cartBadge(page).click();
    const drawer = page.getByRole("dialog", { name: new RegExp(message("cart.title")) });
    await expect(drawer.getByRole("heading", { level: 2 })).toHaveText(`${message("cart.title")} (${words})`);
    await page.keyboard.press("Escape");

    await page.goto("/warenkorb");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${message("cart.title")} (${words})`);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test("[doc1 §9] on a phone the cart button sits on the header's first row, beside the logo and the menu", async ({
    page,
  }) => {
    await presetConsent(page, []);
    await openShop(page, "/");
    const banner = page.getByRole("banner");
    const logo = await boxOf(banner.getByRole("link", { name: message("header.home") }));
    const menu = await boxOf(banner.getByRole("button", { name: message("header.menu") }));
    const cart = await boxOf(cartBadge(page));
    const middle = (b: Box) => b.y + b.height / 2;
    expect(Math.abs(middle(cart) - middle(logo))).toBeLessThan(6);
    expect(Math.abs(middle(menu) - middle(logo))).toBeLessThan(6);
    expect(cart.x + cart.width).toBeLessThanOrEqual(375);
    const search = await boxOf(banner.locator(".search-box"));
    expect(cart.y + cart.height).toBeLessThanOrEqual(search.y);
  });

  test("[doc1 §3 §9] on a phone notifications do not cover the delivery windows", async ({ page }) => {
    await openList(page);
    await addWithDelivery(page);
    await page.goto("/warenkorb");
    const picker = page.getByTestId("window-picker");
    const slots = picker.getByTestId("window-slot");
    await expect(slots.first()).toBeVisible({ timeout: 15_000 });
    // The cart page's own notice (minimum order value) is up while the shopper picks a window.
    const notice = page.getByTestId("notification").last();
    await expect(notice).toBeVisible();
    // Fixed on screen: its box holds while the page scrolls the windows into view under it.
    const n = await boxOf(notice);
    await slots.first().evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 450));
    const header = await boxOf(page.getByRole("banner"));
    for (let i = 0; i < (await slots.count()); i++) {
      const s = await boxOf(slots.nth(i));
      const onScreen = s.y + s.height > header.y + header.height && s.y < 800;
      if (onScreen) expect(overlaps(n, s), `notification covers window ${i}`).toBe(false);
    }
    // Over the header, never over the page.
    expect(n.y + n.height).toBeLessThanOrEqual(header.y + header.height);
  });

  test("[doc1 §4] the consent banner takes at most a fifth of a phone's first screen, its three choices visible", async ({
    page,
  }) => {
    await page.goto("/");
    const consent = page.getByRole("region", { name: "Cookie-Hinweis" });
    await expect(consent).toBeVisible();
    const box = await boxOf(consent);
    expect(box.height).toBeLessThanOrEqual(800 * 0.2);
    for (const name of ["Einstellungen", "Nur notwendige", "Alle akzeptieren"]) {
      const button = consent.getByRole("button", { name });
      await expect(button).toBeInViewport({ ratio: 1 });
      const b = await boxOf(button);
      expect(b.height).toBeGreaterThanOrEqual(44);
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} overflows`).toBe(true);
    }
    await consent.getByRole("button", { name: "Nur notwendige" }).click();
    await expect(consent).toBeHidden();
  });
});
