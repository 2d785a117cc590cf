import { describe, expect, it } from "vitest";
import { createInsightsSink } from "../../adapters/insights/sink";
import { memoryStorage } from "../../adapters/memory/ports";
import { createDataLayerSink } from "../../adapters/tracking/dataLayer";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { type AppState, initialState } from "../../domain/app/state";
import { reduce } from "../../domain/core/store";
import { checkOutbound } from "../../domain/tracking/checks/stream";
import type { OutboundDraft, OutboundRecord } from "../../domain/tracking/outbound";
import { MAX_EVENTS_PER_PAGE_VIEW } from "../../domain/tracking/queue";
import { tenantConfig } from "../support/fixtures";
import { product } from "./fixtures";

const consent = (statistic: boolean): AppEvent => ({
  _tag: "ConsentChanged",
  categories: { marketing: false, statistic, targetGroupSelection: false },
  source: "script",
});
const navigated = (path: string): AppEvent => ({
  _tag: "Navigated",
  path,
  search: "",
  route: "start",
  params: {},
});
const drive = (
  handle: (a: { event: AppEvent; before: AppState; after: AppState }) => void,
  events: AppEvent[],
) => {
  let state = initialState;
  for (const event of events) {
    const before = state;
    state = reduce(appRecipe, state, event);
    handle({ event, before, after: state });
  }
};
const summary = (drafts: ReadonlyArray<OutboundDraft>) =>
  drafts.map((d) => [d.status, d.name, d.reason ?? ""]);

describe("[issue 15 devtools] the dataLayer adapter reports what it did with each event", () => {
  it("without consent a page view is held for no consent, dropped when the next page starts, and nothing is pushed", () => {
    const host: { dataLayer?: unknown[] } = {};
    const drafts: OutboundDraft[] = [];
    const sink = createDataLayerSink(
      host,
      (d) => drafts.push(d),
      () => 5,
    );
    drive(sink.handle, [consent(false), navigated("/"), navigated("/angebote")]);
    // [issue 15 #6] Only Consent Mode's default (gtag's Arguments object) is on the dataLayer.
    expect(host.dataLayer?.map((e) => Array.from(e as IArguments)[1])).toEqual(["default"]);
    expect(summary(drafts)).toEqual([
      ["info", "gtag consent default", ""],
      ["info", "statistics consent not granted", ""],
      ["held", "page_view", "no-consent"],
      ["dropped", "page_view", "page-left"],
      ["held", "page_view", "no-consent"],
    ]);
    expect(drafts.every((d) => d.at === 5 && d.channel === "tracking")).toBe(true);
  });
  it("with consent every real push is reported as sent, the held page view when consent comes", () => {
    const host: { dataLayer?: unknown[] } = {};
    const drafts: OutboundDraft[] = [];
    const sink = createDataLayerSink(host, (d) => drafts.push(d));
    drive(sink.handle, [navigated("/"), consent(true), navigated("/angebote")]);
    const sent = drafts.filter((d) => d.status === "sent");
    const gtag = (e: unknown) => Object.prototype.toString.call(e) === "[object Arguments]";
    expect(sent.map((d) => d.payload)).toEqual(host.dataLayer?.filter((e) => !gtag(e)));
    expect(summary(drafts).map(([s, n]) => `${s} ${n}`)).toEqual([
      "info gtag consent default",
      "held page_view",
      "info gtag consent update",
      "info statistics consent granted",
      "sent page_view",
      "sent page_view",
    ]);
  });
  it(`past ${MAX_EVENTS_PER_PAGE_VIEW} events in a page view, the rest are reported dropped for the cap`, () => {
    const drafts: OutboundDraft[] = [];
    const sink = createDataLayerSink({}, (d) => drafts.push(d));
    // Each search for a new term projects a search event; the page view counts as the first.
    const searches: AppEvent[] = Array.from({ length: MAX_EVENTS_PER_PAGE_VIEW }, (_, i) => ({
      _tag: "SearchPageStarted",
      term: `milch ${i}`,
      types: ["products"],
      productsPage: 1,
    }));
    drive(sink.handle, [consent(true), navigated("/"), ...searches]);
    const dropped = drafts.filter((d) => d.status === "dropped");
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.every((d) => d.reason === "cap")).toBe(true);
    expect(drafts.filter((d) => d.status === "sent" && d.name !== "ecommerce: null")).toHaveLength(
      MAX_EVENTS_PER_PAGE_VIEW,
    );
  });
});

