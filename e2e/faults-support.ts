import type { BrowserContext, Page, Route } from "@playwright/test";

/**
 * A fault-injecting layer between the browser and the reference server (issue 16 #10): every call
 * of the app to /api/ passes a route handler that, by a seeded schedule, lets it through, delays it
 * (0–5 s), drops the connection (before the server sees the request, or after it answered),
 * answers 500/502/503/429 itself, or sends a changing request (POST, PUT, DELETE) to the server
 * twice. The n-th call of one kind (method and path, ids left out) gets the n-th fault of that kind's
 * schedule under the run's seed: calls that race each other (a page's parallel reads) land in another
 * order on a slower machine, and keying by kind keeps each call's fault the same, so a failing seed
 * replays the same faults anywhere: FAULT_SEED=<seed> FAULT_RUNS=1.
 */

export const FAULT_KINDS = [
  "delay",
  "dropBefore",
  "dropAfter",
  "status500",
  "status502",
  "status503",
  "status429",
  "duplicate",
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** How many runs, from which seed, how often a call is faulted: settable by environment. */
export const faultSettings = () => ({
  runs: Number(process.env.FAULT_RUNS ?? 1),
  seed: Number(process.env.FAULT_SEED ?? 20261124),
  rate: Number(process.env.FAULT_RATE ?? 0.25),
  maxDelayMs: Number(process.env.FAULT_MAX_DELAY_MS ?? 5000),
});

/** mulberry32: a small seeded generator, the same numbers for the same seed on every machine. */
const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** FNV-1a: a string to a 32-bit number, to seed one kind of call's schedule. */
const hash = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

/** A call's kind: method and path with ids (numbers, uuids, long hex or code-like segments) left out. */
const callKind = (method: string, url: URL): string =>
  `${method} ${url.pathname
    .split("/")
    .map((segment) => (/\d/.test(segment) && segment.length > 3 ? ":id" : segment))
    .join("/")}`;

export interface FaultLog {
  calls: number;
  readonly injected: Record<FaultKind, number>;
  /** The faults in order, for the report of a failing run. */
  readonly trail: string[];
}

export const emptyCounts = (): Record<FaultKind, number> =>
  Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;

const STATUS: Partial<Record<FaultKind, number>> = {
  status500: 500,
  status502: 502,
  status503: 503,
  status429: 429,
};

const isApiCall = (url: URL) => url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/test/");

/** Installs the run's schedule on every page of the context; answers what was injected so far. */
export const injectFaults = async (
  context: BrowserContext,
  seed: number,
  settings: { rate: number; maxDelayMs: number; only?: FaultKind },
): Promise<FaultLog> => {
  const schedules = new Map<string, () => number>();
  const log: FaultLog = { calls: 0, injected: emptyCounts(), trail: [] };
  const handle = async (route: Route) => {
    const request = route.request();
    log.calls += 1;
    const kindOfCall = callKind(request.method(), new URL(request.url()));
    let random = schedules.get(kindOfCall);
    if (random === undefined) {
      random = seededRandom(seed ^ hash(kindOfCall));
      schedules.set(kindOfCall, random);
    }
    // Two numbers per call whatever happens, so one call's fault never shifts the next call's.
    const roll = random();
    const detail = random();
    const changing = request.method() !== "GET" && request.method() !== "HEAD";
    // `only` narrows the schedule to one kind (a run that delivers every changing call twice).
    const kinds = FAULT_KINDS.filter(
      (k) => (k !== "duplicate" || changing) && (settings.only === undefined || k === settings.only),
    );
    const kind = roll < settings.rate ? kinds[Math.floor((roll / settings.rate) * kinds.length)] : undefined;
    if (kind === undefined) return route.continue();
    log.injected[kind] += 1;
    log.trail.push(`${kind} ${request.method()} ${new URL(request.url()).pathname}`);
    if (process.env.FAULT_VERBOSE === "1") console.log(`[faults] ${log.calls}: ${log.trail.at(-1)}`);
    const status = STATUS[kind];
    if (status !== undefined)
      return route.fulfill({
        status,
        contentType: "application/json",
        headers: status === 429 ? { "Retry-After": "1" } : {},
        body: JSON.stringify({ message: `injected ${status}`, code: `fault_${status}` }),
      });
    switch (kind) {
      case "delay":
        await new Promise((r) => setTimeout(r, Math.round(detail * settings.maxDelayMs)));
        return route.continue();
      case "dropBefore":
        return route.abort("connectionreset");
      case "dropAfter":
        // The server did the work; its answer never reaches the browser.
        await route.fetch().catch(() => undefined);
        return route.abort("connectionreset");
      case "duplicate": {
        // A request a flaky network (or a proxy) delivers twice: the browser sees the second answer.
        await route.fetch();
        return route.fulfill({ response: await route.fetch() });
      }
      default:
        return route.continue();
    }
  };
  await context.route((url) => isApiCall(url), handle);
  return log;
};

type Lines = ReadonlyArray<{ readonly articleId: string; readonly quantity: number }>;

/** What the server holds for this browser's session (GET /api/test/ledger, test routes only). */
export interface Ledger {
  readonly carts: ReadonlyArray<{ readonly id: string; readonly status: string; readonly lines: Lines }>;
  /** Each order with the lines it was placed with. */
  readonly orders: ReadonlyArray<{
    readonly orderNumber: string;
    readonly cartId: string;
    readonly lines: Lines;
  }>;
  readonly payments: ReadonlyArray<{ readonly id: string; readonly cartId: string; readonly status: string }>;
}

/** Read past the fault layer (the context's own request client is not routed). */
export const readLedger = async (page: Page): Promise<Ledger> => {
  const res = await page.context().request.get("/api/test/ledger");
  if (!res.ok()) throw new Error(`ledger: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as Ledger;
};

/** The invariants of issue 16 #10 over the server's state: each broken one, in words. */
export const ledgerViolations = (ledger: Ledger): string[] => {
  const out: string[] = [];
  if (ledger.orders.length > 1)
    out.push(`${ledger.orders.length} orders placed: ${ledger.orders.map((o) => o.orderNumber).join(", ")}`);
  const ordered = new Set(ledger.orders.map((o) => o.cartId));
  for (const p of ledger.payments)
    if (p.status === "approved" && !ordered.has(p.cartId))
      out.push(`payment ${p.id} approved for cart ${p.cartId} without an order`);
  for (const cart of [
    ...ledger.carts,
    ...ledger.orders.map((o) => ({ id: o.orderNumber, lines: o.lines })),
  ]) {
    const seen = new Set<string>();
    for (const l of cart.lines) {
      if (seen.has(l.articleId)) out.push(`cart ${cart.id}: ${l.articleId} on two lines`);
      seen.add(l.articleId);
    }
  }
  return out;
};
