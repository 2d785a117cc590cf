import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  depositTotal,
  lineDeposit,
  linePrice,
  lineWeightGrams,
  piecePrice,
  unitPriceOf,
} from "../../domain/discovery/pricing";
import { Product } from "../../domain/discovery/product";
import { foldText, slugify } from "../../domain/discovery/text";
import { CATALOGUE_SEED, generateCatalogue } from "../../server/seed/catalogue/generate";
import { parseSize } from "../../server/seed/catalogue/size";

const catalogue = generateCatalogue();
const products = catalogue.products.map((r) => r.product);

describe("the demo catalogue generator", () => {
  it("[issue] is deterministic: generating twice gives the same catalogue", () => {
    expect(generateCatalogue()).toEqual(catalogue);
    expect(generateCatalogue(CATALOGUE_SEED)).toEqual(catalogue);
  });

  it("[issue] another seed changes prices but not the assortment", () => {
    const other = generateCatalogue(CATALOGUE_SEED + 1).products.map((r) => r.product);
    expect(other.map((p) => p.sku)).toEqual(products.map((p) => p.sku));
    expect(other.map((p) => p.price.regular.value)).not.toEqual(products.map((p) => p.price.regular.value));
  });

  it("[issue] has at least 500 products, 30 brands and 9 top categories, in a tree three levels deep", () => {
    expect(products.length).toBeGreaterThanOrEqual(500);
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(30);
    const depths = catalogue.categories.map((c) => c.category.depth);
    expect(depths.filter((d) => d === 1).length).toBeGreaterThanOrEqual(9);
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(3);
    for (const p of products) expect(p.parentCategories.length, p.name).toBeGreaterThanOrEqual(3);
    const tops = new Set(
      catalogue.categories.filter((c) => c.category.depth === 1).map((c) => c.category.slug),
    );
    for (const slug of [
      "obst-gemuese",
      "backwaren",
      "milch-kaese-eier",
      "fleisch-fisch",
      "tiefkuehl",
      "getraenke",
    ]) {
      expect(tops).toContain(slug);
    }
    expect(tops).toContain("haushalt");
    expect(tops).toContain("baby-kind");
    expect(tops).toContain("tierbedarf");
  });

  it("skus, product ids and slugs are unique; every product decodes as a Product", () => {
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.productId)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products) Schema.decodeUnknownSync(Product)(Schema.encodeSync(Product)(p));
    // Slugs must never shadow the static segments of the discovery paths.
    const slugs = new Set([
      ...products.map((p) => p.slug),
      ...catalogue.categories.map((c) => c.category.slug),
    ]);
    expect(slugs.has("search")).toBe(false);
    expect(slugs.has("tree")).toBe(false);
  });

  it("[doc2 §3] every product's category is the last of its parentCategories, which follow the tree", () => {
    const bySlug = new Map(catalogue.categories.map((c) => [c.category.slug, c.category] as const));
    for (const p of products) {
      expect(p.parentCategories.at(-1)?.slug).toBe(p.category);
      const leaf = bySlug.get(p.category);
      expect(leaf?.breadcrumb).toEqual(p.parentCategories);
      expect(leaf?.children).toEqual([]);
    }
  });

  it("[doc2 §9] prices are integer cents; a loyalty price is below the regular price", () => {
    const loyalty = products.filter((p) => p.price.loyalty);
    expect(loyalty.length).toBeGreaterThan(20);
    for (const p of products) {
      expect(Number.isInteger(p.price.regular.value) && p.price.regular.value > 0).toBe(true);
      if (p.price.loyalty) expect(p.price.loyalty.value).toBeLessThan(p.price.regular.value);
    }
  });

  it("[doc2 §3] drinks carry bottle and crate deposits; the deposit price is their sum", () => {
    const withDeposit = products.filter((p) => p.deposit);
    const crates = withDeposit.filter((p) => p.deposit?.crate);
    expect(crates.length).toBeGreaterThanOrEqual(5);
    expect(withDeposit.some((p) => p.deposit?.kind === "singleUse")).toBe(true);
    expect(withDeposit.some((p) => p.deposit?.kind === "reusable" && !p.deposit.crate)).toBe(true);
    for (const p of products) {
      if (!p.deposit) {
        expect(p.price.depositPrice, p.name).toBeUndefined();
        continue;
      }
      expect(p.parentCategories[0]?.slug).toBe("getraenke");
      expect(p.deposit.bottles).toBe(p.bundleSize);
      expect(p.price.depositPrice?.value).toBe(depositTotal(p.deposit));
    }
    const water = products.find((p) => p.name === "Mineralwasser Classic 12 x 0,7 l Kasten");
    expect(water?.price.depositPrice?.value).toBe(150 + 12 * 15);
    expect(water?.bundleInfo).toBe("12 x 0,7 l");
    expect(water?.bundleSize).toBe(12);
  });

  it("[doc1 §3] alcohol is age restricted (beer and wine 16, spirits 18), alcohol-free drinks are not", () => {
    const age = (name: string) => products.find((p) => p.name.startsWith(name))?.ageRestriction;
    expect(age("Pilsener 20 x 0,5 l")).toBe(16);
    expect(age("Riesling trocken")).toBe(16);
    expect(age("Gin 41 %")).toBe(18);
    expect(age("Pils alkoholfrei")).toBe(0);
    expect(age("Sekt alkoholfrei")).toBe(0);
    expect(age("Frische Vollmilch")).toBe(0);
    expect(products.filter((p) => p.ageRestriction === 18).length).toBeGreaterThan(5);
  });

  it("[doc2 §3] weight articles are priced per kg and counted in grams; piece articles per piece", () => {
    const weight = products.filter((p) => p.weightArticle);
    const pieces = products.filter((p) => p.weightPieceArticle);
    expect(weight.length).toBeGreaterThanOrEqual(5);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    for (const p of weight) {
      expect(p.unitPrice).toEqual({ value: p.price.regular.value, per: "kg" });
      expect(p.quantityStepSize).toBe(p.weight.grams);
      expect(p.maxQuantity % p.quantityStepSize).toBe(0);
    }
    for (const p of pieces) {
      expect(p.quantityStepSize).toBe(1);
      expect(p.packageSize).toContain(`${p.weight.grams} g`);
    }
    expect(
      products.some((p) => p.parentCategories.some((c) => c.slug === "kaesetheke") && p.weightArticle),
    ).toBe(true);
  });

  it("some products are temporarily unavailable or unavailable; most are available", () => {
    const count = (a: string) => products.filter((p) => p.availability === a).length;
    expect(count("temporarilyUnavailable")).toBeGreaterThan(0);
    expect(count("unavailable")).toBeGreaterThan(0);
    expect(count("available")).toBeGreaterThan(products.length * 0.8);
  });

  it("every product has a served image, a description; food has a nutrition table", () => {
    for (const p of products) {
      expect(p.image.url).toBe(`/media/products/${p.sku}.svg`);
      expect(p.image.alt).toBe(p.name);
      expect(p.description.length).toBeGreaterThan(20);
    }
    const milk = products.find((p) => p.name.startsWith("Frische Vollmilch"));
    expect(milk?.nutrition.map((n) => n.name)).toContain("Energie");
    expect(products.find((p) => p.name.startsWith("Küchenrolle"))?.nutrition).toEqual([]);
  });

  it("recipes link only to catalogue products", () => {
    expect(catalogue.recipes.length).toBe(12);
    const skus = new Set(products.map((p) => p.sku));
    for (const r of catalogue.recipes) {
      expect(r.recipe.ingredientSkus.length).toBeGreaterThan(0);
      for (const s of r.recipe.ingredientSkus) expect(skus).toContain(s);
    }
  });
});

