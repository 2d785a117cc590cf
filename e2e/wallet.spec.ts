import { expect, type Page, test } from "@playwright/test";
import { ANNA, resetCartByApi } from "./account-support";
import { expectNoAxeViolations, message, presetConsent } from "./support";

/** A card of server/seed/wallet.ts with 150,00 € that a demo customer can add. */
const CARD = "6000200020002003";
const SHOTS = "/tmp/shots-wallet";

const text = (key: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce((m, [k, v]) => m.replace(`{${k}}`, v), message(key));
const euros = (s: string | null) => Number((s ?? "").replace(/[^\d,]/g, "").replace(",", "."));

const shot = async (page: Page, name: string) => {
  for (const [label, width, height] of [
    ["1280", 1280, 900],
    ["375", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** The page's API calls, as the client makes them (cookies of the page, the XSRF header). */
const api = async (page: Page, method: "GET" | "POST", path: string, data?: unknown) => {
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const r = await page.request.fetch(path, {
    method,
    headers: { "x-xsrf-token": xsrf },
    ...(data !== undefined ? { data } : {}),
  });
  expect(r.ok(), `${method} ${path}: ${await r.text()}`).toBe(true);
  return r.json();
};

/** Anna's cart for checkout: 20 pieces of a 3–5 € article, her delivery address and a free window. */
const prepareCart = async (page: Page) => {
  await resetCartByApi(page);
  const { products } = (await api(
    page,
    "GET",
    "/api/product-discovery/categories/fleisch-fisch/products",
  )) as {
    products: {
      sku: string;
      availability?: string;
      price: { regular: { value: number } };
      maxQuantity: number;
    }[];
  };
  const product = products.find(
    (p) => p.price.regular.value >= 300 && p.price.regular.value <= 800 && p.maxQuantity >= 20,
  );
  expect(product).toBeDefined();
  await api(page, "POST", "/api/carts/items", { sku: product?.sku, quantity: 12, mode: "set" });
  await api(page, "POST", "/api/carts/distribution-address", {
    distributionType: "DELIVERY",
    firstName: "Anna",
    lastName: "Schmidt",
    streetName: "Hohe Straße",
    streetNumber: "12",
    postalCode: "50667",
    city: "Köln",
    country: "Deutschland",
    countryCode: "DE",
    phoneNumber: "+49 221 1234567",
    email: ANNA.email,
  });
  const { windows } = (await api(
    page,
    "GET",
    "/api/capacity/windows?distributionType=DELIVERY&appointableId=A1",
  )) as {
    windows: { id: string; remaining: number }[];
  };
  const window = windows.find((w) => w.remaining > 0 && !w.id.endsWith("T18"));
  await api(page, "POST", "/api/carts/distribution-time-slot", { id: window?.id });
};

const balance = (page: Page) => page.getByTestId("wallet-balance");

test.beforeEach(async ({ page }) => {
  await presetConsent(page, []);
});

test("[doc2 §3, §7, §8, §9] log in, add a gift card to the wallet, pay part of an order with it, see the balance drop", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Log in from the header.
  await page.goto("/");
  await page.getByTestId("header-login").click();
  await page.getByLabel(message("account.login.email")).fill(ANNA.email);
  await page.getByLabel(message("account.login.password"), { exact: true }).fill(ANNA.password);
  await page
    .getByTestId("login-screen")
    .getByRole("button", { name: message("account.login.submit") })
    .click();
  await expect(page.getByTestId("login-screen")).toHaveCount(0);
  await prepareCart(page);

  // The wallet: a profile section.
  await page.goto("/mein-konto/wallet");
  await expect(page.getByRole("heading", { level: 1, name: message("profile.nav.wallet") })).toBeVisible();
  await expect(balance(page)).toBeVisible();
  const wallet = page.getByTestId("wallet");
  const code = page.getByLabel(message("wallet.add.code"));
  const add = wallet.getByRole("button", { name: message("wallet.add.submit") });

  // The form checks the code before it is sent; the server's refusals have their own messages.
  await add.click();
  await expect(page.getByTestId("wallet-code-error")).toHaveText(message("wallet.add.required"));
  await expect(code).toBeFocused();
  await code.fill("1234");
  await code.press("Enter");
  await expect(page.getByTestId("wallet-code-error")).toHaveText(message("wallet.add.pattern"));
  await code.fill("6000 9999 9999 9999");
  await add.click();
  await expect(page.getByTestId("wallet-notice")).toHaveText(message("wallet.error.1002"));
  await code.fill("6000 2000 2000 2005");
  await add.click();
  await expect(page.getByTestId("wallet-notice")).toHaveText(message("wallet.error.1004"));
  await shot(page, "wallet-refused");

  // Added by code (typed in groups of four), the balance is its balance more, unless already there.
  const known = await wallet.locator(`[data-testid="wallet-card"][data-last4="${CARD.slice(-4)}"]`).count();
  const before = euros(await balance(page).textContent());
  await code.fill("6000 2000 2000 2003");
  await add.click();
  const card = wallet.locator(`[data-testid="wallet-card"][data-last4="${CARD.slice(-4)}"]`);
  await expect(card).toBeVisible();
  const cardBalance = euros(await card.locator(".wallet-card__balance").textContent());
  await expect
    .poll(async () => euros(await balance(page).textContent()))
    .toBe(known ? before : before + cardBalance);
  await expect(page.getByTestId("wallet-notice")).toContainText(message("wallet.added").split("{")[0] ?? "");
  await expect(code).toHaveValue("");
  await expectNoAxeViolations(page);
  await shot(page, "wallet");
  const walletBefore = euros(await balance(page).textContent());

  // Checkout: the card pays 5,00 €, payment at the door the rest.
  await page.goto("/kasse");
  await expect(page.getByRole("heading", { level: 1, name: message("checkout.title") })).toBeVisible();
  await page
    .getByTestId("checkout-payment")
    .getByRole("radio", { name: new RegExp(message("checkout.payment.payment-at-the-door")) })
    .check();
  const giftPay = page.getByTestId("gift-card-payment");
  const option = giftPay.locator(`[data-testid="gift-card-option"][data-last4="${CARD.slice(-4)}"]`);
  await expect(option).toBeVisible();
  const amount = option.getByRole("textbox");
  await amount.fill("0");
  await option.getByRole("button", { name: message("checkout.giftCard.apply") }).click();
  await expect(option.getByRole("alert")).toContainText(
    message("checkout.giftCard.amountInvalid").split("{")[0] ?? "",
  );
  await amount.fill("5,00");
  await amount.press("Enter");
  await expect(option.getByTestId("gift-card-paid")).toHaveText(
    text("checkout.giftCard.covered", { amount: "5,00 €" }),
  );
  await expect(giftPay.getByTestId("gift-card-rest")).toContainText(
    message("checkout.giftCard.rest").split("{")[0] ?? "",
  );
  await expectNoAxeViolations(page);
  await shot(page, "checkout-gift-card");

  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/kasse-ok\?finalized=true&orderNumber=\d+$/);
  const orderNumber = new URL(page.url()).searchParams.get("orderNumber") ?? "";

  // The confirmation and the profile's order detail say how it was paid: the card (its last 4
  // digits only) with 5,00 €, payment at the door with the rest of the total.
  const paidWith = async (name: string) => {
    const paid = page.getByTestId("order-paid");
    await expect(paid.getByRole("heading", { name: message("checkout.summary.paidWith") })).toBeVisible();
    const gift = paid.getByTestId("order-paid-gift-card");
    await expect(gift).toHaveCount(1);
    await expect(gift.locator("dt")).toHaveText(
      text("checkout.summary.giftCard", { code: `•••• ${CARD.slice(-4)}` }),
    );
    await expect(gift.locator("dd")).toHaveText("5,00 €");
    await expect(paid).not.toContainText(CARD.slice(0, 12));
    const main = paid.getByTestId("order-payment");
    await expect(main.locator("dt")).toHaveText(message("checkout.payment.payment-at-the-door"));
    // Payment at the door has no surcharge: the total is what is paid.
    await expect(page.getByTestId("summary-total-with-surcharge")).toHaveCount(0);
    const total = euros(await page.getByTestId("summary-total").locator("dd").textContent());
    expect(euros(await main.locator("dd").textContent())).toBeCloseTo(total - 5, 2);
    await expectNoAxeViolations(page);
    await shot(page, name);
  };
  await paidWith("confirmation-paid-with");
  await page.goto(`/mein-konto/_sub/bestellung-${orderNumber}`);
  await expect(page.getByTestId("order-detail")).toBeVisible();
  await paidWith("order-detail-paid-with");

  // The balance dropped by what the card paid.
  await page.goto("/mein-konto/wallet");
  await expect.poll(async () => euros(await balance(page).textContent())).toBeCloseTo(walletBefore - 5, 2);
  await expect(card.locator(".wallet-card__balance")).toContainText(
    new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cardBalance - 5),
  );
  await shot(page, "wallet-after-order");
});
