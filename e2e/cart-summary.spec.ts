import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  addFromTile,
  chooseDeliveryByKeyboard,
  expectBadgeCount,
  openList,
  serviceDialog,
} from "./cart-support";
import { message } from "./support";

const PARTS = [
  "summary-order-value",
  "summary-deposit",
  "summary-service-fee",
  "summary-voucher",
  "summary-discount-code",
  "summary-discounts",
];

/** Signed cents of a summary value: "−0,50 €" is −50; "kostenlos" and "nicht angerechnet" are 0. */
const cents = (text: string): number => {
  const m = /(−|-)?\s*(\d+),(\d{2})\s*€\s*$/.exec(text.trim());
  if (!m) return 0;
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
};

/** The parts a summary lists before its total, and the total. */
const readSummary = async (summary: Locator) => {
  const parts: Record<string, number> = {};
  let sum = 0;
  for (const id of PARTS)
    for (const row of await summary.getByTestId(id).all()) {
      const value = cents((await row.locator("dd").textContent()) ?? "");
      parts[id] = (parts[id] ?? 0) + value;
      sum += value;
    }
  const total = cents((await summary.getByTestId("summary-total").locator("dd").textContent()) ?? "");
  return { parts, sum, total };
};

const addWithDelivery = async (page: Page) => {
  await openList(page, "milch-kaese-eier");
  await addFromTile(page, 0);
  await chooseDeliveryByKeyboard(page);
  const dialog = serviceDialog(page);
  await dialog.getByRole("button", { name: message("cart.service.deliverHere") }).click();
  await expect(dialog).toBeHidden();
  await expectBadgeCount(page, 1);
};

test.describe("price summaries and discount codes", () => {
  test("[issue 10 §7] the side cart and the cart page list every part of the total (delivery fee included); they add up", async ({
    page,
  }) => {
    await addWithDelivery(page);
    await page.getByRole("banner").getByTestId("cart-badge").click();
    const side = page.getByRole("dialog").getByTestId("price-summary");
    await expect(side.getByTestId("summary-service-fee")).toBeVisible();
    const s = await readSummary(side);
    expect(s.parts["summary-service-fee"]).toBeGreaterThan(0);
    expect(s.sum).toBe(s.total);
    await page.screenshot({ path: test.info().outputPath("side-cart.png") });

    await page.goto("/warenkorb");
    const summary = page.getByTestId("cart-page").getByTestId("price-summary");
    await expect(summary.getByTestId("summary-total")).toBeVisible();
    const c = await readSummary(summary);
    expect(c.sum).toBe(c.total);
    expect(c.total).toBe(s.total);
    await expect(summary.getByTestId("summary-discounts")).toHaveCount(0);
  });

  test("[doc2 §8] an expired code is refused once, with one message, and not kept; the cart page shows no billing-address errors", async ({
    page,
  }) => {
    await addWithDelivery(page);
    await page.goto("/warenkorb");
    const codes = page.getByTestId("discount-codes");
    await codes.getByLabel(message("cart.discountCode.label")).fill("ABGELAUFEN");
    await codes.getByRole("button", { name: message("cart.discountCode.apply") }).click();
    const expired = message("cart.discountCode.state.expired");
    await expect(codes.getByTestId("discount-code-error")).toHaveText(expired);
    await expect(codes.getByTestId("discount-code")).toHaveCount(0);
    await expect(page.getByText(expired)).toHaveCount(1);
    await expect(page.getByText(message("cart.validation.223"))).toHaveCount(0);
    await expect(page.locator('[data-testid="validation-group"][data-group="discountCode"]')).toHaveCount(0);
    // Billing and contact data are checkout's: an anonymous shopper is not told they are invalid.
    await expect(page.getByTestId("validation")).toBeVisible();
    for (const code of ["031", "006", "007"])
      await expect(page.getByText(message(`cart.validation.${code}`))).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("cart-page.png"), fullPage: true });
  });

  test("[issue 10 §6] the top banner, /liefergebiet and the cart state the same delivery fee and free-delivery threshold", async ({
    page,
  }) => {
    await addWithDelivery(page);
    await page.goto("/warenkorb");
    const fee = page.getByTestId("cart-page").getByTestId("summary-service-fee");
    const feeText = (await fee.locator("dd").textContent())?.trim() ?? "";
    const threshold = /ab\s(\d+,\d{2}\s€)/.exec((await fee.locator("dt").textContent()) ?? "")?.[1];
    expect(threshold).toBeDefined();
    await page.goto("/liefergebiet");
    const main = page.getByRole("main");
    await expect(main).toContainText(`Die Liefergebühr beträgt ${feeText}`);
    await expect(main).toContainText(`ab ${threshold} Bestellwert liefern wir kostenlos`);
    await expect(page.getByText(`Kostenlose Lieferung ab ${threshold} Bestellwert`)).toBeVisible();
  });
});
