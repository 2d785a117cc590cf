import { describe, expect, it } from "vitest";
import { DEFAULT_INSIGHTS_OPERATOR_TOKEN } from "../../server/insights/settings";
import { Browser } from "./client";

const operator = { authorization: `Bearer ${DEFAULT_INSIGHTS_OPERATOR_TOKEN}` };

const event = (queryID: string, userToken: string) => ({
  eventType: "click",
  eventName: "Product Clicked",
  index: "demo_products",
  userToken,
  objectIDs: ["100001"],
  positions: [1],
  queryID,
  timestamp: 1_780_000_000_000,
});

describe("search-insights collector", () => {
  it("[doc1 §7] takes the public API's body and shows analysts what was collected", async () => {
    const browser = new Browser();
    await browser.csrf();
    const token = `anonymous-${Math.random().toString(36).slice(2)}`;
    const post = await browser.fetch("/api/insights/events?region=us&appId=DEMO", {
      method: "POST",
      xsrf: true,
      json: {
        events: [
          event("q-1", token),
          {
            ...event("q-1", token),
            eventType: "conversion",
            eventName: "Product Added to Cart",
            positions: undefined,
          },
        ],
      },
    });
    expect(post.status).toBe(200);
    expect(await post.json()).toEqual({ status: 200, message: "OK" });
    const list = await browser.fetch(`/api/insights/events?userToken=${token}`, { headers: operator });
    const body = (await list.json()) as { events: Array<Record<string, unknown>> };
    expect(body.events.map((e) => [e.eventName, e.queryID, e.region, e.appId])).toEqual([
      ["Product Clicked", "q-1", "us", "DEMO"],
      ["Product Added to Cart", "q-1", "us", "DEMO"],
    ]);
  });
  it("a body not in the public API's shape is a 400 naming the path; no XSRF header is a 403", async () => {
    const browser = new Browser();
    await browser.csrf();
    const bad = await browser.fetch("/api/insights/events", {
      method: "POST",
      xsrf: true,
      json: { events: [{ ...event("q", "anonymous-x"), positions: [0] }] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("positions");
    const empty = await browser.fetch("/api/insights/events", {
      method: "POST",
      xsrf: true,
      json: { events: [] },
    });
    expect(empty.status).toBe(400);
    const noXsrf = await browser.fetch("/api/insights/events", {
      method: "POST",
      json: { events: [event("q", "anonymous-x")] },
    });
    expect(noXsrf.status).toBe(403);
  });
  it("[issue 15 #8] listing the collected events needs the operator token: 401 without it or with a wrong one", async () => {
    const browser = new Browser();
    await browser.csrf();
    const token = `anonymous-${Math.random().toString(36).slice(2)}`;
    const post = await browser.fetch("/api/insights/events", {
      method: "POST",
      xsrf: true,
      json: { events: [event("q-8", token)] },
    });
    expect(post.status).toBe(200);
    const list = (headers?: Record<string, string>) =>
      browser.fetch(`/api/insights/events?userToken=${token}`, headers ? { headers } : {});
    const anonymous = await list();
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
    expect(JSON.stringify(await anonymous.json())).not.toContain(token);
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
