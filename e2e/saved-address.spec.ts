import { expect, test } from "@playwright/test";
import { ANNA, logInByApi as logIn, resetCartByApi } from "./account-support";
import { addFromTile, expectBadgeCount, openList, serviceDialog } from "./cart-support";
import { message } from "./support";

test("[doc2 §4] the complete primary saved address is used instead of the prompt", async ({ page }, info) => {
  await logIn(page, ANNA);
  await resetCartByApi(page);
  await openList(page);
  const name = await addFromTile(page);

  // No prompt: the add goes straight through with the saved address as the delivery address.
  const slideIn = page.getByTestId("product-slide-in");
  await expect(slideIn).toContainText(name);
  await expect(slideIn).toContainText(message("cart.slideIn.added"));
  await expectBadgeCount(page, 1);
  await expect(serviceDialog(page)).toHaveCount(0);

  await slideIn.getByRole("link", { name: message("cart.toCart") }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  const service = page.getByTestId("service-block");
  await expect(service).toContainText("Ehrenstraße 27");
  await expect(service).toContainText("50672 Köln");
  await expect(page.getByTestId("window-picker").getByTestId("earliest-window")).toBeVisible();
  await expect(serviceDialog(page)).toHaveCount(0);

  for (const [label, width, height] of [
    ["desktop", 1280, 800],
    ["phone", 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(service).toBeInViewport();
    await page.screenshot({ path: info.outputPath(`cart-saved-address-${label}.png`) });
  }
});
