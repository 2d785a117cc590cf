import { describe, expect, it } from "vitest";
import { cartCountText, selectCartCount, selectCartLineCount } from "../../domain/cart/count";
import { englishMessages, germanMessages } from "../../server/seed/messages";
import { apples, cartShop, inArea, juice, water } from "./support";

const words = (shop: Awaited<ReturnType<typeof cartShop>>) => {
  const s = shop.store.getState();
  return cartCountText(germanMessages, selectCartCount(s), selectCartLineCount(s));
};

describe("the cart's size in words (badge, menu, side cart, cart page)", () => {
  it("[doc2 §2] badge and headings say the same: units of the badge in lines, e.g. 8 Artikel in 2 Positionen", async () => {
    const shop = await cartShop({ address: inArea });
    expect(words(shop)).toBe("leer");
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 2 });
    expect(words(shop)).toBe("2 Artikel in 1 Position");
    await shop.dispatch({ _tag: "AddItem", sku: juice.sku, quantity: 6 });
    // The badge counts units (2 + 6), the heading used to count lines (2): now one text says both.
    expect(selectCartCount(shop.store.getState())).toBe(8);
    expect(words(shop)).toBe("8 Artikel in 2 Positionen");
    // A loose weight article is one unit, whatever its grams.
    await shop.dispatch({ _tag: "AddItem", sku: apples.sku, quantity: 750 });
    expect(words(shop)).toBe("9 Artikel in 3 Positionen");
  });

  it("[doc2 §2] singular and plural in both bundles; an empty cart has its own word", () => {
    expect(cartCountText(germanMessages, 1, 1)).toBe("1 Artikel in 1 Position");
    expect(cartCountText(germanMessages, 0, 0)).toBe("leer");
    expect(cartCountText(englishMessages, 1, 1)).toBe("1 item in 1 line");
    expect(cartCountText(englishMessages, 8, 2)).toBe("8 items in 2 lines");
  });
});
