import { expect, test } from "@playwright/test";
import { addFromTile, openList, serviceDialog } from "./cart-support";
import { message, presetConsent } from "./support";

/**
 * [issue 16 #10] A read that does not get through (a 503 the client's retries do not get past) says
 * so with a retry, and the retry loads it: the fault journeys (faults.spec.ts) rely on each of these.
 */
test.describe("reads that fail say so and offer a retry", () => {
  test("[issue 16 #10] a product list that did not load says so with a retry, and the retry loads it", async ({
    page,
  }) => {
    await presetConsent(page, []);
    const products = "**/api/product-discovery/categories/*/products*";
    await page.route(products, (r) =>
      r.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
    );
    await page.goto("/sortiment/fleisch-fisch");
    const failed = page.getByTestId("load-failed");
    await expect(failed).toContainText(message("discovery.loadFailed"));
    await page.unroute(products);
    await failed.getByRole("button", { name: message("common.retry") }).click();
    await expect(page.getByTestId("product-tile").first()).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test("[issue 16 #10] the click-and-collect stores that did not load say so with a retry instead of an empty list", async ({
    page,
  }) => {
    await presetConsent(page, []);
    const stores = "**/api/checkout-stores*";
    await page.route(stores, (r) => r.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
    await openList(page);
    await addFromTile(page);
    const dialog = serviceDialog(page);
    await dialog.getByRole("tab", { name: message("cart.service.clickAndCollect") }).click();
    const failed = dialog.getByTestId("stores-failed");
    await expect(failed).toContainText(message("cart.service.storesFailed"));
    await expect(dialog.getByTestId("store")).toHaveCount(0);
    await page.unroute(stores);
    await failed.getByRole("button", { name: message("common.retry") }).click();
    await expect(dialog.locator('[data-store-id="4401"]')).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});
