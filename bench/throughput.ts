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
  // The CPU the server has used so far: per request, a figure the load on the machine hardly moves.
  // Listened for before the URL is told: a SIGUSR2 that came first would end the process.
  process.on("SIGUSR2", () => {
    const cpu = process.cpuUsage();
    process.stdout.write(`${JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
  });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  process.on("SIGTERM", () => {
    void server.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
};

interface Child {
  readonly url: string;
  readonly child: ChildProcess;
  /** The child's CPU time so far, in milliseconds. */
  readonly cpuMs: () => Promise<number>;
}

const startChild = (): Promise<Child> => {
  const root = process.env.BENCH_SERVER_ROOT ?? join(fileURLToPath(import.meta.url), "../..");
  // BENCH_CPU_PROF_DIR: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const flags = profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(
    process.execPath,
    [...flags, "--import", "tsx", join(root, "bench/throughput.ts"), "--serve"],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> });
  // A server that died meanwhile fails the bench with its exit code, rather than leaving this
  // waiting with nothing else running (Node then ends the bench silently, exit code 13).
  const cpuMs = () =>
    new Promise<number>((resolve, reject) => {
      const died = (code: number | null, signal: string | null) =>
        reject(new Error(`benchmark server exited (${code ?? signal})`));
      child.once("exit", died);
      lines.once("line", (line) => {
        child.off("exit", died);
        resolve((JSON.parse(line) as { cpuMs: number }).cpuMs);
      });
      child.kill("SIGUSR2");
    });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`benchmark server exited with ${code}`)));
    lines.once("line", (line) => resolve({ url: (JSON.parse(line) as { url: string }).url, child, cpuMs }));
  });
};

interface Figures {
  readonly requestsPerSecond: number;
  /** The server's CPU time per answered request. */
  readonly cpuUsPerRequest: number;
  readonly p50: number;
  readonly p95: number;
  readonly errors: number;
}

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

const load = async (server: Child, route: Route, seconds = SECONDS): Promise<Figures> => {
  const url = server.url + route.path;
  const cpuBefore = await server.cpuMs();
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
  const cpuMs = (await server.cpuMs()) - cpuBefore;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    cpuUsPerRequest: (cpuMs * 1000) / Math.max(1, result.requests.total),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    errors: result.errors + result.timeouts + (expectOk ? result.non2xx : result["2xx"]),
  };
};

const cell = (n: number) => Math.round(n).toLocaleString("en");

export const throughputBench = async () => {
  const server = await startChild();
  const { child } = server;
  try {
    if (WARMUP_SECONDS > 0) for (const route of ROUTES) await load(server, route, WARMUP_SECONDS);
    const rows: Array<{ name: string; target: boolean; figures: Figures }> = [];
    for (const route of ROUTES)
      rows.push({ name: route.name, target: route.target, figures: await load(server, route) });
    const ceiling = rows[0]?.figures.requestsPerSecond ?? 1;
    console.log(
      `read throughput (${CONNECTIONS} connections, ${SECONDS} s per route, server in a child process):`,
    );
    console.log("| route | requests/s | p50 | p95 | server CPU per request | of the ceiling | ≥ 50 % |");
    console.log("|---|---|---|---|---|---|---|");
    for (const { name, target, figures } of rows) {
      const ratio = figures.requestsPerSecond / ceiling;
      const meets = target ? (ratio >= TARGET ? "yes" : "no") : "—";
      const errors = figures.errors > 0 ? ` (${figures.errors} unexpected answers)` : "";
      console.log(
        `| ${name}${errors} | ${cell(figures.requestsPerSecond)} | ${figures.p50.toFixed(1)} ms | ${figures.p95.toFixed(1)} ms | ${Math.round(figures.cpuUsPerRequest)} µs | ${(ratio * 100).toFixed(0)} % | ${meets} |`,
      );
    }
  } finally {
    child.kill("SIGTERM");
  }
};

if (process.argv.includes("--serve")) await serve();
// Run on its own (`npx tsx bench/throughput.ts`) as well as from bench/run.ts.
else if (import.meta.url === `file://${process.argv[1]}`) await throughputBench();
