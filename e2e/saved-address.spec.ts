import { expect, type Page, test } from "@playwright/test";
import { addFromTile, expectBadgeCount, openList, serviceDialog } from "./cart-support";
import { message } from "./support";

/** Anna (server/seed/customers.ts) has a complete primary delivery address: Ehrenstraße 27, 50672 Köln. */
const ANNA = { email: "anna.schmidt@example.com", password: "Einkauf-2026!" };

/**
 * Logs in through the API in the page's browser context (its cookies are the page's): the XSRF
 * cookie first, then the login with the token in the header, as the client's HTTP adapter does.
 */
const logIn = async (page: Page, who: { email: string; password: string }) => {
  expect((await page.request.get("/api/csrf")).ok()).toBe(true);
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value;
  expect(xsrf).toBeTruthy();
  const response = await page.request.post("/api/auth/login", {
    headers: { "x-xsrf-token": xsrf ?? "" },
    data: who,
  });
  expect(response.status()).toBe(200);
  expect((await page.context().cookies()).some((c) => c.name === "loggedIn")).toBe(true);
};

test("[doc2 §4] the complete primary saved address is used instead of the prompt", async ({ page }, info) => {
  await logIn(page, ANNA);
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
