import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../domain/api/errors";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { initialState } from "../../domain/app/state";
import { reduce } from "../../domain/core/store";
import {
  flyoutDecision,
  flyoutSearchCommands,
  flyoutTypes,
  normaliseTerm,
  parseColumnRatio,
  splitColumns,
} from "../../domain/search/rules";
import { runtimeConfig } from "../support/fixtures";
import { allTypes, scheduledAnswer, searchAnswer, searchShop } from "./support";

const config = runtimeConfig({ flapoutSearchTypes: allTypes });
const typeAndSearch = async (shop: ReturnType<typeof searchShop>, term: string) => {
  await shop.dispatch({ _tag: "SetSearchTerm", term });
  const outcomes = await Promise.all(flyoutSearchCommands(term, config).map((c) => shop.dispatch(c)));
  return outcomes.map((o) => (o.ok ? o.value : o.error._tag));
};

describe("search flyout rules", () => {
  it("[doc1 §5] a term shorter than 2 characters sends nothing", async () => {
    const shop = searchShop((n, i) => searchAnswer(n, i));
    const outcomes = await typeAndSearch(shop, "m");
    expect(outcomes[0]).toBe("tooShort");
    expect(shop.calls).toEqual([]);
    expect(shop.store.getState().search.term).toBe("m");
  });

  it("[doc1 §5] blank terms send nothing", async () => {
    const shop = searchShop((n, i) => searchAnswer(n, i));
    expect((await typeAndSearch(shop, "   "))[0]).toBe("blank");
    expect((await typeAndSearch(shop, ""))[0]).toBe("blank");
    expect(shop.calls).toEqual([]);
  });

  it("[doc1 §5] an unchanged term (after trimming) sends nothing again", async () => {
    const shop = searchShop((n, i) => searchAnswer(n, i));
    await typeAndSearch(shop, "milch");
    const before = shop.calls.length;
    expect((await typeAndSearch(shop, " milch "))[0]).toBe("unchanged");
    expect(shop.calls.length).toBe(before);
    expect(flyoutDecision("milch", "milch")).toBe("unchanged");
    expect(flyoutDecision("mi", "")).toBe("search");
    expect(flyoutDecision("x".repeat(201), "")).toBe("tooLong");
  });

  it("[doc1 §3, §7] types and their order come from flapoutSearchTypes; content search uses page size 5", async () => {
    const shop = searchShop((n, i) => searchAnswer(n, i), {
      flapoutSearchTypes: [
        { type: "recipes", order: 2 },
        { type: "content", order: 1 },
        { type: "unknown", order: 0 },
      ],
    });
    const cfg = shop.store.getState().tenant.config;
    if (!cfg) throw new Error("no config");
    for (const c of flyoutSearchCommands("milch", cfg)) await shop.dispatch(c);
    expect(shop.calls.map((c) => c.name)).toEqual(["search.content", "search.recipes", "search.banner"]);
    expect(shop.calls[0]?.input).toEqual({
      params: { term: "milch" },
      query: { page: 1, pageSize: 5, enableStatistics: false },
    });
  });

  it("[doc1 §4] each result type and the banner go loading, then loaded", async () => {
    const shop = searchShop((n, i) => searchAnswer(n, i));
    await shop.dispatch({ _tag: "RunFlyoutSearch", term: "milch" });
    const flyout = shop.store.getState().search.flyout;
    expect(Object.values(flyout.results).map((s) => s?.status)).toEqual(Array(5).fill("loading"));
    expect(flyout.banner.status).toBe("loading");
    for (const c of flyoutSearchCommands("milch", config).slice(1)) await shop.dispatch(c);
    const after = shop.store.getState().search.flyout;
    expect(Object.values(after.results).map((s) => s?.status)).toEqual(Array(5).fill("loaded"));
    expect(after.banner).toEqual({ status: "loaded", banner: null });
  });

  it("[doc1 §4] a new term marks all types loading", async () => {
    const shop = searchShop((n, i) => searchAnswer(n, i));
    await typeAndSearch(shop, "milch");
    await shop.dispatch({ _tag: "RunFlyoutSearch", term: "käse" });
    const flyout = shop.store.getState().search.flyout;
    expect(flyout.term).toBe("käse");
    expect(Object.values(flyout.results).every((s) => s?.status === "loading")).toBe(true);
    expect(flyout.banner.status).toBe("loading");
  });

  it("[doc1 §4] a response applies only if its term is still current (reducer)", () => {
    let s = reduce(appRecipe, initialState, {
      _tag: "FlyoutSearchStarted",
      term: "käse",
      types: ["products"],
    });
    const stale: AppEvent = {
      _tag: "FlyoutResultsLoaded",
      term: "milch",
      hits: { type: "products", count: 0, offset: 0, total: 0, results: [] },
      failed: false,
    };
    s = reduce(appRecipe, s, stale);
    expect(s.search.flyout.results.products).toEqual({ status: "loading" });
    s = reduce(appRecipe, s, { _tag: "SearchBannerLoaded", term: "milch", banner: null });
    expect(s.search.flyout.banner.status).toBe("loading");
  });

  it("[doc1 §4] a fetch for a term that is no longer current is skipped, no call", async () => {
    const shop = searchShop((n, i) => searchAnswer(n, i));
    await shop.dispatch({ _tag: "RunFlyoutSearch", term: "milch" });
    await shop.dispatch({ _tag: "RunFlyoutSearch", term: "käse" });
    const o = await shop.dispatch({ _tag: "FetchFlyoutResults", term: "milch", type: "products" });
    expect(o).toMatchObject({ ok: true, value: "stale" });
    expect(shop.calls).toEqual([]);
  });

  it("[doc1 §8] a failed search yields the empty result (count 0, offset 0, results [], total 0); a banner failure is ignored", async () => {
    const shop = searchShop((name, input) => {
      if (name === "search.brands" || name === "search.banner")
        throw new ApiError({ call: name, status: 503, message: "down" });
      return searchAnswer(name, input);
    });
    const outcomes = await typeAndSearch(shop, "milch");
    expect(outcomes.every((o) => typeof o === "string" && o !== "CommandFailed")).toBe(true);
    const flyout = shop.store.getState().search.flyout;
    expect(flyout.results.brands).toEqual({
      status: "loaded",
      failed: true,
      hits: { type: "brands", count: 0, offset: 0, results: [], total: 0 },
    });
    expect(flyout.banner).toEqual({ status: "loaded", banner: null });
    expect(shop.events().some((e) => e._tag === "CommandFailed")).toBe(false);
  });

  it("[doc1 §8] a zero-result search emits SearchReturnedNoResults with term, type and page type", async () => {
    const shop = searchShop((name, input) => searchAnswer(name, input, name === "search.recipes" ? 0 : 3));
    await typeAndSearch(shop, "xyzzy");
    expect(shop.events().filter((e) => e._tag === "SearchReturnedNoResults")).toEqual([
      { _tag: "SearchReturnedNoResults", term: "xyzzy", type: "recipes", pageType: "flyout" },
    ]);
  });

  it("[doc1 §3, §9] column ratio from config (default 6/6); types split into columns by odd and even order", () => {
    expect(parseColumnRatio("8/4")).toEqual([8, 4]);
    expect(parseColumnRatio("6/6")).toEqual([6, 6]);
    for (const bad of ["", "6", "0/6", "a/b", undefined]) expect(parseColumnRatio(bad)).toEqual([6, 6]);
    const { left, right } = splitColumns(flyoutTypes(config));
    expect(left.map((t) => t.type)).toEqual(["products", "brands", "recipes"]);
    expect(right.map((t) => t.type)).toEqual(["categories", "content"]);
    expect(flyoutTypes(config)[0]?.emptyResultsContent).toBe("Keine Produkte");
  });
});