describe("[issue 15 devtools] the insights adapter reports the requests it made", () => {
  const milk = product();
  const queryID = "99999999999999999999999999999999";
  const journey: AppEvent[] = [
    { _tag: "TenantConfigLoaded", config: tenantConfig() },
    consent(true),
    { _tag: "InsightsUserTokenAssigned", userToken: "anonymous-t", created: true },
    { _tag: "Navigated", path: "/suche/milch", search: "", route: "search", params: { term: "milch" } },
    { _tag: "SearchPageStarted", term: "milch", types: ["products"], productsPage: 1 },
    {
      _tag: "SearchPageResultsLoaded",
      term: "milch",
      failed: false,
      hits: { type: "products", count: 1, offset: 0, total: 1, results: [milk], queryID },
    },
    {
      _tag: "Navigated",
      path: "/produkt/x",
      search: "",
      route: "productDetail",
      params: { slug: milk.slug },
    },
  ];
  it("a posted batch is reported sent with its request; a failed one as failed with the error", async () => {
    const drafts: OutboundDraft[] = [];
    let fail = false;
    const sink = createInsightsSink({
      storage: memoryStorage().port,
      now: () => 7,
      setTimer: () => {},
      report: (d) => drafts.push(d),
      send: async () => {
        if (fail) throw new Error("network down");
      },
    });
    drive(sink.handle, journey);
    sink.flush();
    await Promise.resolve();
    await Promise.resolve();
    // [issue 15 #7] the results viewed and the click, in one request to the tenant's application.
    const request = { id: 1, events: 2, region: "de", appId: "TEST" };
    expect(drafts).toEqual([
      expect.objectContaining({ channel: "insights", status: "sent", name: "Product List Viewed", request }),
      expect.objectContaining({ channel: "insights", status: "sent", name: "Product Clicked", request }),
    ]);
    fail = true;
    drive(sink.handle, journey);
    sink.flush();
    await Promise.resolve();
    await Promise.resolve();
    expect(drafts.at(-1)).toMatchObject({
      status: "failed",
      reason: "request-failed",
      error: "Error: network down",
    });
  });
  it("without consent nothing is posted and the event is reported dropped for no consent", () => {
    const drafts: OutboundDraft[] = [];
    const sent: unknown[] = [];
    const sink = createInsightsSink({
      storage: memoryStorage().port,
      now: () => 7,
      setTimer: () => {},
      report: (d) => drafts.push(d),
      send: async (b) => void sent.push(b),
    });
    // The token stays from an earlier consent; statistics is now refused.
    drive(sink.handle, [
      ...journey.filter((e) => e._tag !== "ConsentChanged").slice(0, -1),
      consent(false),
      journey.at(-1) as AppEvent,
    ]);
    sink.flush();
    expect(sent).toEqual([]);
    expect(summary(drafts).filter(([s]) => s !== "info")).toEqual([
      ["dropped", "Product List Viewed", "no-consent"],
      ["dropped", "Product Clicked", "no-consent"],
    ]);
  });
});

describe("[issue 15 devtools] the devtools show a defect when it is reintroduced", () => {
  let id = 0;
  const rec = (
    status: OutboundRecord["status"],
    name: string,
    payload: unknown,
    channel: OutboundRecord["channel"] = "tracking",
  ): OutboundRecord => ({
    id: ++id,
    at: 1_000,
    channel,
    status,
    name,
    payload,
  });
  const purchase = (value: number) => ({
    event: "purchase",
    order_number_masked: "*********5",
    ecommerce: {
      transaction_id: "*********5",
      currency: "EUR",
      value,
      items: [{ item_id: "1", item_name: "Milch", price: 1.29, quantity: 2 }],
    },
  });
  const stream = (...records: OutboundRecord[]) => [
    rec("info", "statistics consent granted", null),
    ...records,
  ];
  const rules = (records: OutboundRecord[]) => checkOutbound(records, 2_000).map((f) => [f.rule, f.recordId]);

  it("a purchase repeating a transaction_id (issue 15 #2) and one with value ≠ Σ price × quantity (issue 15 #1) are flagged on their records", () => {
    const first = rec("sent", "purchase", purchase(2.58));
    const second = rec("sent", "purchase", purchase(2.58));
    const wrong = rec("sent", "purchase", {
      ...purchase(3),
      ecommerce: { ...purchase(3).ecommerce, transaction_id: "h-2" },
    });
    const found = rules(
      stream(
        rec("sent", "ecommerce: null", { ecommerce: null }),
        first,
        rec("sent", "ecommerce: null", { ecommerce: null }),
        second,
        rec("sent", "ecommerce: null", { ecommerce: null }),
        wrong,
      ),
    );
    expect(found).toEqual([
      ["ga4.purchase.transaction_id.unique", second.id],
      ["ga4.value.sum", wrong.id],
    ]);
  });
  it("an ecommerce push without {ecommerce: null} before it, and a push before consent, are flagged", () => {
    const early = rec("sent", "page_view", { event: "page_view" });
    const add = rec("sent", "add_to_cart", {
      event: "add_to_cart",
      ecommerce: { currency: "EUR", value: 1.29, items: [{ item_id: "1", price: 1.29, quantity: 1 }] },
    });
    expect(
      rules([rec("info", "page load", null), early, rec("info", "statistics consent granted", null), add]),
    ).toEqual([
      ["spec.consent", early.id],
      ["spec.ecommerce_null", add.id],
    ]);
  });
  it("an add-to-cart insights event without eventSubtype (issue 15 #7) is flagged; held-back records are not checked", () => {
    const event = {
      eventType: "conversion",
      eventName: "Product Added to Cart",
      index: "demo_products",
      userToken: "anonymous-t",
      objectIDs: ["1"],
      timestamp: 1_000,
    };
    const sent = rec("sent", "Product Added to Cart", event, "insights");
    expect(rules(stream(sent, rec("held", "Product Added to Cart", { bad: true }, "insights")))).toEqual([
      ["algolia.eventSubtype.missing", sent.id],
    ]);
  });
});
