import { expect, type Page, test } from "@playwright/test";
import { ANNA, LENA, logInByApi } from "./account-support";
import { settleConsent } from "./discovery-support";
import { expectNoAxeViolations, message } from "./support";

const shot = async (page: Page, name: string) => {
  for (const [label, width, height] of [
    ["1280", 1280, 800],
    ["375", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/shots-loyalty/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

test("[doc1 §4] the loyalty member logs in and sees card, barcode, discount collector and vouchers", async ({
  page,
}) => {
  await logInByApi(page, LENA);
  await page.goto("/mein-konto/kundenkarte");
  await settleConsent(page);
  const section = page.getByTestId("loyalty-section");
  await expect(section.getByRole("heading", { level: 2, name: message("loyalty.card.title") })).toBeVisible();
  await expect(page.getByTestId("loyalty-card-number")).toHaveText("2400000123453");
  // The barcode is drawn by the shop: 30 bars of an EAN-13 (guards and 12 digits of 2 bars each).
  const barcode = page.getByTestId("loyalty-barcode");
  await expect(barcode).toHaveAccessibleName("Strichcode der Kundenkarte 2400000123453");
  await expect(barcode.locator("rect")).toHaveCount(1 + 30);

  // The discount collector: the pools' collected values.
  const collector = page.getByTestId("loyalty-collector");
  await expect(collector).toContainText("Obst, Gemüse");
  await expect(collector).toContainText("12,40");

  // The loyalty vouchers valid today (the expired one is not listed), with fine print and trigger article.
  const vouchers = page.getByTestId("loyalty-voucher");
  await expect(vouchers).toHaveCount(2);
  await expect(vouchers.first()).toContainText("Dreifache Punkte");
  await expect(vouchers.first()).toContainText("Gültig vom 01.06.2026 bis 30.06.2027");
  await expect(page.getByText("Abgelaufener Bio-Gutschein")).toHaveCount(0);
  const fineprint = vouchers.nth(1).getByText("Bedingungen");
  await fineprint.click();
  await expect(vouchers.nth(1)).toContainText("Keine Barauszahlung");

  // Personal vouchers: the first-order ones are hidden (she has ordered both services); service limits shown.
  const personal = page.getByTestId("personal-voucher");
  await expect(personal).toHaveCount(2);
  await expect(page.getByTestId("personal-vouchers")).toContainText("Für: Abholung");
  await expect(page.getByText("5 € auf die erste Lieferung")).toHaveCount(0);
  await shot(page, "member-section");
  await expectNoAxeViolations(page);

  // The trigger article leads to its product.
  const trigger = page.getByTestId("loyalty-trigger");
  const name = ((await trigger.textContent()) ?? "").trim();
  await trigger.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("[doc1 §2] a customer without a card orders the physical card (focused layout) and sees its -ok confirmation and status", async ({
  page,
}) => {
  await logInByApi(page, ANNA);
  await page.goto("/mein-konto/kundenkarte");
  await settleConsent(page);
  await expect(page.getByTestId("loyalty-variant")).toHaveText(message("loyalty.variant.none"));
  await expect(page.getByTestId("loyalty-link-button")).toBeVisible();
  await shot(page, "customer-section");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: message("loyalty.physicalCard.order") }).click();
  await expect(page).toHaveURL(/\/kundenkarte-bestellen$/);
  const form = page.getByTestId("physical-card-form");
  await expect(form.getByLabel(message("loyalty.field.firstName"))).toHaveValue("Anna");
  // Refused on the client: the empty fields and a too-short postcode, focus on the first.
  await form.getByLabel(message("loyalty.field.zip")).fill("12");
  await form.getByRole("button", { name: message("loyalty.physicalCard.submit") }).click();
  await expect(form.getByLabel(message("loyalty.field.street"))).toBeFocused();
  await expect(form).toContainText(message("loyalty.error.required"));
  await expect(form).toContainText("Bitte 4 bis 7 Ziffern.");
  await shot(page, "order-errors");
  await expectNoAxeViolations(page);
  await form.getByLabel(message("loyalty.field.street")).fill("Lindenallee");
  await form.getByLabel(message("loyalty.field.houseNumber")).fill("7");
  await form.getByLabel(message("loyalty.field.zip")).fill("10115");
  await form.getByLabel(message("loyalty.field.city")).press("End");
  await form.getByLabel(message("loyalty.field.city")).fill("Berlin");
  await form.getByLabel(message("loyalty.field.city")).press("Enter");
  await expect(page).toHaveURL(/\/kundenkarte-bestellen-ok$/);
  await expect(page.getByTestId("physical-card-status")).toContainText(
    message("loyalty.physicalCard.status.ordered"),
  );
  await shot(page, "order-ok");
  await expectNoAxeViolations(page);
  // The section shows the status after a reload (it is the server's).
  await page.goto("/mein-konto/kundenkarte");
  await expect(page.getByTestId("loyalty-physical-status")).toHaveText(
    message("loyalty.physicalCard.status.ordered"),
  );
});

test("a guest on the physical card page gets the loyalty login button, which comes back", async ({
  page,
}) => {
  await page.goto("/kundenkarte-bestellen");
  await settleConsent(page);
  const login = page.getByTestId("loyalty-login-button");
  await expect(login).toBeVisible();
  await expectNoAxeViolations(page);
  await login.click();
  await expect(page).toHaveURL(/\/anmelden\?returnUrl=%2Fkundenkarte-bestellen$/);
});

test("[doc1 §2] the CMS page's loyalty login button (guest) and loyalty link button (customer without a card)", async ({
  page,
}) => {
  await page.goto("/kundenkarte");
  await settleConsent(page);
  await expect(page.getByTestId("loyalty-login-button")).toHaveText(message("loyalty.login"));
  await expect(page.getByTestId("loyalty-link-button")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await logInByApi(page, ANNA);
  await page.goto("/kundenkarte");
  await expect(page.getByTestId("loyalty-link-button")).toHaveText(message("loyalty.link"));
  await expect(page.getByTestId("loyalty-login-button")).toHaveCount(0);
  await shot(page, "cms-page");
  await page.getByTestId("loyalty-link-button").click();
  await expect(page).toHaveURL(/\/konto-offline$/);
});
