import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

// Read routes' requests per second against the ceiling (issue 18): a fresh reference server in a
// child process (the load generator must not share its event loop), then autocannon with
// CONNECTIONS connections for SECONDS per route, one route after the other, all in one run so
// the ratios compare like with like. BENCH_SECONDS shortens it; BENCH_SERVER_ROOT points the
// child at another checkout (e.g. main, for the figures before a change).
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Unmeasured load per route first: the server's code is compiled and its cache filled before timing. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
/** Catalogue reads and search should reach this share of the ceiling (issue 18). */
const TARGET = 0.5;

interface Route {
  readonly name: string;
  readonly path: string;
  /** Held to ≥ 50 % of the ceiling (issue 18); the ceiling itself is not. */
  readonly target: boolean;
  readonly headers?: Readonly<Record<string, string>>;
}

const ROUTES: ReadonlyArray<Route> = [
  { name: "unknown /api path (the ceiling)", path: "/api/no-such-route", target: false },
  { name: "GET /tenant/config", path: "/tenant/config", target: true },
  // 61 kB of JSON: as browsers ask for it, gzipped (the load generator shares the machine's cores).
  {
    name: "GET /tenant/config (Accept-Encoding: gzip)",
    path: "/tenant/config",
    target: true,
    headers: { "accept-encoding": "gzip" },
  },
  {
    name: "GET /api/product-discovery/categories/tree",
    path: "/api/product-discovery/categories/tree",
    target: true,
  },
  {
    name: "GET /api/product-discovery/categories/getraenke/products",
    path: "/api/product-discovery/categories/getraenke/products",
    target: true,
  },
  {
    name: "GET /api/product-discovery/products/search/milch",
    path: "/api/product-discovery/products/search/milch",
    target: true,
  },
];

/** The child's side: serves a freshly seeded database until it is told to stop. */
const serve = async () => {
  const { startServer } = await import("../server/start");
  const { quietLogger } = await import("../server/http/logger");
  const dataDir = mkdtempSync(join(tmpdir(), "grocery-bench-throughput-"));
  const server = await startServer({ dataDir, port: 0, host: "127.0.0.1", logger: quietLogger });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  process.on("SIGTERM", () => {
    void server.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
};

const startChild = (): Promise<{ readonly url: string; readonly child: ChildProcess }> => {
  const root = process.env.BENCH_SERVER_ROOT ?? join(fileURLToPath(import.meta.url), "../..");
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "bench/throughput.ts"), "--serve"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`benchmark server exited with ${code}`)));
    createInterface({ input: child.stdout as NonNullable<typeof child.stdout> }).once("line", (line) =>
      resolve({ url: (JSON.parse(line) as { url: string }).url, child }),
    );
  });
};

interface Figures {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly errors: number;
}

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

const load = async (url: string, route: Route, seconds = SECONDS): Promise<Figures> => {
  const expectOk = route.target;
  // autocannon reports no 95th percentile: the response times are collected here.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { ...route.headers } },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    errors: result.errors + result.timeouts + (expectOk ? result.non2xx : result["2xx"]),
  };
};

const cell = (n: number) => Math.round(n).toLocaleString("en");

export const throughputBench = async () => {
  const { url, child } = await startChild();
  try {
    if (WARMUP_SECONDS > 0) for (const route of ROUTES) await load(url + route.path, route, WARMUP_SECONDS);
    const rows: Array<{ name: string; target: boolean; figures: Figures }> = [];
    for (const route of ROUTES)
      rows.push({ name: route.name, target: route.target, figures: await load(url + route.path, route) });
    const ceiling = rows[0]?.figures.requestsPerSecond ?? 1;
    console.log(
      `read throughput (${CONNECTIONS} connections, ${SECONDS} s per route, server in a child process):`,
    );
    console.log("| route | requests/s | p50 | p95 | of the ceiling | ≥ 50 % |");
    console.log("|---|---|---|---|---|---|");
    for (const { name, target, figures } of rows) {
      const ratio = figures.requestsPerSecond / ceiling;
      const meets = target ? (ratio >= TARGET ? "yes" : "no") : "—";
      const errors = figures.errors > 0 ? ` (${figures.errors} unexpected answers)` : "";
      console.log(
        `| ${name}${errors} | ${cell(figures.requestsPerSecond)} | ${figures.p50.toFixed(1)} ms | ${figures.p95.toFixed(1)} ms | ${(ratio * 100).toFixed(0)} % | ${meets} |`,
      );
    }
  } finally {
    child.kill("SIGTERM");
  }
};

if (process.argv.includes("--serve")) await serve();
