import { expect, type Page, test } from "@playwright/test";
import {
  addFromTile,
  cartBadge,
  chooseClickAndCollect,
  chooseDeliveryByKeyboard,
  expectBadgeCount,
  openList,
  serviceDialog,
} from "./cart-support";
import { expectNoAxeViolations, message } from "./support";

const euros = (s: string | null) => Number((s ?? "").replace(/[^\d,]/g, "").replace(",", "."));
const text = (key: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce((m, [k, v]) => m.replace(`{${k}}`, v), message(key));

/** Adds the n-th addable tile of a list; answers its name. */

const openCartPage = async (page: Page) => {
  await page.goto("/warenkorb");
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(message("cart.title")) }),
  ).toBeVisible();
};

test.describe("cart", () => {
  test("[doc2 §2 §4 §5] add from a tile: the prompt asks for a service; delivery by keyboard autocomplete; window, minimum order, discount codes, quantities, remove", async ({
    page,
  }) => {
    await openList(page);
    const name = await addFromTile(page);

    // No service yet: the prompt comes first; the add waits for it.
    const dialog = serviceDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(message("cart.service.introPending"));
    await expectBadgeCount(page, 0);
    await chooseDeliveryByKeyboard(page);
    await expect(dialog.getByTestId("address-street")).toHaveValue("Hohe Straße");
    await expect(dialog.getByTestId("address-number")).toHaveValue("12");
    await expect(dialog.getByTestId("address-postal-code")).toHaveValue("50667");
    await expect(dialog.getByTestId("address-city")).toHaveValue("Köln");
    await dialog.getByRole("button", { name: message("cart.service.deliverHere") }).click();
    await expect(dialog).toBeHidden();

    // The pending add went through: badge, slide-in.
    await expectBadgeCount(page, 1);
    const slideIn = page.getByTestId("product-slide-in");
    await expect(slideIn).toContainText(name);
    await expect(slideIn).toContainText(message("cart.slideIn.added"));
    await slideIn.getByRole("link", { name: message("cart.toCart") }).click();
    await expect(page).toHaveURL(/\/warenkorb$/);

    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(name);
    const service = page.getByTestId("service-block");
    await expect(service).toContainText("Hohe Straße 12");
    await expect(service).toContainText("50667 Köln");

    // Minimum order value for delivery (40 €) is not met: the missing amount is shown.
    const orderValue = euros(await page.getByTestId("summary-order-value").locator("dd").textContent());
    expect(orderValue).toBeLessThan(40);
    const minNotice = page.getByTestId("limit-notice").and(page.locator('[data-key="cart.minOrderValue"]'));
    await expect(minNotice).toBeVisible();
    const missing = euros(await minNotice.textContent());
    expect(missing).toBeCloseTo(40 - orderValue, 2);
    // The service fee line tells from which order value the service is free.
    await expect(page.getByTestId("summary-service-fee")).toContainText("80,00");

    // Delivery window: the earliest is offered; choose the first free window of the chosen day.
    const picker = page.getByTestId("window-picker");
    await expect(picker.getByTestId("earliest-window")).toBeVisible();
    const slot = picker.locator('[data-testid="window-slot"]:not([disabled])').first();
    await slot.click();
    await expect(slot).toHaveAttribute("aria-pressed", "true");
    await expect(slot).toContainText(message("cart.windows.selected"));

    // A valid discount code gives 10 %; an expired one is refused once and not kept; an unknown one is a field error.
    const codes = page.getByTestId("discount-codes");
    const field = codes.getByLabel(message("cart.discountCode.label"));
    await field.fill("WILLKOMMEN10");
    await codes.getByRole("button", { name: message("cart.discountCode.apply") }).click();
    await expect(codes.getByTestId("discount-code").filter({ hasText: "WILLKOMMEN10" })).toHaveAttribute(
      "data-state",
      "valid",
    );
    await expect(page.getByTestId("summary-discount-code")).toContainText("WILLKOMMEN10");
    await expect(field).toHaveValue("");
    await field.fill("ABGELAUFEN");
    await codes.getByRole("button", { name: message("cart.discountCode.apply") }).click();
    await expect(codes.getByTestId("discount-code-error")).toHaveText(
      message("cart.discountCode.state.expired"),
    );
    await expect(codes.getByTestId("discount-code").filter({ hasText: "ABGELAUFEN" })).toHaveCount(0);
    await field.fill("GIBTESNICHT");
    await codes.getByRole("button", { name: message("cart.discountCode.apply") }).click();
    await expect(codes.getByTestId("discount-code-error")).toHaveText(
      text("cart.discountCode.invalid", { code: "GIBTESNICHT" }),
    );
    await expect(field).toHaveAttribute("aria-invalid", "true");

    // Quantities: + twice, − once; the line total follows.
    const line = lines.first();
    const single = euros(await line.getByTestId("cart-line-total").textContent());
    await line.getByRole("button", { name: text("cart.increase", { name }) }).click();
    await line.getByRole("button", { name: text("cart.increase", { name }) }).click();
    await expect(line.getByTestId("quantity-value")).toHaveText("3");
    await expect(line.getByTestId("cart-line-total")).toHaveText(/\d/);
    await expect
      .poll(async () => euros(await line.getByTestId("cart-line-total").textContent()))
      .toBeCloseTo(single * 3, 2);
    await expectBadgeCount(page, 3);
    await line.getByRole("button", { name: text("cart.decrease", { name }) }).click();
    await expect(line.getByTestId("quantity-value")).toHaveText("2");
    await expectBadgeCount(page, 2);

    // Remove: the cart is empty and links back to the products.
    await line
      .getByRole("button", { name: text("cart.removeItem", { name }) })
      .last()
      .click();
    await expect(page.getByTestId("cart-empty")).toBeVisible();
    await expect(page.getByRole("link", { name: message("cart.empty.toProducts") })).toBeVisible();
    await expectBadgeCount(page, 0);
  });

  test("[doc2 §4] outside the delivery area the prompt stays open; click and collect lists the stores (4407 closed) and performs the add", async ({
    page,
  }) => {
    await openList(page);
    await addFromTile(page);
    const dialog = serviceDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByTestId("address-street").fill("Rodenkirchener Straße");
    await dialog.getByTestId("address-number").fill("1");
    await dialog.getByTestId("address-postal-code").fill("50996");
    await dialog.getByTestId("address-city").fill("Köln");
    await dialog.getByRole("button", { name: message("cart.service.deliverHere") }).click();
    await expect(dialog.getByTestId("delivery-error")).toHaveText(message("cart.service.outsideArea"));
    await expect(dialog).toBeVisible();
    await expectBadgeCount(page, 0);

    await dialog.getByRole("tab", { name: message("cart.service.clickAndCollect") }).click();
    const stores = dialog.getByTestId("store");
    await expect(stores).toHaveCount(8);
    const closed = dialog.locator('[data-store-id="4407"]');
    await expect(closed.getByTestId("store-closed")).toBeVisible();
    await expect(closed.getByRole("button")).toBeDisabled();
    await chooseClickAndCollect(page, "4401");
    await expectBadgeCount(page, 1);
    await page.goto("/warenkorb");
    await expect(page.getByTestId("service-block")).toContainText(message("cart.service.pickupAt"));
  });

  test("[doc2 §4] aborting the prompt (Escape) rejects the add; the tab keys switch delivery and pickup", async ({
    page,
  }) => {
    await openList(page);
    await addFromTile(page);
    const dialog = serviceDialog(page);
    await expect(dialog).toBeVisible();
    const delivery = dialog.getByRole("tab", { name: message("cart.service.delivery") });
    await delivery.focus();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("tab", { name: message("cart.service.clickAndCollect") })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectBadgeCount(page, 0);
    await expect(page.getByTestId("product-slide-in")).toHaveCount(0);
  });

  test("[doc1 §2] the side cart: a modal drawer from the header button; focus stays inside; Escape closes and returns focus", async ({
    page,
  }) => {
    await openList(page);
    const name = await addFromTile(page);
    await chooseClickAndCollect(page);
    await expectBadgeCount(page, 1);
    await page
      .getByTestId("product-slide-in")
      .getByRole("button", { name: message("cart.slideIn.close") })
      .click();
    await expect(page.getByTestId("product-slide-in")).toHaveCount(0);

    await cartBadge(page).click();
    const drawer = page.getByRole("dialog", { name: new RegExp(message("cart.title")) });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute("aria-modal", "true");
    await expect(drawer.getByTestId("cart-line")).toContainText(name);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(cartBadge(page)).toBeFocused();

    // The drawer's stepper changes the cart like the page's.
    await cartBadge(page).click();
    await drawer.getByRole("button", { name: text("cart.increase", { name }) }).click();
    await expectBadgeCount(page, 2);
    await drawer.getByRole("link", { name: message("cart.toCart") }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/warenkorb$/);
  });

  test("[doc2 §4] sort options reorder the lines", async ({ page }) => {
    await openList(page);
    await addFromTile(page, 0);
    await chooseClickAndCollect(page);
    await expectBadgeCount(page, 1);
    await addFromTile(page, 1);
    await expectBadgeCount(page, 2);
    await addFromTile(page, 2);
    await expectBadgeCount(page, 3);
    await openCartPage(page);
    const names = () => page.getByTestId("cart-line").locator(".cart-line__name").allTextContents();
    await page.getByLabel(message("cart.sort")).selectOption("alphabetically");
    await expect
      .poll(async () => {
        const n = await names();
        return n.join("|") === [...n].sort((a, b) => a.localeCompare(b, "de")).join("|");
      })
      .toBe(true);
    await page.getByLabel(message("cart.sort")).selectOption("unitprice");
    await expect(page.getByLabel(message("cart.sort"))).toHaveValue("unitprice");
  });
});

const widths = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

for (const width of widths) {
  test.describe(`cart accessibility at ${width.name} width`, () => {
    test.use({ viewport: width.viewport });
    test(`[design §Tests] the service dialog, the side cart and the cart page have no WCAG 2 A/AA violations (${width.name})`, async ({
      page,
    }) => {
      await openList(page);
      await addFromTile(page);
      await expect(serviceDialog(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await serviceDialog(page)
        .getByRole("tab", { name: message("cart.service.clickAndCollect") })
        .click();
      await expect(serviceDialog(page).getByTestId("store").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await chooseClickAndCollect(page);
      await expectBadgeCount(page, 1);

      await page
        .getByTestId("product-slide-in")
        .getByRole("button", { name: message("cart.slideIn.close") })
        .click();
      await cartBadge(page).click();
      await expect(page.getByTestId("side-cart")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");

      await openCartPage(page);
      await expect(page.getByTestId("window-picker")).toBeVisible();
      await expect(page.getByTestId("window-slot").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
