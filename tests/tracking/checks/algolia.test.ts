import { describe, expect, it } from "vitest";
import {
  ALGOLIA_ADD_TO_CART,
  checkAlgoliaEvents,
  checkAlgoliaRequest,
} from "../../../domain/tracking/checks/algolia";

const NOW = Date.UTC(2026, 10, 24, 12);
const QUERY = "3e48cd0616e466948dd85abf5c3fbbe2";
const click = (over: Record<string, unknown> = {}) => ({
  eventType: "click",
  eventName: "Product Clicked",
  index: "demo_products",
  userToken: "anonymous-abc_123",
  objectIDs: ["4711"],
  positions: [2],
  queryID: QUERY,
  timestamp: NOW - 1000,
  ...over,
});
/** Algolia's own add-to-cart after a search (AddedToCartObjectIDsAfterSearch). */
const added = (over: Record<string, unknown> = {}) => ({
  eventType: "conversion",
  eventSubtype: "addToCart",
  eventName: "Product Added to Cart",
  index: "demo_products",
  userToken: "anonymous-abc_123",
  objectIDs: ["4711"],
  objectData: [{ price: 1.29, quantity: 2, discount: 0 }],
  currency: "EUR",
  value: 2.58,
  queryID: QUERY,
  timestamp: NOW - 1000,
  ...over,
});
const rules = (e: unknown) => checkAlgoliaEvents([e], NOW).map((f) => f.rule);

describe("[issue 15 devtools] Algolia Insights event schema", () => {
  it("a click after a search and an add-to-cart in Algolia's format pass", () => {
    expect(
      checkAlgoliaEvents(
        [click(), added(), added({ eventSubtype: "purchase", eventName: "Products Purchased" })],
        NOW,
      ),
    ).toEqual([]);
  });
  it("eventType is click, conversion or view", () => {
    expect(rules(click({ eventType: "view", positions: undefined, queryID: undefined }))).toEqual([]);
    expect(rules(click({ eventType: "clicked" }))).toContain("algolia.eventType");
  });
  it("eventName is 1 to 64 printable ASCII characters", () => {
    expect(rules(click({ eventName: "x".repeat(64) }))).toEqual([]);
    expect(rules(click({ eventName: "x".repeat(65) }))).toEqual(["algolia.eventName"]);
    expect(rules(click({ eventName: "Produkt geklickt – ä" }))).toEqual(["algolia.eventName"]);
  });
  it("index is required", () => {
    expect(rules(click({ index: "" }))).toEqual(["algolia.index"]);
  });
  it("userToken matches [a-zA-Z0-9_=/+-]{1,129}", () => {
    expect(rules(click({ userToken: "a".repeat(129) }))).toEqual([]);
    expect(rules(click({ userToken: "a".repeat(130) }))).toEqual(["algolia.userToken"]);
    expect(rules(click({ userToken: "max@example.org" }))).toEqual(["algolia.userToken"]);
  });
  it("objectIDs: 1 to 20, or filters, not both", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i));
    expect(rules(click({ objectIDs: ids(20), positions: ids(20).map((_, i) => i + 1) }))).toEqual([]);
    expect(rules(click({ objectIDs: ids(21), positions: ids(21).map((_, i) => i + 1) }))).toEqual([
      "algolia.objectIDs.count",
    ]);
    expect(rules(click({ filters: ["brand:x"] }))).toContain("algolia.objectIDs");
  });
  it("positions only on clicks with a queryID, one per objectID, from 1", () => {
    expect(rules(added({ positions: [1] }))).toContain("algolia.positions.context");
    expect(rules(click({ positions: [1, 2] }))).toEqual(["algolia.positions.length"]);
    expect(rules(click({ positions: [0] }))).toEqual(["algolia.positions.value"]);
    expect(rules(click({ positions: undefined }))).toEqual(["algolia.positions"]);
  });
  it("queryID is 32 lowercase hex characters", () => {
    expect(rules(click({ queryID: "q-1234" }))).toEqual(["algolia.queryID"]);
    expect(rules(click({ queryID: QUERY.toUpperCase() }))).toEqual(["algolia.queryID"]);
  });
  it("timestamp: integer milliseconds, within the last 4 days", () => {
    expect(rules(click({ timestamp: NOW - 4 * 86_400_000 + 1000 }))).toEqual([]);
    expect(rules(click({ timestamp: NOW - 4 * 86_400_000 - 1000 }))).toEqual(["algolia.timestamp.age"]);
    expect(rules(click({ timestamp: "1700000000000" }))).toEqual(["algolia.timestamp"]);
  });
  it("an add-to-cart conversion without eventSubtype is flagged (issue 15 #7), citing Algolia's schema", () => {
    const found = checkAlgoliaEvents([added({ eventSubtype: undefined })], NOW);
    expect(found).toEqual([
      expect.objectContaining({ rule: "algolia.eventSubtype.missing", source: ALGOLIA_ADD_TO_CART }),
    ]);
    expect(rules(click({ eventSubtype: "addToCart" }))).toEqual(["algolia.eventSubtype.context"]);
    expect(rules(added({ eventSubtype: "basket" }))).toEqual(["algolia.eventSubtype"]);
  });
  it("value and objectData prices need currency; value = Σ price × quantity", () => {
    expect(rules(added({ currency: undefined }))).toEqual(["algolia.currency"]);
    expect(rules(added({ value: 1.29 }))).toEqual(["algolia.value.sum"]);
    expect(rules(added({ value: "2.58", objectData: [{ price: "1.29", quantity: 2 }] }))).toEqual([]);
  });
  it("objectData: one entry per objectID, with only price, quantity, discount, queryID", () => {
    expect(
      rules(
        added({
          objectData: [
            { price: 1.29, quantity: 2 },
            { price: 1, quantity: 1 },
          ],
          value: 3.58,
        }),
      ),
    ).toEqual(["algolia.objectData.length"]);
    expect(rules(added({ objectData: [{ price: 1.29, quantity: 2, name: "Milch" }] }))).toEqual([
      "algolia.objectData.property",
    ]);
    expect(rules(added({ objectData: [{ price: 1.29, quantity: 1.5 }], value: 1.935 }))).toContain(
      "algolia.objectData.quantity",
    );
  });
  it("unknown properties are refused (the schema has additionalProperties: false)", () => {
    expect(rules(click({ price: 3 }))).toEqual(["algolia.property"]);
  });
  it("a request carries 1 to 1000 events", () => {
    expect(checkAlgoliaRequest(1000, 0)).toEqual([]);
    expect(checkAlgoliaRequest(1001, 0).map((f) => f.rule)).toEqual(["algolia.request.events"]);
    expect(checkAlgoliaRequest(0, 0).map((f) => f.rule)).toEqual(["algolia.request.events"]);
  });
});
