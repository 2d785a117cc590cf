import { describe, expect, it } from "vitest";
import { checkGa4, GA4_DUPLICATE_PURCHASES, GA4_LIMITS } from "../../../domain/tracking/checks/ga4";

const item = (id: string, price: number, quantity: number) => ({
  item_id: id,
  item_name: `Product ${id}`,
  price,
  quantity,
});
const purchase = (over: Record<string, unknown> = {}, transaction = "tx-abc") => ({
  event: "purchase",
  ecommerce: {
    transaction_id: transaction,
    currency: "EUR",
    value: 46.26,
    discount: 5.36,
    shipping: 0,
    tax: 3.03,
    items: [item("1", 12.5, 2), item("2", 26.62, 1)],
    ...over,
  },
});
const addToCart = (over: Record<string, unknown> = {}) => ({
  event: "add_to_cart",
  ecommerce: { currency: "EUR", value: 2.58, items: [item("7", 1.29, 2)], ...over },
});
const rules = (pushes: ReadonlyArray<unknown>) => checkGa4(pushes).map((f) => f.rule);

describe("[issue 15 devtools] GA4 recommended-event rules", () => {
  it("a purchase as GA4 defines it passes: transaction_id, value = Σ price × quantity − discount, currency, items", () => {
    expect(checkGa4([purchase(), addToCart()])).toEqual([]);
  });
  it("purchase needs transaction_id", () => {
    expect(rules([purchase({ transaction_id: undefined })])).toContain("ga4.purchase.transaction_id");
  });
  it("a repeated transaction_id is flagged on the second purchase, citing GA4's deduplication", () => {
    const found = checkGa4([purchase(), purchase()]);
    expect(found).toEqual([
      expect.objectContaining({
        rule: "ga4.purchase.transaction_id.unique",
        index: 1,
        source: GA4_DUPLICATE_PURCHASES,
      }),
    ]);
    expect(checkGa4([purchase(), purchase({}, "tx-other")])).toEqual([]);
  });
  it("value ≠ Σ price × quantity (the goods before discounts, issue 15 #1) is flagged", () => {
    expect(rules([purchase({ value: 51.62 })])).toEqual(["ga4.value.sum"]);
    expect(rules([addToCart({ value: 1.29 })])).toEqual(["ga4.value.sum"]);
  });
  it("value needs currency; add_to_cart needs value", () => {
    expect(rules([addToCart({ currency: undefined })])).toEqual(["ga4.currency"]);
    expect(rules([addToCart({ currency: "eur" })])).toEqual(["ga4.currency"]);
    expect(rules([addToCart({ value: undefined })])).toEqual(["ga4.value"]);
  });
  it("numbers are numbers: value and item price as strings are flagged", () => {
    expect(rules([addToCart({ value: "2.58" })])).toContain("ga4.value.number");
    expect(rules([addToCart({ items: [{ item_id: "7", price: "1.29", quantity: 2 }] })])).toContain(
      "ga4.items.number",
    );
  });
  it("items: required, each with item_id or item_name, at most 200", () => {
    expect(rules([{ event: "view_item_list", ecommerce: { items: [] } }])).toEqual(["ga4.items"]);
    expect(rules([addToCart({ items: [{ price: 1.29, quantity: 2 }] })])).toEqual(["ga4.items.id_or_name"]);
    expect(rules([addToCart({ items: [{ item_name: "Milch", price: 1.29, quantity: 2 }] })])).toEqual([]);
    const many = (n: number) => Array.from({ length: n }, (_, i) => item(String(i), 1, 1));
    expect(rules([{ event: "view_item_list", ecommerce: { items: many(200) } }])).toEqual([]);
    expect(rules([{ event: "view_item_list", ecommerce: { items: many(201) } }])).toEqual(["ga4.items.max"]);
  });
  it("search needs search_term", () => {
    expect(rules([{ event: "search", search_term: "milch" }])).toEqual([]);
    expect(rules([{ event: "search" }])).toEqual(["ga4.search.search_term"]);
  });
  it("collection limits: event name ≤ 40, parameter name ≤ 40, value ≤ 100 (page_location ≤ 1000), ≤ 25 parameters", () => {
    const limits = (p: unknown) =>
      checkGa4([p])
        .filter((f) => f.source === GA4_LIMITS)
        .map((f) => f.rule);
    expect(limits({ event: "a".repeat(40) })).toEqual([]);
    expect(limits({ event: "a".repeat(41) })).toEqual(["ga4.event_name"]);
    expect(limits({ event: "page-view" })).toEqual(["ga4.event_name"]);
    expect(limits({ event: "x", ["p".repeat(41)]: 1 })).toEqual(["ga4.parameter_name"]);
    expect(limits({ event: "x", p: "v".repeat(100) })).toEqual([]);
    expect(limits({ event: "x", p: "v".repeat(101) })).toEqual(["ga4.parameter_value"]);
    expect(limits({ event: "page_view", page_location: `https://x/${"a".repeat(900)}` })).toEqual([]);
    const params = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i]));
    expect(limits({ event: "x", ...params(25) })).toEqual([]);
    expect(limits({ event: "x", ...params(26) })).toEqual(["ga4.parameter_count"]);
  });
  it("every finding names its rule and an https source", () => {
    for (const f of checkGa4([purchase({ transaction_id: undefined, value: 1 }), { event: "search" }]))
      expect(f.source).toMatch(/^https:\/\//);
  });
});
