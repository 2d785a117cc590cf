import { Effect } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createInsightsSink } from "../../adapters/insights/sink";
import { memoryStorage } from "../../adapters/memory/ports";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { type AppState, initialState } from "../../domain/app/state";
import { reduce } from "../../domain/core/store";
import type { ShopInsightsEvent } from "../../domain/insights/algolia";
import { batches, chunks, shouldFlush } from "../../domain/insights/batch";
import {
  type CachedClick,
  lookupClick,
  parseCache,
  rememberClick,
  trimCache,
} from "../../domain/insights/cache";
import {
  INSIGHTS_BATCH_MAX,
  INSIGHTS_CACHE_KEY,
  INSIGHTS_CACHE_MAX,
  INSIGHTS_CACHE_TRIM_TO,
  INSIGHTS_FLUSH_MS,
  INSIGHTS_TOKEN_COOKIE,
  INSIGHTS_TOKEN_MAX_AGE_S,
} from "../../domain/insights/model";
import { tenantConfig } from "../support/fixtures";
import { testShop } from "../support/shop";
import { product } from "../tracking/fixtures";

const clicks = (n: number): CachedClick[] =>
  Array.from({ length: n }, (_, i) => ({ objectID: `o${i}`, queryID: `q${i}`, position: 1, at: i }));

describe("[doc1 §9] insights cache: trimmed when over 5000 entries to about 4000", () => {
  it("5000 entries stay, 5001 become the newest 4000", () => {
    expect(INSIGHTS_CACHE_MAX).toBe(5000);
    expect(INSIGHTS_CACHE_TRIM_TO).toBe(4000);
    expect(trimCache(clicks(5000))).toHaveLength(5000);
    const trimmed = trimCache(clicks(5001));
    expect(trimmed).toHaveLength(4000);
    expect(trimmed[0]?.objectID).toBe("o1001");
    expect(trimmed.at(-1)?.objectID).toBe("o5000");
  });
  it("property: remembering never leaves more than 5000; the newest click is found", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6000 }), fc.integer({ min: 0, max: 50 }), (start, extra) => {
        let cache = trimCache(clicks(start));
        for (let i = 0; i < extra; i++)
          cache = rememberClick(cache, { objectID: `n${i}`, queryID: "q", position: 3, at: i });
        expect(cache.length).toBeLessThanOrEqual(INSIGHTS_CACHE_MAX);
        if (extra > 0) expect(lookupClick(cache, `n${extra - 1}`)?.position).toBe(3);
      }),
      { numRuns: 30 },
    );
  });
  it("a stored value that is not a list is ignored", () => {
    expect(parseCache("{}")).toEqual([]);
    expect(parseCache("not json")).toEqual([]);
    expect(
      parseCache(JSON.stringify([{ objectID: "a", queryID: "q", position: 1, at: 1 }, { x: 1 }])),
    ).toHaveLength(1);
  });
});

describe("insights batching", () => {
  it("flushes at 20 events or after 2 s", () => {
    expect(shouldFlush(INSIGHTS_BATCH_MAX - 1, 0, INSIGHTS_FLUSH_MS - 1)).toBe(false);
    expect(shouldFlush(INSIGHTS_BATCH_MAX, 0, 0)).toBe(true);
    expect(shouldFlush(1, 0, INSIGHTS_FLUSH_MS)).toBe(true);
    expect(shouldFlush(0, null, 10_000)).toBe(false);
  });
  it("[issue 15 #7] requests hold at most 1000 events (Algolia's limit), in order; lists split by 20", () => {
    const events = Array.from({ length: 2_001 }, (_, i) => i);
    const requests = batches(events);
    expect(requests.map((b) => b.length)).toEqual([1000, 1000, 1]);
    expect(requests.flat()).toEqual(events);
    expect(batches(events.slice(0, 1000))).toHaveLength(1);
    expect(batches([])).toEqual([]);
    expect(chunks(events.slice(0, 41), 20).map((c) => c.length)).toEqual([20, 20, 1]);
  });
});

