import { expect, test } from "@playwright/test";
import { formatPrice } from "../domain/discovery/format";
import { isOnOffer } from "../domain/discovery/pricing";
import { generateCatalogue } from "../server/seed/catalogue/generate";
import { addFromTile, chooseClickAndCollect, expectBadgeCount } from "./cart-support";
import { settleConsent } from "./discovery-support";
import { message, openShop } from "./support";

// The server seeds this very catalogue: what is on offer is known without asking it.
const offers = generateCatalogue()
  .products.map((r) => r.product)
  .filter(isOnOffer);

test.describe("the offers page", () => {
  test("[doc1 §2] the offers page lists the products on offer with their price and the price before the offer", async ({
    page,
  }) => {
    await openShop(page, "/angebote");
    await expect(page.getByRole("heading", { level: 1, name: "Angebote der Woche" })).toBeVisible();
    const promotion = page.getByTestId("product-promotion");
    const tiles = promotion.getByTestId("product-tile");
    await expect(tiles).toHaveCount(offers.length);

    const shown = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute("data-sku")));
    expect(shown.sort()).toEqual(offers.map((p) => p.sku).sort());

    const packaged = offers.find((p) => !p.weightArticle && !p.weightPieceArticle);
    expect(packaged, "the seed has a packaged product on offer").toBeDefined();
    const tile = promotion.locator(`[data-testid="product-tile"][data-sku="${packaged?.sku}"]`);
    await expect(tile.getByTestId("price-amount")).toHaveText(
      formatPrice(packaged?.price.regular.value ?? 0),
    );
    await expect(tile.getByTestId("strike-price")).toHaveText(
      message("discovery.strikePrice").replace(
        "{amount}",
        formatPrice(packaged?.price.strikePrice?.value ?? 0),
      ),
    );
    await expect(tile.getByText(message("discovery.offer"), { exact: true })).toBeVisible();
  });

  test("[doc2 §4] a product on offer goes into the cart from the offers page like from any list", async ({
    page,
  }) => {
    await openShop(page, "/angebote");
    await expect(page.getByTestId("product-promotion").getByTestId("product-tile").first()).toBeVisible();
    await settleConsent(page);
    await expectBadgeCount(page, 0);
    await addFromTile(page);
    await chooseClickAndCollect(page);
    await expectBadgeCount(page, 1);
  });
});
