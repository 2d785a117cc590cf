import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../adapters/memory/ports";
import { scheduleManifestPrefetch, startBuildWatch } from "../../adapters/ops/builds";
import { createChunkGuard } from "../../adapters/ops/chunks";
import type { AppCommand } from "../../domain/app/commands";
import {
  MANIFEST_PREFETCH_DELAY_MS,
  NEW_BUILD_CHECK_MS,
  shouldPrefetchManifest,
} from "../../domain/ops/rules/buildWatch";
import {
  CHUNK_GUARD_KEY,
  CHUNK_RELOAD_GUARD_MS,
  chunkReloadDecision,
  isChunkLoadError,
} from "../../domain/ops/rules/chunkReload";
import { testShop } from "../support/shop";

describe("[doc1 §4, §9] chunk reload guard: at most once per path per 10 s", () => {
  it("reloads, then not again within 10 s, then again at 10 s", () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    const first = chunkReloadDecision({}, "/a", 1_000);
    expect(first.reload).toBe(true);
    expect(chunkReloadDecision(first.guard, "/a", 1_000 + 9_999).reload).toBe(false);
    expect(chunkReloadDecision(first.guard, "/b", 1_001).reload).toBe(true);
    const later = chunkReloadDecision(first.guard, "/a", 1_000 + 10_000);
    expect(later.reload).toBe(true);
    expect(later.guard).toEqual({ "/a": 11_000 });
  });
  it("the adapter keeps the guard in session storage and reloads once", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reports: string[] = [];
    let now = 5_000;
    const guard = createChunkGuard({
      storage: storage.port,
      path: () => "/sortiment",
      now: () => now,
      reload: () => {
        reloads += 1;
      },
      report: (m) => reports.push(m),
      online: () => true,
      whenOnline: () => {
        throw new Error("online: the guard does not wait for the connection");
      },
    });
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/Teaser-x.js");
    expect(guard(new Error("something else"))).toBe(false);
    expect(guard(error)).toBe(true);
    now += 3_000;
    expect(guard(error)).toBe(false);
    expect(reloads).toBe(1);
    expect(JSON.parse(Effect.runSync(storage.port.get("session", CHUNK_GUARD_KEY)) ?? "")).toEqual({
      "/sortiment": 5_000,
    });
    expect(reports).toHaveLength(2);
  });
  it("[doc1 §8] offline, a failed chunk does not reload into the browser's offline page: it reloads once the connection is back", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reports: string[] = [];
    const back: Array<() => void> = [];
    let online = false;
    const guard = createChunkGuard({
      storage: storage.port,
      path: () => "/",
      now: () => 5_000,
      reload: () => {
        reloads += 1;
      },
      report: (m) => reports.push(m),
      online: () => online,
      whenOnline: (callback) => back.push(callback),
    });
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/AccountEntry-x.js");
    expect(guard(error)).toBe(false);
    expect(guard(error)).toBe(false);
    expect(reloads).toBe(0);
    expect(back).toHaveLength(1);
    online = true;
    back[0]?.();
    expect(reloads).toBe(1);
    expect(reports).toEqual([
      expect.stringContaining("reloading when the connection is back"),
      expect.stringContaining("chunk load failed, reloading"),
    ]);
  });
  it("recognises the browsers' chunk errors", () => {
    expect(isChunkLoadError("Importing a module script failed.")).toBe(true);
    expect(isChunkLoadError("error loading dynamically imported module: x")).toBe(true);
    expect(isChunkLoadError("x is undefined")).toBe(false);
  });
});

describe("[doc1 §9] manifest prefetch after 1 s, skipped on very slow connections", () => {
  it("connection rule", () => {
    expect(shouldPrefetchManifest(undefined)).toBe(true);
    expect(shouldPrefetchManifest({ effectiveType: "3g" })).toBe(true);
    expect(shouldPrefetchManifest({ effectiveType: "2g" })).toBe(false);
    expect(shouldPrefetchManifest({ effectiveType: "slow-2g" })).toBe(false);
    expect(shouldPrefetchManifest({ effectiveType: "4g", saveData: true })).toBe(false);
  });
  it("fetches builds/meta/{id}.json after 1 s", () => {
    const fetched: string[] = [];
    const timers: Array<[() => void, number]> = [];
    scheduleManifestPrefetch({
      buildId: () => "abc123",
      connection: { effectiveType: "4g" },
      fetch: async (url) => void fetched.push(url),
      setTimeout: (fn, ms) => timers.push([fn, ms]),
    });
    expect(timers.map(([, ms]) => ms)).toEqual([MANIFEST_PREFETCH_DELAY_MS]);
    expect(MANIFEST_PREFETCH_DELAY_MS).toBe(1000);
    timers[0]?.[0]();
    expect(fetched).toEqual(["/builds/meta/abc123.json"]);
  });
});

describe("[doc1 §4, §7] new build check every hour", () => {
  it("the scheduler identifies the running build and checks every 3,600,000 ms", () => {
    const sent: AppCommand[] = [];
    const intervals: number[] = [];
    startBuildWatch({
      buildId: "b1",
      dispatch: (c) => sent.push(c),
      setInterval: (_f, ms) => intervals.push(ms),
    });
    expect(sent).toEqual([{ _tag: "IdentifyRunningBuild", id: "b1" }]);
    expect(intervals).toEqual([NEW_BUILD_CHECK_MS]);
    expect(NEW_BUILD_CHECK_MS).toBe(3_600_000);
  });
  it("a new build id shows an info notification once; the same id says current", async () => {
    let latest = "b1";
    const shop = testShop({ script: { "builds.latest": () => ({ value: { id: latest, timestamp: 1 } }) } });
    await shop.dispatch({ _tag: "IdentifyRunningBuild", id: "b1" });
    expect(await shop.dispatch({ _tag: "CheckForNewBuild" })).toMatchObject({ value: "current" });
    latest = "b2";
    expect(await shop.dispatch({ _tag: "CheckForNewBuild" })).toMatchObject({ value: "new-build" });
    expect(await shop.dispatch({ _tag: "CheckForNewBuild" })).toMatchObject({ value: "current" });
    const s = shop.store.getState();
    expect(s.ops).toEqual({ runningBuild: "b1", newBuild: "b2" });
    expect(s.notifications.items).toMatchObject([{ key: "build.newAvailable", type: "info" }]);
    expect(shop.api.calls[0]?.input).toMatchObject({ query: { timestamp: expect.stringMatching(/^\d+$/) } });
  });
  it("without a page build id the first answer identifies the running build; a failed check changes nothing", async () => {
    const shop = testShop({ script: { "builds.latest": () => ({ value: { id: "b9", timestamp: 1 } }) } });
    expect(await shop.dispatch({ _tag: "CheckForNewBuild" })).toMatchObject({ value: "identified" });
    const down = testShop({ script: { "builds.latest": () => ({ status: 503 }) } });
    expect(await down.dispatch({ _tag: "CheckForNewBuild" })).toMatchObject({ value: "unavailable" });
    expect(down.store.getState().ops.runningBuild).toBeNull();
  });
});
