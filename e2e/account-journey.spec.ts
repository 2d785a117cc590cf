import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { inArea, juice, water } from "../tests/support/seeded-catalogue";
import { cartBadge } from "./cart-support";
import { expectNoAxeViolations, message, presetConsent } from "./support";

/**
 * A new customer's whole way through the account (issue 12): registration, the confirmation link
 * from the development outbox, the login from the header with a cart on each side (the merge
 * dialog), personal data, a saved address, a favourite, and the logout that takes every
 * customer-bound datum with it.
 */
const PASSWORD = "Sicher-2026";

const api = async (
  page: Page,
  request: APIRequestContext,
  method: "POST" | "PUT",
  path: string,
  data: unknown,
) => {
  if (!(await page.context().cookies()).some((c) => c.name === "XSRF-TOKEN")) await request.get("/api/csrf");
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const r = await request.fetch(path, { method, headers: { "x-xsrf-token": xsrf }, data });
  expect(r.ok(), `${method} ${path}: ${await r.text()}`).toBe(true);
};

const field = (page: Page, key: string) => page.getByLabel(message(key), { exact: true });

const register = async (page: Page, email: string) => {
  await page.goto("/registrieren");
  await field(page, "account.field.salutation").selectOption("Male");
  await field(page, "account.field.firstName").fill("Jonas");
  await field(page, "account.field.lastName").fill("Reise");
  await page.getByLabel(/Geburtsdatum/).fill("21.07.1990");
  await field(page, "account.field.email").fill(email);
  await field(page, "account.field.password").fill(PASSWORD);
  await field(page, "account.field.street").fill("Hohe Straße");
  await field(page, "account.field.houseNumber").fill("12");
  await field(page, "account.field.zip").fill("50667");
  await field(page, "account.field.city").fill("Köln");
  await field(page, "account.field.country").selectOption("DE");
  for (const q of ["account.field.hasClubCard", "account.field.hasActivationCode"])
    await page
      .getByRole("group", { name: message(q) })
      .getByLabel("Nein")
      .check();
  await page.getByRole("button", { name: message("account.registration.submit") }).click();
  await expect(page.getByTestId("registration-sent")).toBeVisible();
  await page.goto("/dev/outbox");
  const mail = page.locator("li.mail").first();
  await expect(mail.locator(".recipient")).toHaveText(email);
  await mail.getByRole("link").click();
  await expect(page.getByTestId("confirmation-status")).toHaveText(message("account.registration.confirmed"));
};

const logInFromHeader = async (page: Page, email: string) => {
  await page.getByTestId("header-login").click();
  await page.getByLabel(message("account.login.email")).fill(email);
  await page.getByLabel(message("account.login.password"), { exact: true }).fill(PASSWORD);
  await page
    .getByTestId("login-screen")
    .getByRole("button", { name: message("account.login.submit") })
    .click();
  await expect(page.getByTestId("customer-badge")).toBeVisible();
};

const logOut = async (page: Page) => {
  await page.getByTestId("customer-badge").click();
  await page
    .getByTestId("customer-menu")
    .getByRole("button", { name: message("account.logout") })
    .click();
  await expect(page.getByText(message("account.logout.successful"))).toBeVisible();
  await expect(page.getByTestId("header-login")).toBeVisible();
};

test("[issue 12] register, confirm, log in with a cart on each side, edit the profile, save an address and a favourite, log out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await presetConsent(page, []);
  const email = `reise.${Date.now()}@example.com`;
  await register(page, email);

  // The customer's own cart (saved on the server), then a guest's cart in this browser after the logout.
  await page.goto("/");
  await logInFromHeader(page, email);
  await api(page, page.request, "POST", "/api/carts/distribution-address", inArea);
  await api(page, page.request, "POST", "/api/carts/items", { sku: water.sku, quantity: 2, mode: "set" });
  await logOut(page);
  await api(page, page.request, "POST", "/api/carts/distribution-address", inArea);
  await api(page, page.request, "POST", "/api/carts/items", { sku: juice.sku, quantity: 3, mode: "set" });
  await page.goto("/");
  await expect(cartBadge(page)).toHaveText("3");

  // The login finds both carts: the dialog asks; merging keeps every line.
  await logInFromHeader(page, email);
  const dialog = page.getByRole("dialog", { name: message("cart.merge.title") });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: message("cart.merge.merge") }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cartBadge(page)).toHaveText("5");

  // Personal data: the badge follows the new first name.
  await page.goto("/mein-konto/persoenliche-daten");
  await page.getByRole("textbox", { name: message("profile.field.firstName"), exact: true }).fill("Jonah");
  await page.getByRole("button", { name: message("profile.form.save") }).click();
  await expect(page.getByTestId("personal-data-notice")).toHaveText(message("profile.personalData.saved"));
  await expect(page.getByTestId("customer-badge")).toContainText("Jonah");

  // The registration saved its address as the primary billing one; a delivery address joins it.
  await page.goto("/mein-konto/adressen");
  await expect(page.getByTestId("address-card")).toHaveCount(1);
  await expect(page.getByTestId("address-card")).toContainText("Hohe Straße 12");
  await page.getByTestId("address-add").click();
  const form = page.getByTestId("address-form");
  for (const [key, value] of Object.entries({
    firstName: "Jonah",
    lastName: "Reise",
    streetName: "Venloer Straße",
    streetNumber: "5",
    postalCode: "50823",
    city: "Köln",
  }))
    await form.getByRole("textbox", { name: message(`addresses.field.${key}`), exact: true }).fill(value);
  await form.getByTestId("address-save").click();
  await expect(page.getByTestId("address-card")).toHaveCount(2);
  await expect(page.getByTestId("address-card").filter({ hasText: "Venloer Straße 5" })).toHaveCount(1);

  // A favourite: the heart on a tile, the header's count.
  await page.goto("/sortiment/getraenke");
  const heart = page.getByTestId("product-tile").first().getByTestId("favourite-toggle");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("favourites-header-link")).toContainText("1");

  // The logout takes the customer's data with it: no favourites, no badge, the profile needs a login.
  await logOut(page);
  await expect(page.getByTestId("favourites-header-link")).toHaveCount(0);
  await expect(heart).not.toHaveAttribute("aria-pressed", "true");
  await page.goto("/mein-konto/adressen");
  await expect(page).toHaveURL(/\/anmelden\?returnUrl=%2Fmein-konto%2Fadressen&authRequired=true$/);
  await page.goto("/favoriten");
  await expect(page).toHaveURL(/\/anmelden\?returnUrl=%2Ffavoriten&authRequired=true$/);
});
