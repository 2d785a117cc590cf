import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  displayPrice,
  formatNetContent,
  formatPrice,
  formatUnitPrice,
  formatWeight,
} from "../../domain/discovery/format";
import { isOnOffer } from "../../domain/discovery/pricing";

const NBSP = "\u00a0";
const parseEuro = (s: string) => Number(s.replace(`${NBSP}€`, "").replace(/\./g, "").replace(",", "."));

type Priced = Parameters<typeof displayPrice>[0];
const product = (over: Partial<Priced> = {}): Priced => ({
  price: { regular: { value: 199 } },
  unitPrice: { value: 398, per: "kg" },
  weightArticle: false,
  weightPieceArticle: false,
  weight: { grams: 520, netContent: { value: 500, unit: "g" } },
  ...over,
});

describe("money display", () => {
  it("[doc2 §9] cents are divided by 100 and shown with 2 decimals (de-DE, EUR)", () => {
    expect(formatPrice(199)).toBe(`1,99${NBSP}€`);
    expect(formatPrice(0)).toBe(`0,00${NBSP}€`);
    expect(formatPrice(1)).toBe(`0,01${NBSP}€`);
    expect(formatPrice(99)).toBe(`0,99${NBSP}€`);
    expect(formatPrice(100)).toBe(`1,00${NBSP}€`);
    expect(formatPrice(100_000)).toBe(`1.000,00${NBSP}€`);
    expect(formatPrice(199, "en-US", "USD")).toBe("$1.99");
  });

  it("[doc2 §9] any amount in cents reads back as the same cents (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        expect(Math.round(parseEuro(formatPrice(cents)) * 100)).toBe(cents);
      }),
    );
  });

  it("[design §Rules] grams are shown in g below 1 kg and in kg from 1 kg", () => {
    expect(formatWeight(999)).toBe("999 g");
    expect(formatWeight(1000)).toBe("1 kg");
    expect(formatWeight(1500)).toBe("1,5 kg");
    expect(formatWeight(16_068)).toBe("16,068 kg");
    expect(formatNetContent({ value: 330, unit: "ml" })).toBe("330 ml");
    expect(formatNetContent({ value: 1000, unit: "ml" })).toBe("1 l");
    expect(formatNetContent({ value: 8400, unit: "ml" })).toBe("8,4 l");
    expect(formatNetContent({ value: 6, unit: "piece" })).toBe("6 Stück");
  });

  it("[doc2 §3] the unit price is per kg from grams and per litre from millilitres", () => {
    expect(formatUnitPrice({ value: 369, per: "kg" })).toBe(`3,69${NBSP}€ / kg`);
    expect(displayPrice(product(), false).unit).toEqual({ value: 398, per: "kg" });
    const water = product({
      price: { regular: { value: 639 } },
      weight: { grams: 16068, netContent: { value: 8400, unit: "ml" } },
    });
    expect(displayPrice(water, false).unit).toEqual({ value: 76, per: "l" });
    const eggs = product({
      price: { regular: { value: 300 } },
      weight: { grams: 600, netContent: { value: 10, unit: "piece" } },
    });
    expect(displayPrice(eggs, false).unit).toEqual({ value: 30, per: "piece" });
  });

  it("[doc2 §3] the unit price times the content gives back the price, to within rounding (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.constantFrom("g" as const, "ml" as const),
        (cents, amount, unit) => {
          const u = displayPrice(
            product({
              price: { regular: { value: cents } },
              weight: { grams: amount, netContent: { value: amount, unit } },
            }),
            false,
          ).unit;
          expect(u.per).toBe(unit === "g" ? "kg" : "l");
          expect(Math.abs((u.value * amount) / 1000 - cents)).toBeLessThanOrEqual(amount / 2000 + 1e-9);
        },
      ),
    );
  });

  it("[doc2 §3] a weight article is priced per kg; a weight piece article per piece of its weight", () => {
    const loose = displayPrice(product({ weightArticle: true, price: { regular: { value: 299 } } }), false);
    expect(loose).toMatchObject({ price: 299, per: "kg", unit: { value: 299, per: "kg" } });
    const piece = displayPrice(
      product({
        weightPieceArticle: true,
        price: { regular: { value: 1000 } },
        weight: { grams: 180, netContent: { value: 180, unit: "g" } },
      }),
      false,
    );
    expect(piece).toMatchObject({ price: 180, per: "approxPiece", unit: { value: 1000, per: "kg" } });
  });

  it("[doc2 §6] the loyalty price is shown to loyalty members only, and only when lower", () => {
    const p = product({ price: { regular: { value: 199 }, loyalty: { value: 149 } } });
    expect(displayPrice(p, false)).toMatchObject({ price: 199, loyalty: null });
    expect(displayPrice(p, true)).toMatchObject({
      price: 149,
      regular: 199,
      loyalty: 149,
      unit: { value: 298 },
    });
    const notLower = product({ price: { regular: { value: 199 }, loyalty: { value: 199 } } });
    expect(displayPrice(notLower, true).loyalty).toBeNull();
  });

  it("[doc2 §3] the deposit is shown on top when there is one; none for weight articles", () => {
    expect(
      displayPrice(product({ price: { regular: { value: 639 }, depositPrice: { value: 330 } } }), false)
        .deposit,
    ).toBe(330);
    expect(displayPrice(product(), false).deposit).toBeNull();
    expect(
      displayPrice(product({ price: { regular: { value: 1 }, depositPrice: { value: 0 } } }), false).deposit,
    ).toBeNull();
  });
});

describe("offer prices", () => {
  it("[doc2 §3] a product is on offer only while its price before the offer is above its price", () => {
    expect(isOnOffer(product({ price: { regular: { value: 199 }, strikePrice: { value: 249 } } }))).toBe(
      true,
    );
    expect(isOnOffer(product({ price: { regular: { value: 199 }, strikePrice: { value: 199 } } }))).toBe(
      false,
    );
    expect(isOnOffer(product())).toBe(false);
  });

  it("[doc2 §3] the price before the offer is shown per unit like the price, and only on offer", () => {
    const offer = product({ price: { regular: { value: 199 }, strikePrice: { value: 249 } } });
    expect(displayPrice(offer, false)).toMatchObject({ price: 199, strike: 249 });
    expect(displayPrice(product(), false).strike).toBeNull();
    const piece = product({
      price: { regular: { value: 1000 }, strikePrice: { value: 1250 } },
      weightPieceArticle: true,
      weight: { grams: 200, netContent: { value: 200, unit: "g" } },
    });
    expect(displayPrice(piece, false)).toMatchObject({ price: 200, strike: 250, per: "approxPiece" });
  });
});
