import { expect, type Page, test } from "@playwright/test";
import { settleConsent } from "./discovery-support";
import { expectNoAxeViolations, message } from "./support";

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
  await settleConsent(page);
};

const prices = async (page: Page) =>
  (await page.getByTestId("product-tile").getByTestId("price-amount").allTextContents()).map((s) =>
    Number(s.replace(/[^\d,]/g, "").replace(",", ".")),
  );

const brandsShown = async (page: Page) =>
  (await page.getByTestId("product-tile").locator(".tile__brand").allTextContents()).map((b) =>
    b.toLowerCase(),
  );

test.describe("product discovery", () => {
  test("[doc2 §2] browse: the range shows the top categories; a category lists its products and its subcategories", async ({
    page,
  }) => {
    await open(page, "/sortiment");
    await expect(page.getByRole("heading", { level: 1, name: message("discovery.range") })).toBeVisible();
    await page
      .getByRole("link", { name: /Getränke/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sortiment\/getraenke$/);
    await expect(page.getByRole("heading", { level: 1, name: "Getränke" })).toBeVisible();
    await expect(page.getByText("85 Produkte")).toBeVisible();
    await expect(page.getByTestId("product-tile")).toHaveCount(24);
    const nav = page.getByRole("navigation", { name: message("discovery.categories") });
    await nav
      .getByRole("link", { name: /Wasser/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Wasser" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: message("discovery.breadcrumb") })).toContainText(
      "Getränke",
    );
  });

  test("[doc2 §2] paging and sorting: page 2, then a sort by price starts again at page 1 in ascending order", async ({
    page,
  }) => {
    await open(page, "/sortiment/getraenke");
    const first = await page.getByTestId("product-tile").first().getAttribute("data-sku");
    await page
      .getByRole("navigation", { name: message("discovery.pagination") })
      .getByRole("link", { name: "Seite 2" })
      .click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole("link", { name: "Seite 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("product-tile").first()).not.toHaveAttribute("data-sku", first ?? "");
    await page.getByLabel(message("discovery.sort")).selectOption("price_asc");
    await expect(page).toHaveURL(/\?sort=price_asc$/);
    // The sorted page loads after the URL changes; read the prices once its tiles are there.
    await expect(page.getByTestId("product-tile").first()).toBeVisible();
    await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
    await expect
      .poll(async () => {
        const p = await prices(page);
        return p.length > 1 && [...p].sort((a, b) => a - b).every((v, i) => v === p[i]);
      })
      .toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
  });

  test("[doc2 §2] a brand filter narrows the list and shows only that brand", async ({ page }) => {
    await open(page, "/sortiment/getraenke");
    const brand = page
      .getByRole("group", { name: message("discovery.brand") })
      .getByRole("checkbox")
      .first();
    const label =
      (await page
        .getByRole("group", { name: message("discovery.brand") })
        .locator("label span")
        .first()
        .textContent()) ?? "";
    await brand.click();
    await expect(page).toHaveURL(/brand=/);
    await expect.poll(async () => [...new Set(await brandsShown(page))]).toEqual([label.toLowerCase()]);
  });

  test("[doc2 §3] open a product: prices, deposit, unit price, nutrition and similar products; quick view is a dialog", async ({
    page,
  }) => {
    await open(page, "/sortiment/mineralwasser");
    const tile = page.getByTestId("product-tile").first();
    await tile.getByRole("button", { name: /Schnellansicht/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    const name = (await tile.getByRole("heading").textContent()) ?? "";
    await tile.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const detail = page.getByTestId("product-detail");
    await expect(detail.getByTestId("unit-price").first()).toContainText("/ l");
    await expect(detail.getByText(/zzgl\. .* Pfand/).first()).toBeVisible();
    await expect(detail.getByRole("table")).toBeVisible();
    await expect(page.getByTestId("product-carousel")).toBeVisible();
    // The cart feature fills the extension point: the detail page's add button is live.
    await expect(detail.getByRole("button", { name: message("discovery.addToCart") }).first()).toBeEnabled();
  });

  test("[doc2 §2] a bare slug query on first load opens the product", async ({ page }) => {
    await page.goto("/?slug=demo-bio-bio-aepfel-elstar-1-kg");
    await expect(page).toHaveURL(/\/produkt\/demo-bio-bio-aepfel-elstar-1-kg$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bio Äpfel Elstar 1 kg" })).toBeVisible();
  });

  test("[doc1 §2] a product that is gone shows the CMS not-found page with the not-found slider from the error data", async ({
    page,
  }) => {
    await open(page, "/produkt/gibt-es-nicht/0000000");
    const notFound = page.getByTestId("not-found-page");
    // The editors' not-found page (seeded at /404), then the extra component the 404's data names.
    await expect(
      notFound.getByRole("heading", { level: 1, name: "Diese Seite haben wir leider nicht im Regal" }),
    ).toBeVisible();
    const slider = notFound.getByTestId("product-not-found");
    await expect(
      slider.getByRole("heading", { level: 2, name: message("discovery.productMissingTitle") }),
    ).toBeVisible();
    await expect(slider.getByTestId("product-carousel").getByTestId("product-tile").first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(message("notFound.title")));
  });

  test("[doc1 §2] brands list and brand detail", async ({ page }) => {
    await open(page, "/marken");
    await page
      .getByRole("link", { name: /Demo Bio/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Demo Bio" })).toBeVisible();
    await expect.poll(async () => [...new Set(await brandsShown(page))]).toEqual(["demo bio"]);
  });
});

for (const width of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const) {
  test.describe(`${width.name} width`, () => {
    test.use({ viewport: width.viewport });
    for (const p of [
      { name: "product list", path: "/sortiment/getraenke" },
      { name: "product detail", path: "/produkt/demo-bio-bio-aepfel-elstar-1-kg/4779585" },
      { name: "brands", path: "/marken" },
    ]) {
      test(`[design §Tests] the ${p.name} has no WCAG 2 A/AA violations at ${width.name} width`, async ({
        page,
      }) => {
        await open(page, p.path);
        await expectNoAxeViolations(page);
      });
    }
  });
}
