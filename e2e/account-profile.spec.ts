import { expect, type Page, test } from "@playwright/test";
import { ANNA, LENA, logInByApi, MAX } from "./account-support";
import { expectNoAxeViolations, message, openShop, presetConsent } from "./support";

/**
 * The profile (/mein-konto, document 1 §3–§7): overview and sections, personal data (PUT only when
 * changed, birthdate rules), password change, communication settings, newsletter double opt-in,
 * the customer's orders. Logged in through the API until the login screen lands.
 */

// The consent banner chosen already: it would cover the forms in the screenshots.
test.beforeEach(async ({ page }) => presetConsent(page, []));

const SECTIONS = ["persoenliche-daten", "passwort", "bestellungen", "kommunikation", "newsletter"] as const;

/** A call of the page's browser with the XSRF token, as the client sends it. */
const apiCall = async (page: Page, method: "PUT" | "POST", path: string, data: unknown) => {
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  return page.request.fetch(path, { method, headers: { "x-xsrf-token": xsrf }, data });
};

const section = (page: Page) => page.getByRole("main");

const shoot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `/tmp/acc-profile-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

test("[doc1 §2] the profile: overview and every section, at 375 and 1280 px, without axe violations", async ({
  page,
}) => {
  await logInByApi(page, ANNA);
  await openShop(page, "/mein-konto");
  await expect(section(page).getByRole("heading", { level: 1 })).toHaveText(message("profile.title"));
  await expect(page.getByTestId("glance-email")).toHaveText(ANNA.email);
  const nav = page.getByRole("navigation", { name: message("profile.nav.label") });
  await expect(nav.getByRole("link", { name: message("profile.nav.overview") })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page);
  await shoot(page, "overview");

  for (const slug of SECTIONS) {
    await nav.getByRole("link", { name: message(`profile.nav.${navKey(slug)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/mein-konto/${slug}$`));
    await expect(section(page).getByRole("heading", { level: 1 })).toHaveText(
      message(`profile.nav.${navKey(slug)}`),
    );
    await expect(section(page).locator("[aria-busy=true]")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, slug);
  }
});

const navKey = (slug: (typeof SECTIONS)[number]) =>
  ({
    "persoenliche-daten": "personalData",
    passwort: "password",
    bestellungen: "orders",
    kommunikation: "communication",
    newsletter: "newsletter",
  })[slug];

test("[doc1 §5, §7] personal data: a bad or too young birthdate is refused at the field, nothing changed is not sent, a valid change persists", async ({
  page,
}) => {
  await logInByApi(page, ANNA);
  await openShop(page, "/mein-konto/persoenliche-daten");
  const birthdate = page.getByLabel(message("profile.field.birthdate"));
  const save = page.getByRole("button", { name: message("profile.form.save") });

  const puts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT" && new URL(r.url()).pathname === "/api/customers") puts.push(r.url());
  });
  await save.click();
  await expect(page.getByTestId("personal-data-notice")).toHaveText(
    message("profile.personalData.unchanged"),
  );
  expect(puts).toEqual([]);

  await birthdate.fill("31.02.1990");
  await save.click();
  await expect(birthdate).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("personalData-birthdate-error")).toContainText("14.03.1988");
  await expect(birthdate).toBeFocused();

  const young = new Date();
  young.setFullYear(young.getFullYear() - 17);
  const pad = (n: number) => String(n).padStart(2, "0");
  await birthdate.fill(`${pad(young.getDate())}.${pad(young.getMonth() + 1)}.${young.getFullYear()}`);
  await save.click();
  await expect(page.getByTestId("personalData-birthdate-error")).toHaveText(
    message("profile.error.tooYoung"),
  );
  expect(puts).toEqual([]);

  try {
    await birthdate.fill("15.04.1987");
    await page.getByLabel(message("profile.field.academicTitle")).fill("Dipl.-Ing.");
    await save.click();
    await expect(page.getByTestId("personal-data-notice")).toHaveText(message("profile.personalData.saved"));
    expect(puts).toHaveLength(1);
    await expect(birthdate).not.toHaveAttribute("aria-invalid");

    await page.reload();
    await expect(page.getByLabel(message("profile.field.birthdate"))).toHaveValue("15.04.1987");
    await expect(page.getByLabel(message("profile.field.academicTitle"))).toHaveValue("Dipl.-Ing.");
    await page.getByRole("link", { name: message("profile.nav.overview") }).click();
    await expect(page.getByTestId("glance-name")).toHaveText("Dipl.-Ing. Anna Schmidt");
  } finally {
    // Anna as seeded again, for the other tests.
    const restored = await apiCall(page, "PUT", "/api/customers", {
      salutation: "Female",
      firstName: "Anna",
      lastName: "Schmidt",
      email: ANNA.email,
      birthdate: "14.03.1988",
    });
    expect(restored.status()).toBe(200);
  }
});

test("[doc1 §5] password change: a wrong old password is refused at its field; the new one logs in", async ({
  page,
}) => {
  const fresh = "Neu-Passwort-2026";
  await logInByApi(page, MAX);
  await openShop(page, "/mein-konto/passwort");
  const old = page.getByLabel(message("profile.field.oldPassword"));
  const submit = page.getByRole("button", { name: message("profile.password.submit") });

  await page.getByRole("textbox", { name: message("profile.field.newPassword"), exact: true }).fill("kurz");
  await submit.click();
  await expect(page.getByTestId("password-oldPassword-error")).toHaveText(message("profile.error.required"));
  await expect(page.getByTestId("password-newPassword-error")).toHaveText(message("profile.error.tooShort"));
  await expect(page.getByTestId("password-repeatPassword-error")).toHaveText(
    message("profile.error.required"),
  );

  await old.fill("falsch-falsch");
  await page.getByRole("textbox", { name: message("profile.field.newPassword"), exact: true }).fill(fresh);
  await page.getByLabel(message("profile.field.repeat")).fill(fresh);
  await submit.click();
  await expect(page.getByTestId("password-oldPassword-error")).toHaveText(
    message("profile.error.wrongPassword"),
  );
  await expect(old).toBeFocused();

  try {
    await old.fill(MAX.password);
    await page.getByRole("textbox", { name: message("profile.field.newPassword"), exact: true }).fill(fresh);
    await page.getByLabel(message("profile.field.repeat")).fill(fresh);
    await submit.click();
    await expect(page.getByTestId("password-notice")).toHaveText(message("profile.password.changed"));
    await expect(old).toHaveValue("");

    await logInByApi(page, { email: MAX.email, password: fresh });
  } finally {
    const back = await apiCall(page, "PUT", "/api/customers/password", {
      oldPassword: fresh,
      newPassword: MAX.password,
    });
    expect([200, 400]).toContain(back.status());
  }
});

test("[doc1 §3, §7] communication settings are saved and still set after a reload", async ({ page }) => {
  await logInByApi(page, MAX);
  await openShop(page, "/mein-konto/kommunikation");
  const sms = page.getByLabel(message("profile.communication.personalSmsAllowed"));
  await expect(sms).not.toBeChecked();
  await sms.check();
  await page.getByRole("button", { name: message("profile.form.save") }).click();
  await expect(page.getByTestId("communication-notice")).toHaveText(message("profile.communication.saved"));
  await page.reload();
  await expect(page.getByLabel(message("profile.communication.personalSmsAllowed"))).toBeChecked();
  await expect(page.getByLabel(message("profile.communication.personalEmailAllowed"))).not.toBeChecked();
  await page.getByLabel(message("profile.communication.personalSmsAllowed")).uncheck();
  await page.getByRole("button", { name: message("profile.form.save") }).click();
  await expect(page.getByTestId("communication-notice")).toHaveText(message("profile.communication.saved"));
});

test("[doc1 §4] a first subscription of a topic answers 202: confirmation sent, not subscribed until the mail's link is followed", async ({
  page,
}) => {
  await logInByApi(page, MAX);
  await openShop(page, "/mein-konto/newsletter");
  const topic = page.getByLabel("Neu im Sortiment");
  await topic.check();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/customers/newsletter-topics/manage"));
  await page.getByRole("button", { name: message("profile.form.save") }).click();
  expect((await answer).status()).toBe(202);
  await expect(page.getByTestId("newsletter-notice")).toHaveText(
    message("profile.newsletter.confirmationSent"),
  );
  await expect(topic).not.toBeChecked();
  await expect(page.getByTestId("newsletter-neuheiten-pending")).toHaveText(
    message("profile.newsletter.pending"),
  );
  await expectNoAxeViolations(page);
  await shoot(page, "newsletter-pending");

  // The confirmation mail's link (development outbox, newest first) subscribes the topic.
  await page.goto("/dev/outbox");
  const mail = page.locator("li.mail").filter({ hasText: MAX.email }).first();
  await expect(mail).toContainText("Neu im Sortiment");
  await mail.getByRole("link").click();
  await expect(page.getByTestId("notification")).toContainText(message("profile.newsletter.confirmed"));
  await expect(page).toHaveURL(/\/mein-konto\/newsletter$/);
  await expect(page.getByLabel("Neu im Sortiment")).toBeChecked();
  await expect(page.getByTestId("newsletter-neuheiten-pending")).toHaveCount(0);
  await shoot(page, "newsletter-confirmed");

  // Followed a second time, the link is used up.
  await page.goBack();
  await mail.getByRole("link").click();
  await expect(page.getByTestId("notification")).toContainText(message("profile.newsletter.confirmInvalid"));
  await expectNoAxeViolations(page);

  // Unsubscribed again at once (200): the test leaves Max's topics as the seed has them.
  await page.getByLabel("Neu im Sortiment").uncheck();
  await page.getByRole("button", { name: message("profile.form.save") }).click();
  await expect(page.getByTestId("newsletter-notice")).toHaveText(message("profile.newsletter.saved"));
});

test("[doc1 §3] the customer's orders: the list, then an order's lines, totals, address and window", async ({
  page,
}) => {
  await logInByApi(page, LENA);
  await openShop(page, "/mein-konto/bestellungen");
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText("3900001002");
  await expect(rows.first()).toContainText(message("profile.orders.serviceType.DELIVERY"));
  await expect(rows.first()).toContainText("€");
  await rows.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/mein-konto\/_sub\/bestellung-3900001002$/);
  const detail = page.getByTestId("order-detail");
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId("checkout-service-address")).toContainText("Venloer Straße 210");
  await expect(detail.locator(".cart-line, li").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "order-detail");

  // An order number that is not Lena's: not found.
  await openShop(page, "/mein-konto/_sub/bestellung-3900009999");
  await expect(page.getByTestId("order-not-found")).toBeVisible();
});