describe("pricing rules", () => {
  const base = {
    price: { regular: { value: 1290 }, loyalty: { value: 990 }, depositPrice: { value: 330 } },
    weight: { grams: 180, netContent: { value: 180, unit: "g" as const } },
  };

  it("[doc2 §9] a piece of a per-piece weight article costs the per-kg price times its weight", () => {
    const piece = { ...base, weightArticle: false, weightPieceArticle: true };
    expect(piecePrice(piece)).toBe(Math.round((1290 * 180) / 1000));
    expect(piecePrice(piece, true)).toBe(Math.round((990 * 180) / 1000));
    expect(linePrice(piece, 3)).toBe(3 * 232);
    expect(lineWeightGrams(piece, 3)).toBe(540);
  });

  it("[doc2 §9] a weight article's quantity is grams", () => {
    const loose = { ...base, weightArticle: true, weightPieceArticle: false };
    expect(linePrice(loose, 250)).toBe(Math.round(1290 / 4));
    expect(linePrice(loose, 1000, true)).toBe(990);
    expect(lineWeightGrams(loose, 250)).toBe(250);
    expect(lineDeposit(loose, 250)).toBe(0);
  });

  it("a packaged article: price and deposit per unit", () => {
    const pack = { ...base, weightArticle: false, weightPieceArticle: false };
    expect(linePrice(pack, 2)).toBe(2580);
    expect(linePrice(pack, 2, true)).toBe(1980);
    expect(lineDeposit(pack, 2)).toBe(660);
    expect(lineWeightGrams(pack, 2)).toBe(360);
  });

  it("unit prices per kg, litre and piece", () => {
    expect(unitPriceOf(119, { value: 1000, unit: "ml" }, false)).toEqual({ value: 119, per: "l" });
    expect(unitPriceOf(549, { value: 8400, unit: "ml" }, false)).toEqual({ value: 65, per: "l" });
    expect(unitPriceOf(229, { value: 250, unit: "g" }, false)).toEqual({ value: 916, per: "kg" });
    expect(unitPriceOf(299, { value: 10, unit: "piece" }, false)).toEqual({ value: 30, per: "piece" });
    expect(unitPriceOf(299, { value: 1000, unit: "g" }, true)).toEqual({ value: 299, per: "kg" });
  });

  it("pack sizes parse with German decimal commas and bundles", () => {
    expect(parseSize("6 x 1,5 l")).toEqual({
      net: { value: 9000, unit: "ml" },
      bundleSize: 6,
      bundleInfo: "6 x 1,5 l",
      part: { value: 1500, unit: "ml" },
    });
    expect(parseSize("2,5 kg").net).toEqual({ value: 2500, unit: "g" });
    expect(parseSize("8 Rollen").net).toEqual({ value: 8, unit: "piece" });
    expect(() => parseSize("ein Sack")).toThrow();
  });

  it("text folding and slugs", () => {
    expect(foldText("Äpfel Größe Café")).toBe("apfel grosse cafe");
    expect(slugify("Äpfel & Birnen")).toBe("aepfel-birnen");
    expect(slugify("Frische Vollmilch 3,5 %")).toBe("frische-vollmilch-3-5");
  });
});