describe("[doc1 §9] anonymous user token", () => {
  it("only with statistics consent; created with a cookie of about 6 × 30 days, then read back", async () => {
    const shop = testShop();
    expect(await shop.dispatch({ _tag: "EnsureInsightsUserToken" })).toMatchObject({ value: "no-consent" });
    expect(shop.cookies.jar.has(INSIGHTS_TOKEN_COOKIE)).toBe(false);
    await shop.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0001,C0002," });
    expect(await shop.dispatch({ _tag: "EnsureInsightsUserToken" })).toMatchObject({ value: "created" });
    const token = shop.store.getState().insights.userToken;
    expect(token).toMatch(/^anonymous-/);
    expect(shop.cookies.jar.get(INSIGHTS_TOKEN_COOKIE)).toBe(token);
    expect(INSIGHTS_TOKEN_MAX_AGE_S).toBe(180 * 24 * 3600);
    const set = shop.log.entries().find((e) => e.kind === "port" && e.port === "cookies" && e.op === "set");
    expect(set && set.kind === "port" ? set.request : null).toEqual([
      INSIGHTS_TOKEN_COOKIE,
      token,
      { maxAgeSeconds: INSIGHTS_TOKEN_MAX_AGE_S, path: "/" },
    ]);

    const again = testShop({ cookies: { [INSIGHTS_TOKEN_COOKIE]: "anonymous-kept" } });
    await again.dispatch({ _tag: "ApplyConsentGroups", activeGroups: ",C0002," });
    expect(await again.dispatch({ _tag: "EnsureInsightsUserToken" })).toMatchObject({ value: "read" });
    expect(again.store.getState().insights.userToken).toBe("anonymous-kept");
  });
});

describe("insights adapter", () => {
  const milk = product();
  const events: AppEvent[] = [
    { _tag: "TenantConfigLoaded", config: tenantConfig() },
    {
      _tag: "ConsentChanged",
      categories: { marketing: false, statistic: true, targetGroupSelection: false },
      source: "script",
    },
    { _tag: "InsightsUserTokenAssigned", userToken: "anonymous-t", created: true },
    { _tag: "Navigated", path: "/suche/milch", search: "", route: "search", params: { term: "milch" } },
    { _tag: "SearchPageStarted", term: "milch", types: ["products"], productsPage: 1 },
    {
      _tag: "SearchPageResultsLoaded",
      term: "milch",
      failed: false,
      hits: {
        type: "products",
        count: 1,
        offset: 0,
        total: 1,
        results: [milk],
        queryID: "7c49d8eb84a2f2be8ac65ff790d617ac",
      },
    },
    {
      _tag: "Navigated",
      path: "/produkt/x",
      search: "",
      route: "productDetail",
      params: { slug: milk.slug },
    },
  ];
  const drive = (
    list: AppEvent[],
    sink: ReturnType<typeof createInsightsSink>,
    from: AppState = initialState,
  ) => {
    let state = from;
    for (const event of list) {
      const before = state;
      state = reduce(appRecipe, state, event);
      sink.handle({ event, before, after: state });
    }
  };

  it("stamps, caches the click and sends it in a batch after 2 s", async () => {
    const storage = memoryStorage();
    const sent: ShopInsightsEvent[][] = [];
    const timers: Array<() => void> = [];
    let now = 1_000;
    const sink = createInsightsSink({
      storage: storage.port,
      now: () => now,
      setTimer: (fn) => timers.push(fn),
      send: async (batch) => void sent.push([...batch]),
    });
    drive(events, sink);
    expect(sent).toEqual([]);
    now += INSIGHTS_FLUSH_MS;
    for (const t of timers.splice(0)) t();
    await Promise.resolve();
    expect(sent).toEqual([
      [
        expect.objectContaining({
          eventName: "Product List Viewed",
          objectIDs: [milk.sku],
          timestamp: 1_000,
        }),
        expect.objectContaining({
          eventName: "Product Clicked",
          queryID: "7c49d8eb84a2f2be8ac65ff790d617ac",
          positions: [1],
          timestamp: 1_000,
        }),
      ],
    ]);
    const cached = parseCache(Effect.runSync(storage.port.get("local", INSIGHTS_CACHE_KEY)));
    expect(lookupClick(cached, milk.sku)).toEqual({
      objectID: milk.sku,
      queryID: "7c49d8eb84a2f2be8ac65ff790d617ac",
      position: 1,
      at: 1_000,
    });
  });

  it("without statistics consent nothing is queued", () => {
    const sent: unknown[] = [];
    const sink = createInsightsSink({
      storage: memoryStorage().port,
      now: () => 1,
      setTimer: () => {},
      send: async (b) => void sent.push(b),
    });
    drive(
      events.filter((e) => e._tag !== "ConsentChanged"),
      sink,
    );
    sink.flush();
    expect(sent).toEqual([]);
    expect(sink.stats().pending).toBe(0);
  });
});
