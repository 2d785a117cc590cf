import { describe, expect, it } from "vitest";
import { checkSpecInsights, checkSpecTracking } from "../../../domain/tracking/checks/spec";

const granted = (push: unknown) => ({ push, consent: true });
const NULL = { ecommerce: null };
const pageView = {
  event: "page_view",
  page_path: "/",
  page_location: "https://shop/",
  page_type: "start",
  user_type: "guest",
};
const add = { event: "add_to_cart", ecommerce: { currency: "EUR", value: 1, items: [] } };
const purchase = (over: Record<string, unknown> = {}) => ({
  event: "purchase",
  order_number_masked: "*********5",
  ecommerce: {
    transaction_id: "h-1",
    currency: "EUR",
    value: 1,
    items: [{ item_id: "4000000005", price: 1, quantity: 1 }],
  },
  ...over,
});
const rules = (sent: ReadonlyArray<{ push: unknown; consent: boolean }>) =>
  checkSpecTracking(sent).map((f) => f.rule);

describe("[issue 15 devtools] the specification's tracking rules", () => {
  it("[doc1 §4] nothing pushed without statistics consent", () => {
    expect(rules([granted(pageView)])).toEqual([]);
    expect(rules([{ push: pageView, consent: false }])).toEqual(["spec.consent"]);
    expect(checkSpecInsights([{ consent: true }, { consent: false }]).map((f) => f.index)).toEqual([1]);
  });
  it("{ecommerce: null} right before every ecommerce push", () => {
    expect(rules([granted(NULL), granted(add)])).toEqual([]);
    expect(rules([granted(add)])).toEqual(["spec.ecommerce_null"]);
    expect(rules([granted(NULL), granted(pageView), granted(add)])).toEqual(["spec.ecommerce_null"]);
  });
  it("[doc1 §9] at most 250 events per page view, counted from each page_view", () => {
    const page = (n: number) => [
      granted(pageView),
      ...Array.from({ length: n - 1 }, () => granted({ event: "search", search_term: "x" })),
    ];
    expect(rules(page(250))).toEqual([]);
    expect(checkSpecTracking(page(251)).map((f) => [f.rule, f.index])).toEqual([["spec.cap", 250]]);
    expect(rules([...page(250), ...page(250)])).toEqual([]);
  });
  it("[doc2 §1] the order number is masked except its last character, and never sent whole", () => {
    expect(rules([granted(NULL), granted(purchase())])).toEqual([]);
    expect(rules([granted(NULL), granted(purchase({ order_number_masked: "4000000005" }))])).toEqual([
      "spec.order_number_masked",
      "spec.order_number_hidden",
    ]);
    expect(rules([granted(NULL), granted(purchase({ order_number_masked: "**********" }))])).toEqual([
      "spec.order_number_masked",
    ]);
  });
  it("[issue 15 #8] no order number in a URL sent to tracking", () => {
    expect(
      rules([granted({ ...pageView, page_location: "https://shop/kasse-ok?orderNumber=4000000005" })]),
    ).toEqual(["spec.order_number_hidden"]);
  });
});
