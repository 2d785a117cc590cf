import { expect, type Page, test } from "@playwright/test";
import { logInByApi, MAX } from "./account-support";
import { addFromTile, openList, serviceDialog } from "./cart-support";
import { expectNoAxeViolations, message } from "./support";

/*
 * Document 2 §3, §5, §7: Max (no saved addresses) fills his address book and uses it in checkout.
 * The profile screen mounts the address book at /mein-konto/adressen; until then it is on the
 * profile's sub-page route. Everything the test saves it deletes again: Max ends with none.
 */
const BOOK = "/mein-konto/adressen";
const SHOTS = "/tmp/acc-addresses";

const shoot = async (page: Page, name: string) => {
  for (const [label, width, height] of [
    ["375", 375, 812],
    ["1280", 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

const book = (page: Page) => page.getByTestId("address-book");
const cards = (page: Page) => page.getByTestId("address-card");
const field = (page: Page, name: string) =>
  page.getByTestId("address-form").getByRole("textbox", { name, exact: true });

const fillAddress = async (page: Page, values: Record<string, string>) => {
  for (const [key, value] of Object.entries(values))
    await field(page, message(`addresses.field.${key}`)).fill(value);
};

test("[doc2 §3 §5 §7] the address book: add, edit, make default, delete; the checkout offers the saved addresses", async ({
  page,
}) => {
  await logInByApi(page, MAX);
  await page.goto(BOOK);
  await expect(book(page)).toBeVisible();
  await expect(page.getByText(message("addresses.empty"))).toBeVisible();
  await expect(page.getByTestId("address-count")).toHaveText("0 von 20 Adressen gespeichert");
  await expectNoAxeViolations(page);

  // A save with the required fields empty: every one tells what is missing, the first gets the focus.
  await page.getByTestId("address-add").click();
  const form = page.getByTestId("address-form");
  await expect(form).toBeVisible();
  await form.getByTestId("address-save").click();
  await expect(page.getByTestId("address-form-errors")).toBeVisible();
  for (const f of ["streetName", "streetNumber", "postalCode", "city"]) {
    await expect(page.getByTestId(`address-${f}`)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId(`address-${f}-error`)).toHaveText(message("addresses.error.required"));
  }
  await expect(page.getByTestId("address-streetName")).toBeFocused();
  await page.getByTestId("address-streetNumber").fill("123456");
  await page.getByTestId("address-phoneNumber").fill("Ruf mich an");
  await page.getByTestId("address-phoneNumber").blur();
  await expect(page.getByTestId("address-streetNumber-error")).toHaveText("Höchstens 5 Zeichen.");
  await expect(page.getByTestId("address-phoneNumber-error")).toHaveText(message("addresses.error.phone"));
  await expectNoAxeViolations(page);
  await shoot(page, "form-errors");

  // The delivery address, made the default one.
  await fillAddress(page, {
    firstName: "Max",
    lastName: "Becker",
    streetName: "Hohe Straße",
    streetNumber: "12",
    postalCode: "50667",
    city: "Köln",
    phoneNumber: "0221 9876543",
  });
  await page.getByTestId("address-primary").check();
  await form.getByTestId("address-save").click();
  await expect(form).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(message("addresses.primary"));
  await expect(cards(page).first()).toContainText(message("addresses.category.delivery"));
  await expect(page.getByTestId("address-add")).toBeFocused();

  // A company's billing address: the registration number is hidden by the tenant's configuration.
  await page.getByTestId("address-add").click();
  await form.getByRole("radio", { name: message("addresses.category.billing") }).check();
  await form.getByRole("radio", { name: message("addresses.type.COMPANY") }).check();
  await expect(page.getByTestId("address-companyName")).toBeVisible();
  await expect(page.getByTestId("address-valueAddedTaxId")).toBeVisible();
  await expect(page.getByTestId("address-companyRegistrationNumber")).toHaveCount(0);
  await fillAddress(page, {
    companyName: "Becker GmbH",
    streetName: "Aachener Straße",
    streetNumber: "5",
    postalCode: "50674",
    city: "Köln",
    phoneNumber: "0221 555666",
  });
  await form.getByTestId("address-save").click();
  await expect(cards(page)).toHaveCount(2);
  const billing = cards(page).filter({ hasText: "Aachener Straße 5" });
  await expect(billing).toContainText(message("addresses.category.billing"));
  await expect(billing).toContainText("Becker GmbH");

  // Edit: the same form, prefilled.
  await billing.getByTestId("address-edit").click();
  await expect(page.getByTestId("address-streetName")).toHaveValue("Aachener Straße");
  await page.getByTestId("address-city").fill("Köln-Braunsfeld");
  await form.getByTestId("address-save").click();
  await expect(billing).toContainText("50674 Köln-Braunsfeld");

  // Make the billing address the default: it moves first with the badge; then back.
  await billing.getByTestId("address-set-primary").click();
  await expect(cards(page).first()).toContainText("Aachener Straße 5");
  await expect(page.getByTestId("address-primary-badge")).toHaveCount(1);
  await expect(cards(page).first().getByTestId("address-primary-badge")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "list");
  await cards(page).filter({ hasText: "Hohe Straße 12" }).getByTestId("address-set-primary").click();
  await expect(cards(page).first()).toContainText("Hohe Straße 12");

  // The default delivery address stands in for the service prompt; the checkout offers both.
  await openList(page);
  await addFromTile(page);
  await expect(page.getByTestId("product-slide-in")).toContainText(message("cart.slideIn.added"));
  await expect(serviceDialog(page)).toHaveCount(0);
  await page.goto("/kasse");
  const choice = page.getByTestId("checkout-saved-address");
  await expect(choice).toBeVisible();
  await expect(choice.locator("option")).toHaveCount(3);
  const billingOption = choice.locator("option").filter({ hasText: "Aachener Straße 5" });
  await choice.selectOption({ value: (await billingOption.getAttribute("value")) ?? "" });
  await expect(page.getByTestId("checkout-streetName")).toHaveValue("Aachener Straße");
  await expect(page.getByTestId("checkout-city")).toHaveValue("Köln-Braunsfeld");
  // Document 1 §5: the phone with the locale's country: +49, a space, the national number without its 0.
  await expect(page.getByTestId("checkout-phoneNumber")).toHaveValue("+49 221555666");
  await expectNoAxeViolations(page);
  await shoot(page, "checkout");

  // Delete both (each after a confirmation, by keyboard): Max ends as he started.
  await page.goto(BOOK);
  for (const street of ["Aachener Straße 5", "Hohe Straße 12"]) {
    await cards(page).filter({ hasText: street }).getByTestId("address-delete").click();
    await expect(page.getByTestId("address-delete-yes")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cards(page).filter({ hasText: street })).toHaveCount(0);
  }
  await expect(page.getByText(message("addresses.empty"))).toBeVisible();
});
