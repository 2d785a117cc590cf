import { expect, test } from "@playwright/test";
import { ANNA, logInByApi } from "./account-support";
import { expectNoAxeViolations, openShop } from "./support";

/** The form blocks of issue 14 on their seeded pages (server/seed/content/pages-forms.ts). */
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

test("[issue 14, doc1 §5] the contact form names a broken field, uploads a file with progress and shows the receipt", async ({
  page,
}) => {
  await openShop(page, "/service/kontakt");
  const form = page.getByTestId("contact-form");
  await expect(page.getByTestId("contact-block").getByRole("link", { name: "0800 123 45 67" })).toBeVisible();

  // Too long a first name and a non-numeric order number: refused before sending, the first field focused.
  await form.getByLabel("Vorname").fill("Annabella-Maria-Theresa-X");
  await form.getByLabel("Bestellnummer").fill("39-0001");
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByTestId("contact-firstName-error")).toHaveText(
    "Bitte geben Sie höchstens 24 Zeichen ein.",
  );
  await expect(page.getByTestId("contact-orderNumber-error")).toHaveText("Bitte geben Sie nur Ziffern ein.");
  await expect(page.getByTestId("contact-text-error")).toHaveText("Bitte füllen Sie dieses Feld aus.");
  await expect(form.getByLabel("Vorname")).toBeFocused();
  await expect(form.getByLabel("Vorname")).toHaveAttribute("aria-invalid", "true");

  // A gif is refused in the browser already; the pdf goes up and its progress bar fills.
  await page
    .getByTestId("contact-files")
    .setInputFiles([{ name: "bild.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") }]);
  await expect(page.getByTestId("contact-file-list")).toContainText(
    "Nur PDF-, JPEG- oder PNG-Dateien sind möglich.",
  );
  await page.getByRole("button", { name: "bild.gif entfernen" }).click();
  await page
    .getByTestId("contact-files")
    .setInputFiles([{ name: "Kassenbon.pdf", mimeType: "application/pdf", buffer: PDF }]);
  await expect(page.getByRole("progressbar", { name: "Kassenbon.pdf wird hochgeladen" })).toHaveAttribute(
    "value",
    "1",
  );

  await form.getByLabel("Vorname").fill("Anna");
  await form.getByLabel("E-Mail-Adresse").fill("anna@example.com");
  await form.getByLabel("Bestellnummer").fill("3900001001");
  await form.getByLabel("Ihre Nachricht").fill("In meiner Lieferung fehlte die Milch.");
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByTestId("contact-reference")).toContainText(
    /Ihre Vorgangsnummer lautet K-\d{8}-[A-Z2-9]{6}/,
  );
});

test("[issue 14, doc1 §4] an anonymous visitor's subscription is pending until the e-mail is confirmed", async ({
  page,
}) => {
  await openShop(page, "/newsletter");
  const block = page.getByTestId("newsletter-subscribe");
  await expect(block).toContainText("Tragen Sie einfach Ihre E-Mail-Adresse ein.");
  await block.getByLabel("E-Mail-Adresse").fill("gast@");
  await block.getByRole("button", { name: "Newsletter abonnieren" }).click();
  await expect(page.getByTestId("newsletter-email-error")).toHaveText(
    "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  );
  await block.getByLabel("E-Mail-Adresse").fill("gast.e2e@example.com");
  await block.getByRole("button", { name: "Newsletter abonnieren" }).click();
  await expect(page.getByTestId("newsletter-pending")).toHaveText(
    "Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link in unserer E-Mail.",
  );
});

test("[issue 14, doc1 §3, §4] the questionnaire is prefilled from the logged-in customer and sent with a receipt", async ({
  page,
}) => {
  await logInByApi(page, ANNA);
  await openShop(page, "/service/umfrage");
  const form = page.getByTestId("questionnaire-form");
  await expect(page.getByTestId("questionnaire-prefilled")).toBeVisible();
  await expect(form.getByLabel("Vorname")).toHaveValue("Anna");
  await expect(form.getByLabel("Nachname")).toHaveValue("Schmidt");
  await expect(form.getByLabel("Alter")).toHaveValue(/^\d{2}$/);
  await expect(form.getByLabel("Geschlecht")).toHaveValue("female");
  await expect(form.getByLabel("Straße und Hausnummer")).toHaveValue("Hohe Straße 12");

  await form.getByLabel("Alter").fill("100");
  await form.getByRole("button", { name: "Umfrage absenden" }).click();
  await expect(page.getByTestId("questionnaire-age-error")).toHaveText(
    "Bitte geben Sie ein Alter zwischen 1 und 99 ein.",
  );
  await form.getByLabel("Alter").fill("38");
  await form.getByRole("radio", { name: "Zufrieden", exact: true }).check();
  await form.getByRole("button", { name: "Umfrage absenden" }).click();
  await expect(page.getByTestId("questionnaire-reference")).toContainText(/Ihre Referenz: U-\d{8}-/);
});

test("[issue 14] the form pages have no axe violations", async ({ page }) => {
  for (const path of ["/service/kontakt", "/newsletter", "/newsletter/abmelden", "/service/umfrage"]) {
    await openShop(page, path);
    await expect(page.locator(".cf-form").first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
