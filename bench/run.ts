import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { memoryShop } from "../adapters/memory/shop";
import type { AppCommand } from "../domain/app/commands";
import type { AppEvent } from "../domain/app/events";
import { appRecipe } from "../domain/app/reducer";
import { initialState } from "../domain/app/state";
import { fold, reduce } from "../domain/core/store";
import { BOOT_CHUNKS_ID, type BootChunks } from "../src/app/bootChunks";
import { cartServerBench } from "./cart-server";
import { devtoolsBench } from "./devtools";
import { searchBench } from "./search";
import { throughputBench } from "./throughput";

// npm run bench: the figures the walking skeleton is held to (issue 2 §6). Timings are wall-clock
// on this machine; each figure is the best of a few rounds so a stray GC pause does not decide it.

const best = (rounds: number, run: () => number) => Math.max(...Array.from({ length: rounds }, run));

/**
 * A mix of shell commands, each reading state, most calling a port and emitting an event: show a
 * notification (ids port + event), flip connectivity (event), dismiss a notification (event).
 */
const mixedCommand = (i: number): AppCommand => {
  switch (i % 3) {
    case 0:
      return { _tag: "Notify", key: `k${i % 7}` };
    case 1:
      return { _tag: "SetConnectivity", online: i % 2 === 0 };
    default:
      return { _tag: "DismissNotification", id: `n-${Math.floor(i / 3) + 1}` };
  }
};

const busThroughput = async (count: number, stateDigests = true) => {
  const shop = memoryShop({ stateDigests });
  const start = performance.now();
  const pending: Array<Promise<unknown>> = [];
  for (let i = 0; i < count; i++) pending.push(shop.dispatch(mixedCommand(i)));
  await Promise.all(pending);
  const seconds = (performance.now() - start) / 1000;
  return count / seconds;
};

const makeEvents = (count: number): AppEvent[] => {
  const events: AppEvent[] = [];
  for (let i = 0; i < count; i++) {
    switch (i % 4) {
      case 0:
        events.push({
          _tag: "NotificationShown",
          notification: { id: `n${i}`, key: `k${i % 9}`, message: "Hallo", type: "info", duration: 2000 },
        });
        break;
      case 1:
        events.push({ _tag: "NotificationDismissed", id: `n${i - 1}` });
        break;
      case 2:
        events.push({
          _tag: "Navigated",
          path: `/seite-${i % 50}`,
          search: "",
          route: "content",
          params: { slug: `seite-${i % 50}` },
        });
        break;
      default:
        events.push({ _tag: "ConnectivityChanged", online: i % 8 === 3 });
    }
  }
  return events;
};

const replaySpeed = (events: ReadonlyArray<AppEvent>) => {
  const start = performance.now();
  fold(appRecipe, initialState, events);
  return events.length / ((performance.now() - start) / 1000);
};

/** Event by event, as the live store applies them: the incremental cost per event. */
const incrementalSpeed = (events: ReadonlyArray<AppEvent>) => {
  const start = performance.now();
  let s = initialState;
  for (const e of events) s = reduce(appRecipe, s, e);
  return events.length / ((performance.now() - start) / 1000);
};

/** The entry chunk and every chunk it imports statically: what the browser must load before the shop runs. */
const firstLoad = () => {
  const dist = join(import.meta.dirname, "../dist");
  const html = join(dist, "index.html");
  if (!existsSync(html)) return null;
  const index = readFileSync(html, "utf8");
  // The boot chunks the entry asks for once the page is painted (src/entry-client.ts) are first-load
  // JavaScript as much as the entry itself.
  const bootChunks = new RegExp(
    `<script type="application/json" id="${BOOT_CHUNKS_ID}">([^<]*)</script>`,
  ).exec(index)?.[1];
  const entries = [
    ...[
      ...index.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
      ...index.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
    ].map((m) => m[1] as string),
    ...(bootChunks ? (JSON.parse(bootChunks) as BootChunks).preload : []),
  ];
  const seen = new Set<string>();
  const queue = entries.map((e) => join(dist, e));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const m of code.matchAll(
      /(?:import|export)\s*(?:[\w*{}\s,$]*\s*from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      queue.push(join(file, "..", m[1] as string));
    }
  }
  let raw = 0;
  let gzip = 0;
  for (const f of seen) {
    const buf = readFileSync(f);
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files: seen.size, raw, gzip };
};

const main = async () => {
  const commands = 100_000;
  await busThroughput(5_000);
  const perSecond = Math.max(await busThroughput(commands), await busThroughput(commands));
  console.log(
    `bus throughput: ${Math.round(perSecond).toLocaleString("en")} commands/s (${commands.toLocaleString("en")} commands: notify, connectivity, dismiss; in-memory adapters; default log; target >= 50,000)`,
  );
  // What the outcome's state digest (issue 19 #3) costs: the same run without it.
  const withoutDigests = Math.max(await busThroughput(commands, false), await busThroughput(commands, false));
  console.log(
    `bus throughput without state digests: ${Math.round(withoutDigests).toLocaleString("en")} commands/s (the digests cost ${(100 * (1 - perSecond / withoutDigests)).toFixed(1)} %)`,
  );

  const events = makeEvents(100_000);
  replaySpeed(events);
  const replay = best(3, () => replaySpeed(events));
  console.log(
    `state replay: ${Math.round(replay).toLocaleString("en")} events/s (fold of a 100,000-event log; target >= 500,000)`,
  );
  const incremental = best(3, () => incrementalSpeed(events));
  console.log(
    `incremental reduce: ${Math.round(incremental).toLocaleString("en")} events/s (one immer produce per event, as live)`,
  );

  const load = firstLoad();
  if (load === null) console.log("first-load JavaScript: dist/ missing, run `npm run build` first");
  else
    console.log(
      `first-load JavaScript of the start page: ${(load.gzip / 1024).toFixed(1)} kB gzip (${(load.raw / 1024).toFixed(1)} kB raw, ${load.files} files; target < 150 kB gzip)`,
    );
};

await main();
await devtoolsBench();
await searchBench();
await cartServerBench();
await throughputBench();
