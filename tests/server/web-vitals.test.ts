import { describe, expect, it } from "vitest";
import { DEFAULT_INSIGHTS_OPERATOR_TOKEN } from "../../server/insights/settings";
import { Browser } from "./client";

const operator = { authorization: `Bearer ${DEFAULT_INSIGHTS_OPERATOR_TOKEN}` };
/** A route name of this test run only: the shared server holds other runs' measurements. */
const testRoute = () => `vitalsTest${Math.random().toString(36).slice(2, 10)}`;

const shopper = async () => {
  const browser = new Browser();
  await browser.fetch("/tenant/config");
  return {
    post: (json: unknown) => browser.fetch("/api/vitals", { method: "POST", xsrf: true, json }),
  };
};
const summary = async (query = "") => {
  const response = await new Browser().fetch(`/api/vitals/summary${query}`, { headers: operator });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    days: number;
    routes: Array<{
      route: string;
      metrics: Record<
        string,
        { samples: number; p75: number; good: number; needsImprovement: number; poor: number }
      >;
    }>;
  };
};

describe("web vitals: real shoppers' field data (issue 17)", () => {
  it("[issue 17] page views' vitals are stored and operators read the 75th percentile per route and metric", async () => {
    const route = testRoute();
    const s = await shopper();
    const lcp = [1000, 1500, 2000, 2600, 4200];
    const response = await s.post({
      metrics: [
        ...lcp.map((value) => ({
          name: "LCP",
          value,
          rating: value <= 2500 ? "good" : value <= 4000 ? "needs-improvement" : "poor",
          route,
          navigationType: "navigate",
        })),
        { name: "CLS", value: 0.01, rating: "good", route },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stored: 6 });

    const found = (await summary("?days=1")).routes.find((r) => r.route === route);
    // PostgreSQL's percentile_cont: 75 % of the way through the five sorted values.
    expect(found?.metrics.LCP).toEqual({
      samples: 5,
      p75: 2600,
      good: 0.6,
      needsImprovement: 0.2,
      poor: 0.2,
    });
    expect(found?.metrics.CLS).toMatchObject({ samples: 1, p75: 0.01, good: 1 });
  });

  it("[issue 17] a report that is not a measurement is refused with the field named, and nothing is stored", async () => {
    const route = testRoute();
    const s = await shopper();
    const good = { name: "LCP", value: 1200, rating: "good", route };
    const refused = [
      { metrics: [] },
      { metrics: [{ ...good, name: "FID" }] },
      { metrics: [{ ...good, value: -1 }] },
      { metrics: [{ ...good, value: 1e12 }] },
      { metrics: [{ ...good, rating: "great" }] },
      // A path is not a route name: it could carry a search term or an order number.
      { metrics: [{ ...good, route: "/suche/max.mustermann@example.org" }] },
      { metrics: Array.from({ length: 21 }, () => good) },
    ];
    for (const body of refused) {
      const response = await s.post(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/metrics/);
    }
    expect((await summary()).routes.find((r) => r.route === route)).toBeUndefined();
  });

  it("[issue 17] the summary is for operators only", async () => {
    const response = await new Browser().fetch("/api/vitals/summary");
    expect(response.status).toBe(401);
    const wrong = await new Browser().fetch("/api/vitals/summary", {
      headers: { authorization: "Bearer nope" },
    });
    expect(wrong.status).toBe(401);
  });
});
