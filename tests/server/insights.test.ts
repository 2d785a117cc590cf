import { describe, expect, it } from "vitest";
import { Browser } from "./client";

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
    const list = await browser.fetch(`/api/insights/events?userToken=${token}`);
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
});
