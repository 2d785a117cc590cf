import { describe, expect, it } from "vitest";
import { DEFAULT_INSIGHTS_OPERATOR_TOKEN } from "../../server/insights/settings";
import { demoRuntimeConfig } from "../../server/seed/tenant";
import { Browser } from "./client";

const operator = { authorization: `Bearer ${DEFAULT_INSIGHTS_OPERATOR_TOKEN}` };
/** The seeded tenant's Algolia credentials, sent as Algolia's headers (no cookies, no XSRF token). */
const algolia = {
  "x-algolia-application-id": demoRuntimeConfig.searchInsights.appId,
  "x-algolia-api-key": demoRuntimeConfig.searchInsights.apiKey ?? "",
};
const Q1 = "0123456789abcdef0123456789abcdef";
const Q8 = "88888888888888888888888888888888";

const click = (queryID: string, userToken: string) => ({
  eventType: "click",
  eventName: "Product Clicked",
  index: "demo_products",
  userToken,
  objectIDs: ["100001"],
  positions: [1],
  queryID,
  timestamp: 1_780_000_000_000,
});
const post = (body: unknown, headers: Record<string, string> = algolia) =>
  new Browser().fetch("/api/insights/events", { method: "POST", headers, json: body });
const anonymous = () => `anonymous-${Math.random().toString(36).slice(2)}`;
const messageOf = async (r: Response) => ((await r.json()) as { message: string }).message;

describe("search-insights collector: Algolia's Insights API request", () => {
  it("[issue 15 #7] takes Algolia's request (its headers, {events}) with click, view, addToCart and purchase events and shows analysts what was collected", async () => {
    const token = anonymous();
    const { positions: _, ...conversion } = click(Q1, token);
    const response = await post({
      events: [
        click(Q1, token),
        {
          eventType: "view",
          eventName: "Product List Viewed",
          index: "demo_products",
          userToken: token,
          objectIDs: ["100001", "100002"],
        },
        {
          ...conversion,
          eventType: "conversion",
          eventSubtype: "addToCart",
          eventName: "Product Added to Cart",
          objectData: [{ price: 1.29, quantity: 2, discount: 0.2 }],
          currency: "EUR",
          value: 2.58,
        },
        {
          eventType: "conversion",
          eventSubtype: "purchase",
          eventName: "Products Purchased",
          index: "demo_products",
          userToken: token,
          objectIDs: ["100001"],
          objectData: [{ queryID: Q1, price: 1.29, quantity: 2 }],
          currency: "EUR",
          value: 2.58,
        },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 200, message: "OK" });
    const list = await new Browser().fetch(`/api/insights/events?userToken=${token}`, { headers: operator });
    const body = (await list.json()) as { events: Array<Record<string, unknown>> };
    expect(body.events.map((e) => [e.eventType, e.eventSubtype ?? null, e.appId])).toEqual([
      ["click", null, "DEMO"],
      ["view", null, "DEMO"],
      ["conversion", "addToCart", "DEMO"],
      ["conversion", "purchase", "DEMO"],
    ]);
    expect(body.events[3]).toMatchObject({
      objectData: [{ queryID: Q1, price: 1.29, quantity: 2 }],
      value: 2.58,
    });
    // The purchase is found by the search its product came from.
    const bySearch = await new Browser().fetch(`/api/insights/events?queryID=${Q1}&userToken=${token}`, {
      headers: operator,
    });
    expect(((await bySearch.json()) as { events: unknown[] }).events).toHaveLength(3);
  });

  it("[issue 15 #7] without Algolia's headers, or with another application's: 401 Invalid credentials, nothing stored", async () => {
    const token = anonymous();
    const attempts: Array<Record<string, string>> = [
      {},
      { "x-algolia-application-id": "DEMO" },
      { ...algolia, "x-algolia-api-key": "wrong" },
      { ...algolia, "x-algolia-application-id": "OTHER" },
    ];
    for (const headers of attempts) {
      const response = await post({ events: [click(Q1, token)] }, headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(await messageOf(response)).toBe("Invalid credentials");
    }
    const list = await new Browser().fetch(`/api/insights/events?userToken=${token}`, { headers: operator });
    expect(((await list.json()) as { events: unknown[] }).events).toEqual([]);
  });

  it("[issue 15 #7] an event breaking Algolia's rules is a 400 naming the event and the rule: missing eventName, more than 20 objectIDs, positions without queryID, a malformed queryID, an unknown field, no events", async () => {
    const token = anonymous();
    const { eventName: _, ...noName } = click(Q1, token);
    const ids = Array.from({ length: 21 }, (_, i) => String(100000 + i));
    const { queryID: __, ...noQuery } = click(Q1, token);
    const cases: Array<[unknown, string]> = [
      [{ events: [noName] }, "body.events.0.eventName"],
      [
        {
          events: [
            click(Q1, token),
            { ...click(Q1, token), objectIDs: ids, positions: ids.map((_, i) => i + 1) },
          ],
        },
        "body.events.1.objectIDs: objectIDs can't have more than 20 items",
      ],
      [{ events: [noQuery] }, "body.events.0.positions: positions require a queryID"],
      [{ events: [click("q-1", token)] }, "queryID must be 32 hexadecimal characters"],
      [{ events: [{ ...click(Q1, token), region: "de" }] }, "body.events.0.region"],
      [{ events: [] }, "No events to process"],
      [{ events: [{ ...click(Q1, token), positions: [0] }] }, "positions start at 1"],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status, message).toBe(400);
      expect(await messageOf(response)).toContain(message);
    }
    const list = await new Browser().fetch(`/api/insights/events?userToken=${token}`, { headers: operator });
    expect(((await list.json()) as { events: unknown[] }).events).toEqual([]);
  });

  it("[issue 15 #8] listing the collected events needs the operator token: 401 without it or with a wrong one", async () => {
    const token = anonymous();
    expect((await post({ events: [click(Q8, token)] })).status).toBe(200);
    const browser = new Browser();
    const list = (headers?: Record<string, string>) =>
      browser.fetch(`/api/insights/events?userToken=${token}`, headers ? { headers } : {});
    const refused = await list();
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain("Bearer");
    expect(JSON.stringify(await refused.json())).not.toContain(token);
    for (const authorization of [
      "Bearer wrong",
      `Bearer ${DEFAULT_INSIGHTS_OPERATOR_TOKEN}x`,
      `Basic ${DEFAULT_INSIGHTS_OPERATOR_TOKEN}`,
      DEFAULT_INSIGHTS_OPERATOR_TOKEN,
      "Bearer ",
    ])
      expect((await list({ authorization })).status, authorization).toBe(401);
    const allowed = await list(operator);
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as { events: unknown[] }).events).toHaveLength(1);
  });
});
