import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialState } from "../../domain/app/state";
import {
  ecommercePayload,
  fromCents,
  lineUnits,
  maskOrderNumber,
  orderType,
  type TrackedLine,
} from "../../domain/tracking/ecommerce";
import { dataLayerProblems, personalDataProblems } from "../../domain/tracking/events";
import { asSku, product, productArb } from "./fixtures";

const lineArb: fc.Arbitrary<TrackedLine> = fc.record({
  product: productArb,
  quantity: fc.integer({ min: 1, max: 5000 }),
  loyalty: fc.boolean(),
});

describe("[doc2 §1] order number masking", () => {
  it("masks every character but the last", () => {
    expect(maskOrderNumber("")).toBe("");
    expect(maskOrderNumber("7")).toBe("7");
    expect(maskOrderNumber("12")).toBe("*2");
    expect(maskOrderNumber("100042")).toBe("*****2");
  });
  it("property: same length, only the last character visible", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 2, maxLength: 40, unit: "grapheme-ascii" }), (n) => {
        const m = maskOrderNumber(n);
        expect([...m].length).toBe([...n].length);
        expect(m.slice(0, -1)).toBe("*".repeat([...n].length - 1));
        expect(m.at(-1)).toBe(n.at(-1));
      }),
    );
  });
});

describe("[doc2 §1] order type", () => {
  it("guest, first or customer order per service", () => {
    const c = { firstOrderDelivery: true, firstOrderClickAndCollect: false };
    expect(orderType(null, "delivery")).toBe("guest_order");
    expect(orderType(c, "delivery")).toBe("first_order");
    expect(orderType(c, "clickAndCollect")).toBe("customer_order");
  });
});

describe("[doc1 §3] ecommerce value and items", () => {
  it("value is the sum of price times quantity, from cents", () => {
    const p = ecommercePayload("EUR", [
      { product: product({ price: { regular: { value: 129 } } }), quantity: 3 },
      { product: product({ sku: asSku("2"), price: { regular: { value: 1 } } }), quantity: 1 },
    ]);
    expect(p.value).toBe(3.88);
    expect(p.items.map((i) => [i.price, i.quantity])).toEqual([
      [1.29, 3],
      [0.01, 1],
    ]);
  });
  it("a weight article is one unit at its line price (quantity in grams)", () => {
    const loose = product({ weightArticle: true, price: { regular: { value: 499 } } });
    expect(lineUnits({ product: loose, quantity: 250 })).toEqual({ unitCents: 125, units: 1 });
  });
  it("property: value equals the sum of the items' price × quantity; every item is valid", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 30 }), (lines) => {
        const p = ecommercePayload("EUR", lines);
        const cents = p.items.reduce((s, i) => s + Math.round(i.price * 100) * i.quantity, 0);
        expect(Math.round(p.value * 100)).toBe(cents);
        expect(p.value).toBe(fromCents(cents));
        expect(dataLayerProblems({ event: "add_to_cart", ecommerce: p })).toEqual([]);
      }),
    );
  });
  it("loyalty members are tracked with the loyalty price", () => {
    const p = product({ price: { regular: { value: 200 }, loyalty: { value: 150 } } });
    expect(ecommercePayload("EUR", [{ product: p, quantity: 2, loyalty: true }]).value).toBe(3);
    expect(ecommercePayload("EUR", [{ product: p, quantity: 2 }]).value).toBe(4);
  });
});

describe("personal data check", () => {
  it("finds personal keys and e-mail addresses anywhere", () => {
    expect(personalDataProblems({ a: [{ email: "x" }] })).toEqual(["$.a[0].email is personal data"]);
    expect(personalDataProblems({ search_term: "anna@example.com" })).toHaveLength(1);
    expect(personalDataProblems({ page_path: "/startpage" })).toEqual([]);
  });
  it("the initial state has no consent and no insights token", () => {
    expect(initialState.consent.categories).toEqual({
      marketing: false,
      statistic: false,
      targetGroupSelection: false,
    });
    expect(initialState.insights.userToken).toBeNull();
  });
});
