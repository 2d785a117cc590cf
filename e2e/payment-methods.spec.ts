import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { firstStore, juice } from "../tests/support/seeded-catalogue";
import { ANNA, logInByApi, MAX, resetCartByApi } from "./account-support";
import { expectNoAxeViolations, message } from "./support";

/*
 * Document 2 §2, §3, §7, §9 (issue 13, payment methods): Max (no saved methods) pays by card,
 * saves it at the test provider as his primary method, reuses it on the next order, and deletes
 * it in the profile. He ends with no saved method again.
 */
const SHOTS = "/tmp/shots-paymethods";
const SECTION = "/mein-konto/zahlungsarten";

const shoot = async (page: Page, name: string) => {
  for (const [label, width, height] of [
    ["375", 375, 812],
    ["1280", 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

const text = (key: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce((m, [k, v]) => m.replace(`{${k}}`, v), message(key));

const api = async (
  page: Page,
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
) => {
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const r = await request.fetch(path, {
    method,
    headers: { "x-xsrf-token": xsrf },
    ...(data ? { data } : {}),
  });
  expect(r.ok(), `${method} ${path}: ${await r.text()}`).toBe(true);
  return r.json();
};

/** A cart for click and collect at the first demo store with a window: ready for checkout. */
const readyCart = async (page: Page) => {
  const request = page.request;
  await resetCartByApi(page);
  await api(page, request, "POST", `/api/carts/items?storeId=${firstStore.storeId}`, {
    sku: juice.sku,
    quantity: 20,
    mode: "set",
  });
  await api(page, request, "POST", "/api/carts/distribution-address", {
    distributionType: "CLICK_AND_COLLECT",
    storeId: firstStore.storeId,
  });
  const { windows } = (await api(
    page,
    request,
    "GET",
    `/api/capacity/windows?distributionType=CLICK_AND_COLLECT&appointableId=${firstStore.storeId}`,
  )) as { windows: Array<{ id: string; remaining: number }> };
  const window = windows.find((w) => w.remaining > 0 && !w.id.endsWith("T18"));
  await api(page, request, "POST", "/api/carts/distribution-time-slot", { id: window?.id ?? "" });
};

/** A cart delivered to the shopper's address (Köln, demo area A1) with a free window. */
const readyDeliveryCart = async (page: Page, address: Record<string, string>) => {
  const request = page.request;
  await resetCartByApi(page);
  await api(page, request, "POST", "/api/carts/items", { sku: juice.sku, quantity: 20, mode: "set" });
  await api(page, request, "POST", "/api/carts/distribution-address", {
    distributionType: "DELIVERY",
    postalCode: "50667",
    city: "Köln",
    country: "Deutschland",
    countryCode: "DE",
    ...address,
  });
  const { windows } = (await api(
    page,
    request,
    "GET",
    "/api/capacity/windows?distributionType=DELIVERY&appointableId=A1",
  )) as { windows: Array<{ id: string; remaining: number }> };
  const window = windows.find((w) => w.remaining > 0 && !w.id.endsWith("T18"));
  await api(page, request, "POST", "/api/carts/distribution-time-slot", { id: window?.id ?? "" });
};

/** The seeded company customer (server/seed/customers.ts, salutation Company). */
const COMPANY = { email: "firma.gruen@example.com", password: "Firma-2026!" };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(message(`checkout.field.${name}`))}`));
const paymentOption = (page: Page, key: string) =>
  page
    .getByTestId("checkout-payment")
    .getByRole("radio", { name: new RegExp(message(`checkout.payment.${key}`)) });

/**
 * A method's option by its key: the labels of the two invoice methods begin alike ("Kauf auf
 * Rechnung", "Kauf auf Rechnung (Firmenkunden)"), so a name pattern would find both.
 */
const methodOption = (page: Page, key: string) =>
  page.getByTestId("checkout-payment").locator(`[data-testid="payment-option"][data-method="${key}"]`);

const fillBilling = async (page: Page) => {
  await field(page, "phoneNumber").fill("+49 221 1234567");
  await field(page, "streetName").fill("Domkloster");
  await field(page, "streetNumber").fill("4");
  await field(page, "postalCode").fill("50667");
  await field(page, "city").fill("Köln");
};

test("[doc2 §2 §3 §7 §9] save a card at the payment page, reuse it on the next order, delete it in the profile", async ({
  page,
}) => {
  await logInByApi(page, MAX);

  // No saved method yet.
  await page.goto(SECTION);
  await expect(page.getByTestId("payment-methods-empty")).toHaveText(message("payments.empty"));

  // First order: a new Mastercard at the test provider, saved as the primary method.
  await readyCart(page);
  await page.goto("/kasse");
  await expect(page.getByRole("heading", { level: 1, name: message("checkout.title") })).toBeVisible();
  // Click and collect: at the store, card, PayPal; no invoice, no pay at the door.
  await expect(paymentOption(page, "payment-at-the-store")).toBeVisible();
  await expect(methodOption(page, "pay-by-invoice-b2c")).toHaveCount(0);
  await expect(methodOption(page, "pay-by-invoice-b2b")).toHaveCount(0);
  await fillBilling(page);
  await paymentOption(page, "credit-cards").check();
  await expect(page.getByTestId("checkout-saved-methods")).toContainText(message("payments.saveAtProvider"));
  await expectNoAxeViolations(page);
  await shoot(page, "checkout-new-card");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/psp\/pay\?/);
  await page.getByLabel(/New card: Mastercard/).check();
  await page.getByLabel("Save this payment method for my next orders").check();
  await page.getByLabel("Make it my primary payment method").check();
  await shoot(page, "psp-save");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/kasse-ok\?finalized=true&orderNumber=\d+$/);
  await expect(page.getByTestId("order-number")).toBeVisible();

  // The profile lists it: primary, with its expiry as MM/YY.
  await page.goto(SECTION);
  const cards = page.getByTestId("payment-method");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId("payment-method-name")).toHaveText("Mastercard •••• 4444");
  await expect(cards.first().getByTestId("payment-primary-badge")).toBeVisible();
  const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, "0");
  await expect(cards.first().getByTestId("payment-method-expiry")).toHaveText(
    text("payments.expires", { expiry: `12/${year}` }),
  );
  await expectNoAxeViolations(page);
  await shoot(page, "profile-saved");

  // Second order: the checkout names the saved card; the payment page offers it first.
  await readyCart(page);
  await page.goto("/kasse");
  await fillBilling(page);
  await paymentOption(page, "credit-cards").check();
  await expect(page.getByTestId("checkout-saved-list")).toContainText("Mastercard •••• 4444");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/psp\/pay\?/);
  await expect(page.getByLabel(/Saved: Mastercard •••• 4444/)).toBeChecked();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/kasse-ok\?finalized=true&orderNumber=\d+$/);

  // Reused, not saved twice; then deleted after a confirmation.
  await page.goto(SECTION);
  await expect(cards).toHaveCount(1);
  await cards.first().getByTestId("payment-delete").click();
  await expect(
    page.getByText(text("payments.confirmDelete", { name: "Mastercard •••• 4444" })),
  ).toBeVisible();
  await page.getByTestId("payment-delete-yes").click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByTestId("payment-methods-empty")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("[doc1 §2, doc2 §9] Anna's primary card has expired: the payment warning, the expired card marked and listed after the primary", async ({
  page,
}) => {
  await logInByApi(page, { email: "anna.schmidt@example.com", password: "Einkauf-2026!" });
  // The overview warns and links to the saved methods.
  await page.goto("/mein-konto");
  await expect(page.getByTestId("payment-warning")).toContainText(message("payments.warning"));
  await page
    .getByTestId("payment-warning")
    .getByRole("link", { name: message("payments.warningLink") })
    .click();
  await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
  await expect(page.getByTestId("payment-warning")).toHaveText(message("payments.warning"));
  const cards = page.getByTestId("payment-method");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByTestId("payment-method-name")).toHaveText("Mastercard •••• 5100");
  await expect(cards.nth(0).getByTestId("payment-expired-badge")).toBeVisible();
  await expect(cards.nth(0).getByTestId("payment-method-expiry")).toHaveText(
    text("payments.expiredOn", { expiry: "03/24" }),
  );
  // An expired card cannot become the primary one; the valid one can.
  await expect(cards.nth(0).getByTestId("payment-set-primary")).toHaveCount(0);
  await expect(cards.nth(1).getByTestId("payment-set-primary")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "profile-warning");
});

test("[doc1 §5, doc2 §9] invoice per customer type: the company customer is offered invoice for businesses, a private customer invoice for private customers", async ({
  page,
}) => {
  await logInByApi(page, COMPANY);
  await readyDeliveryCart(page, {
    salutation: "Company",
    companyName: "Grün Feinkost GmbH",
    firstName: "Jonas",
    lastName: "Grün",
    streetName: "Breite Straße",
    streetNumber: "80",
  });
  await page.goto("/kasse");
  await expect(page.getByRole("heading", { level: 1, name: message("checkout.title") })).toBeVisible();
  await expect(paymentOption(page, "payment-at-the-door")).toBeVisible();
  const b2b = methodOption(page, "pay-by-invoice-b2b");
  await expect(b2b).toBeVisible();
  await expect(b2b.locator(".checkout-option__name")).toHaveText(
    message("checkout.payment.pay-by-invoice-b2b"),
  );
  await expect(methodOption(page, "pay-by-invoice-b2c")).toHaveCount(0);
  await b2b.getByRole("radio").check();
  await expect(b2b.getByRole("radio")).toBeChecked();
  await expectNoAxeViolations(page);
  await shoot(page, "checkout-company-invoice");

  await page.context().clearCookies();
  await logInByApi(page, ANNA);
  await readyDeliveryCart(page, {
    firstName: "Anna",
    lastName: "Schmidt",
    streetName: "Hohe Straße",
    streetNumber: "12",
  });
  await page.goto("/kasse");
  await expect(page.getByRole("heading", { level: 1, name: message("checkout.title") })).toBeVisible();
  await expect(paymentOption(page, "payment-at-the-door")).toBeVisible();
  const b2c = methodOption(page, "pay-by-invoice-b2c");
  await expect(b2c).toBeVisible();
  await expect(b2c.locator(".checkout-option__name")).toHaveText(
    message("checkout.payment.pay-by-invoice-b2c"),
  );
  await expect(methodOption(page, "pay-by-invoice-b2b")).toHaveCount(0);
  await shoot(page, "checkout-private-invoice");
});
