import { expect, type Page, test } from "@playwright/test";
import { ANNA, LENA, logInByApi } from "./account-support";
import { expectNoAxeViolations, message, openShop, presetConsent } from "./support";

/** With SHOTS_DIR set, full-page screenshots at 375 and 1280 px for looking at (not in CI). */
const shot = async (page: Page, name: string) => {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** Console errors, page errors and content problems posted to /logs (a block whose props did not decode). */
let problems: string[] = [];
test.beforeEach(async ({ page }) => {
  problems = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/logs") problems.push(`log: ${r.postData()}`);
  });
  await presetConsent(page, []);
});
test.afterEach(() => {
  expect(problems, "every block rendered without errors").toEqual([]);
});

test("[issue 14] FAQ: accordions by keyboard (WAI-ARIA), a user message and a publication with its real size", async ({
  page,
}) => {
  // Shoppers find the page in the footer.
  await openShop(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Häufige Fragen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Häufige Fragen" })).toBeVisible();

  const note = page.getByRole("status").filter({ hasText: "Geänderte Öffnungszeiten an Feiertagen" });
  await expect(note).toContainText(message("content.userMessage.info"));

  const first = page.getByRole("button", { name: "Bis wann kann ich für morgen bestellen?" });
  const second = page.getByRole("button", { name: "Kann ich meine Bestellung noch ändern?" });
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Bestellungen, die bis 22 Uhr eingehen")).toBeHidden();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await first.getAttribute("aria-controls")}`);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAccessibleName("Bis wann kann ich für morgen bestellen?");
  // One open at a time in this accordion: Tab to the next header, Space opens it and closes the first.
  await page.keyboard.press("Tab");
  await expect(second).toBeFocused();
  await page.keyboard.press(" ");
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  // The fees in the answer are the order config's (the {order.*} placeholders filled in).
  await page.getByRole("button", { name: "Was kostet die Lieferung?" }).click();
  await expect(page.getByText(/Die Liefergebühr beträgt \d/)).toBeVisible();

  // The second accordion lets several stay open.
  const payment = page.getByRole("button", { name: "Welche Zahlungsarten gibt es?" });
  const card = page.getByRole("button", { name: "Wie nutze ich meine Kundenkarte online?" });
  await payment.click();
  await card.click();
  await expect(payment).toHaveAttribute("aria-expanded", "true");
  await expect(card).toHaveAttribute("aria-expanded", "true");

  const publication = page.getByTestId("cms-publication");
  await expect(publication.getByRole("heading", { name: "Karte unseres Liefergebiets" })).toBeVisible();
  await expect(publication).toContainText("Veröffentlicht am 2. März 2026 · SVG, 637 B");
  const download = publication.getByRole("link", { name: /^Herunterladen: Karte unseres Liefergebiets/ });
  await expect(download).toHaveAttribute("download", "");
  const file = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(file.status()).toBe(200);
  expect((await file.body()).byteLength, "the size the block states is the file's").toBe(637);

  await expectNoAxeViolations(page);
  await shot(page, "faq");
});

test("[issue 14] sustainability: tabs by keyboard (arrows, Home, End), table, features, options, image list, social links", async ({
  page,
}) => {
  await openShop(page, "/ueber-uns/nachhaltigkeit");
  const tablist = page.getByRole("tablist", { name: "Schwerpunkte" });
  const tab = (name: string) => tablist.getByRole("tab", { name });
  await expect(tab("Verpackung")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Verpackung" })).toContainText("Mehrwegflaschen");
  // Roving tabindex: only the selected tab is in the tab order.
  await expect(tablist.locator('[tabindex="0"]')).toHaveCount(1);

  await tab("Verpackung").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Energie")).toBeFocused();
  await expect(tab("Energie")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Energie" })).toContainText("Ökostrom");
  await expect(page.getByText("Obst und Gemüse gibt es bei uns lose.")).toBeHidden();
  await page.keyboard.press("End");
  await expect(tab("Sortiment")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Verpackung")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Sortiment")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tab("Verpackung")).toHaveAttribute("aria-selected", "true");
  // Tab leaves the tab list for the panel.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Verpackung" })).toBeFocused();

  const table = page.getByRole("table", { name: "Unsere Ziele bis 2030" });
  await expect(table.getByRole("columnheader")).toHaveText(["Bereich", "2025", "Ziel 2030"]);
  await expect(table.getByRole("rowheader", { name: "Mehrweganteil Getränke" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(4);

  await expect(page.getByTestId("cms-feature")).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "Gebündelte Touren" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zum Liefergebiet" })).toHaveAttribute("href", "/liefergebiet");

  const options = page.getByTestId("cms-option").getByRole("listitem");
  await expect(options).toHaveCount(3);
  await expect(options.nth(2)).toContainText(
    `Pfand auf die Kundenkarte (${message("content.option.unavailable")})`,
  );

  const images = page.getByTestId("image-list").getByRole("img");
  await expect(images).toHaveCount(3);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute("width", "800");
    await expect(img).toHaveAttribute("height", "600");
  }
  await expect(page.getByTestId("image-list").getByRole("link", { name: /Backwaren/ })).toHaveAttribute(
    "href",
    "/sortiment/backwaren",
  );

  const social = page.getByRole("navigation", { name: "Folgen Sie uns" });
  await expect(social.getByRole("link", { name: "Demo Markt bei Instagram" })).toHaveAttribute(
    "href",
    "https://www.instagram.com/demomarkt.example",
  );
  await expect(social.getByRole("link")).toHaveCount(3);

  await expectNoAxeViolations(page);
  await shot(page, "sustainability");
});

test("[issue 14] promotions: sliders by buttons and keyboard, no motion when reduced, product group tiles, vouchers for guests", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openShop(page, "/angebote/aktionen");
  const slider = page.getByRole("region", { name: "Aktionen im Überblick" });
  await expect(slider).toHaveAttribute("aria-roledescription", message("content.slider.roledescription"));
  const current = slider.getByRole("group");
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName("1 von 3");
  await expect(current).toContainText("Jede Woche neue Angebote");
  const image = current.getByRole("img");
  await expect(image).toHaveAttribute("width", "1200");
  await expect(image).toHaveAttribute("height", "600");
  await expect(current).toHaveCSS("animation-name", "none");

  const previous = slider.getByRole("button", { name: message("content.slider.previous") });
  const next = slider.getByRole("button", { name: message("content.slider.next") });
  await next.click();
  await expect(current).toHaveAccessibleName("2 von 3");
  await expect(current).toContainText("Frisch vom Markt");
  // By keyboard: previous twice wraps round to the last slide.
  await previous.focus();
  await page.keyboard.press("Enter");
  await expect(current).toHaveAccessibleName("1 von 3");
  await page.keyboard.press("Space");
  await expect(current).toHaveAccessibleName("3 von 3");
  await expect(current).toContainText("Beratung im Markt");
  await expect(previous).toBeFocused();

  const teasers = page.getByRole("region", { name: "Entdecken" }).and(page.getByTestId("teaser-slider"));
  await expect(teasers.getByRole("heading", { name: "Obst & Gemüse" })).toBeVisible();
  await teasers.getByRole("button", { name: message("content.slider.next") }).click();
  await expect(teasers.getByRole("heading", { name: "Backwaren" })).toBeVisible();
  await expect(teasers.getByRole("heading", { name: "Obst & Gemüse" })).toBeHidden();

  // The product group: the chosen offers in the editor's order, as the listing's tiles with add to cart.
  const tiles = page
    .getByRole("region", { name: message("discovery.offer"), exact: true })
    .getByTestId("product-tile");
  await expect(tiles).toHaveCount(4);
  expect(await tiles.evaluateAll((els) => els.map((e) => e.getAttribute("data-sku")))).toEqual([
    "2217245",
    "6263591",
    "6639287",
    "8922854",
  ]);
  await expect(tiles.getByTestId("add-to-cart")).toHaveCount(4);
  // A group whose source is a category: its tiles are products of that category.
  const bakery = page.getByRole("region", { name: "Frisch aus der Backstube" }).getByTestId("product-tile");
  await expect(bakery).toHaveCount(4);
  const bakerySkus = await bakery.evaluateAll((els) => els.map((e) => e.getAttribute("data-sku") ?? ""));
  const found = await page.request.get(`/api/product-discovery/products?skus=${bakerySkus.join(",")}`);
  const { products } = (await found.json()) as {
    products: Array<{ parentCategories: Array<{ slug: string }> }>;
  };
  expect(products).toHaveLength(4);
  for (const p of products) expect(p.parentCategories.map((c) => c.slug)).toContain("backwaren");

  const vouchers = page.getByTestId("voucher-group");
  await expect(vouchers).toContainText(message("content.voucherGroup.guest"));
  await expect(vouchers.getByTestId("loyalty-login-button")).toBeVisible();
  await expect(vouchers.getByTestId("loyalty-voucher")).toHaveCount(0);

  await expectNoAxeViolations(page);
  await shot(page, "promotions");
});

test("[issue 14] voucher group: the loyalty member sees her vouchers, a customer without a card is offered linking one", async ({
  page,
  browser,
  baseURL,
}) => {
  await logInByApi(page, LENA);
  await openShop(page, "/angebote/aktionen");
  const group = page.getByTestId("voucher-group");
  const vouchers = group.getByTestId("loyalty-voucher");
  await expect(vouchers).toHaveCount(2);
  await expect(vouchers.first()).toContainText("Dreifache Punkte");
  await shot(page, "promotions-member");

  // Another shopper in a browser of her own: logging Lena out here would fail her page's calls.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await presetConsent(other, []);
  await logInByApi(other, ANNA);
  await openShop(other, "/angebote/aktionen");
  const annasGroup = other.getByTestId("voucher-group");
  await expect(annasGroup).toContainText(message("content.voucherGroup.noCard"));
  await expect(annasGroup.getByTestId("loyalty-link-button")).toBeVisible();
  await expect(annasGroup.getByTestId("loyalty-voucher")).toHaveCount(0);
  await context.close();
});
