import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, headerNav, message, openShop, presetConsent } from "./support";

const assortmentButton = (page: Page) =>
  headerNav(page).getByRole("button", { name: message("header.assortment"), exact: true });
const panel = (page: Page) => page.getByTestId("assortment-panel");

test.describe("desktop", () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page, []);
    await openShop(page, "/");
  });

  test("[doc1 §2, doc2 §3] the header's Sortiment button is a disclosure over the category tree: top levels and their children, by keyboard", async ({
    page,
  }) => {
    const button = assortmentButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel(page)).toHaveCount(0);

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const tree = panel(page);
    await expect(tree).toBeVisible();
    await expect(button).toHaveAttribute("aria-controls", (await tree.getAttribute("id")) ?? "");
    // Top levels with their children, straight from the API's tree.
    await expect(tree.getByRole("link", { name: "Getränke", exact: true })).toHaveAttribute(
      "href",
      "/sortiment/getraenke",
    );
    await expect(tree.getByRole("link", { name: "Wasser", exact: true })).toBeVisible();
    await expect(tree.getByRole("link", { name: "Obst & Gemüse", exact: true })).toBeVisible();
    await expect(tree.getByRole("link", { name: "Gemüse", exact: true })).toBeVisible();
    await expect(tree.getByRole("link", { name: message("header.assortment.all") })).toHaveAttribute(
      "href",
      "/sortiment",
    );
    await expectNoAxeViolations(page);

    // Natural tab order: the panel's first link follows the button.
    await page.keyboard.press("Tab");
    await expect(tree.getByRole("link", { name: "Obst & Gemüse", exact: true })).toBeFocused();
    // Escape closes and gives the focus back to the button.
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    // Focus leaving the menu closes it.
    await page.keyboard.press("Space");
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(panel(page)).toHaveCount(0);

    // A child category by keyboard: the list opens and the menu closes.
    await button.focus();
    await page.keyboard.press("Enter");
    const water = panel(page).getByRole("link", { name: "Wasser", exact: true });
    await water.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/sortiment/wasser");
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Wasser" })).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("[doc1 §2] a click outside the open assortment panel closes it", async ({ page }) => {
    await assortmentButton(page).click();
    await expect(panel(page)).toBeVisible();
    await page.getByRole("main").getByRole("heading", { level: 1 }).click();
    await expect(panel(page)).toHaveCount(0);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test("[doc1 §2 §9] the phone's menu drawer lists the category tree; a top level opens its children; Escape closes and returns focus", async ({
    page,
  }) => {
    await presetConsent(page, []);
    await openShop(page, "/");
    const menu = page.getByRole("banner").getByRole("button", { name: message("header.menu") });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const nav = headerNav(page);
    await expect(nav).toBeVisible();
    // The drawer opens with the assortment expanded: the top levels at once.
    await expect(assortmentButton(page)).toHaveAttribute("aria-expanded", "true");
    const tree = panel(page);
    await expect(tree.getByRole("link", { name: "Getränke", exact: true })).toBeVisible();
    await expect(tree.getByRole("link", { name: "Tierbedarf", exact: true })).toBeAttached();
    // Children stay folded until their top level is opened.
    const water = tree.getByRole("link", { name: "Wasser", exact: true });
    await expect(water).toBeHidden();
    const toggle = tree.getByRole("button", {
      name: message("header.assortment.children").replace("{name}", "Getränke"),
    });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(water).toBeVisible();
    await expectNoAxeViolations(page);

    await toggle.focus();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();

    // A category from the drawer opens its list and closes the drawer.
    await menu.click();
    await tree
      .getByRole("button", { name: message("header.assortment.children").replace("{name}", "Getränke") })
      .click();
    await tree.getByRole("link", { name: "Bier", exact: true }).click();
    await expect(page).toHaveURL("/sortiment/bier");
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Bier" })).toBeVisible();
    await expect(nav).toBeHidden();
  });
});