describe("stale responses (fc.scheduler)", () => {
  it("[doc1 §4] whatever order the answers arrive in, the flyout shows only the current term's results and nothing stays loading", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.constantFrom("m", "mi", "mil", "milch", "milch ", "  ", "käse", "kä"), {
          minLength: 1,
          maxLength: 6,
        }),
        async (s, terms) => {
          const shop = searchShop(scheduledAnswer(s));
          // The shopper types the terms in order; each pause dispatches what the debounce dispatches.
          const typing = s.scheduleSequence(
            terms.map((term) => ({
              label: `type ${JSON.stringify(term)}`,
              builder: async () => {
                void shop.dispatch({ _tag: "SetSearchTerm", term });
                for (const c of flyoutSearchCommands(term, config)) void shop.dispatch(c);
              },
            })),
          );
          await s.waitFor(typing.task);
          await s.waitFor(shop.bus.idle());
          let expected = "";
          for (const t of terms) if (flyoutDecision(t, expected) === "search") expected = normaliseTerm(t);
          const flyout = shop.store.getState().search.flyout;
          expect(flyout.term).toBe(expected);
          if (expected === "") return;
          for (const type of flyout.types) {
            const slot = flyout.results[type];
            expect(slot?.status).toBe("loaded");
            if (slot?.status === "loaded") expect(slot.hits.queryID).toBe(`${expected}|${type}`);
          }
          expect(flyout.banner.status).toBe("loaded");
          expect(shop.store.getState().search.term).toBe(terms.at(-1));
        },
      ),
      { numRuns: 150 },
    );
  });
  it("[doc1 §4] when two searches race (their commands interleaved in any order), no answer for another term is ever shown", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.uniqueArray(fc.constantFrom("mi", "milch", "käse", "brot"), { minLength: 2, maxLength: 3 }),
        async (s, terms) => {
          const shop = searchShop(scheduledAnswer(s));
          const runs = terms.map((term) =>
            s.scheduleSequence(
              flyoutSearchCommands(term, config).map((c) => ({
                label: `${c._tag} ${term}`,
                builder: async () => {
                  void shop.dispatch(c);
                },
              })),
            ),
          );
          for (const r of runs) await s.waitFor(r.task);
          await s.waitFor(shop.bus.idle());
          const flyout = shop.store.getState().search.flyout;
          expect(terms).toContain(flyout.term);
          for (const type of flyout.types) {
            const slot = flyout.results[type];
            if (slot?.status === "loaded") expect(slot.hits.queryID).toBe(`${flyout.term}|${type}`);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
