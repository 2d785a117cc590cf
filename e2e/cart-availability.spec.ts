import { expect, test } from "@playwright/test";
import { chooseDeliveryByKeyboard, expectBadgeCount, serviceDialog } from "./cart-support";
import { settleConsent } from "./discovery-support";
import { alertNotice, message } from "./support";

/** Alpenhof Laktosefreie Milch: in the catalogue, but temporarily out at store 4401, which delivers to 50667. */
const ALPENHOF_MILK = "5726174";

test.describe("availability per service and store", () => {
  test("[doc2 §7 §9] delivery to Hohe Straße 12: the tile, the cart and the badge tell the same availability (store 4401)", async ({
    page,
  }) => {
    await page.goto("/suche/laktosefreie%20milch?tab=products");
    const tile = page.locator(`[data-testid="product-tile"][data-sku="${ALPENHOF_MILK}"]`);
    await expect(tile).toBeVisible();
    await settleConsent(page);
    await expectBadgeCount(page, 0);
    // No service yet: the catalogue's availability.
    await expect(tile).toContainText(message("discovery.availability.available"));

    await tile.getByTestId("add-to-cart").click();
    const dialog = serviceDialog(page);
    await chooseDeliveryByKeyboard(page);
    await dialog.getByRole("button", { name: message("cart.service.deliverHere") }).click();
    await expect(dialog).toBeHidden();

    // Store 4401 cannot deliver it now: the add is refused with a reason, the tile says so and
    // offers no add, and the cart holds no line it cannot order.
    await expect(alertNotice(page, message("cart.notOrderableNow"))).toBeVisible();
    await expect(tile).toContainText(message("discovery.availability.temporarilyUnavailable"));
    await expect(tile).not.toContainText(message("discovery.availability.available"));
    await expect(tile.getByTestId("add-to-cart")).toHaveCount(0);
    await expectBadgeCount(page, 0);
    await expect(page.getByTestId("product-slide-in")).toHaveCount(0);

    await page.goto("/warenkorb");
    await expect(page.getByTestId("cart-empty")).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveCount(0);

    // A product the store has is added and counted; the listing asked with the store's id.
    await page.goto("/suche/laktosefreie%20milch?tab=products");
    await expect(tile).toContainText(message("discovery.availability.temporarilyUnavailable"));
    const other = page.locator('[data-testid="product-tile"][data-sku="3828026"]');
    await expect(other).toContainText(message("discovery.availability.available"));
    await other.getByTestId("add-to-cart").click();
    await expectBadgeCount(page, 1);
  });
});
