import { type ChildProcess, fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, type IncomingHttpHeaders, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { quietLogger } from "../server/http/logger";
import { generateCatalogue } from "../server/seed/catalogue/generate";
import { startServer } from "../server/start";
import { startPostgresBenchServer } from "./server-process";

// Reference-server cart calls per second under concurrency: a fresh server on a free loopback
// port with its own data folder, in a CHILD process (the load generator must not share the
// server's event loop, or its own work counts as the server's); SHOPPERS browsers each run ROUNDS
// of (add item, get cart, validation) in parallel, every call with its own X-Request-Id as the
// client sends it. Bounded: SHOPPERS × ROUNDS × 3 requests, then the server is stopped.
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);
/** Set in the child: it serves instead of measuring. */
const CHILD_ENV = "BENCH_CART_SERVER_CHILD";
/** A folder: the server child writes a V8 CPU profile there (NODE_OPTIONS may not carry --cpu-prof). */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF_DIR;

/** A shopper's browser: its cookies, and one kept-alive connection as a browser's tab would use. */
interface Jar {
  cookie: string;
  xsrf: string;
  readonly agent: Agent;
}

const newJar = (): Jar => ({ cookie: "", xsrf: "", agent: new Agent({ keepAlive: true, maxSockets: 1 }) });

const absorb = (jar: Jar, headers: IncomingHttpHeaders) => {
  const cookies = new Map(
    jar.cookie ? jar.cookie.split("; ").map((c) => c.split("=") as [string, string]) : [],
  );
  for (const line of headers["set-cookie"] ?? []) {
    const [pair = ""] = line.split(";");
    const i = pair.indexOf("=");
    cookies.set(pair.slice(0, i), pair.slice(i + 1));
  }
  jar.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  jar.xsrf = cookies.get("XSRF-TOKEN") ?? "";
};

/**
 * One call over the shopper's connection, its body read whole (as the browser gets it: gzipped).
 * node:http, not fetch (issue 18): fetch cost the load generator 1.6 ms of CPU per call against
 * 0.36 ms, on a 2-core machine whose other core serves the calls, so part of every time measured
 * was the generator's own queue, and it took CPU the server's helper threads need.
 */
const call = (
  url: string,
  jar: Jar,
  path: string,
  method = "GET",
  body?: string,
): Promise<{ readonly status: number; readonly headers: IncomingHttpHeaders }> =>
  new Promise((resolve, reject) => {
    const req = request(
      url + path,
      {
        method,
        agent: jar.agent,
        headers: {
          accept: "application/json",
          "accept-encoding": "gzip",
          cookie: jar.cookie,
          "x-xsrf-token": jar.xsrf,
          "x-request-id": randomUUID(),
          ...(body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
        },
      },
      (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The child's side: serves a fresh data folder and tells the parent its URL. */
const serve = async (dataDir: string) => {
  const server = await startServer({ dataDir, port: 0, host: "127.0.0.1", logger: quietLogger });
  process.send?.({ url: server.url });
  // The CPU the server used: on a loaded machine a steadier figure than wall-clock times.
  process.on("message", () => process.send?.({ cpu: process.cpuUsage() }));
  process.once("disconnect", () => {
    void server.close().then(() => process.exit(0));
  });
};

/** Starts the server child and waits for its URL (the first start migrates and seeds: seconds). */
const startChild = (dataDir: string) =>
  new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [CHILD_ENV]: dataDir },
      execArgv: [
        ...process.execArgv,
        ...(CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROF_DIR}`] : []),
      ],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.once("message", (m) => resolve({ child, url: (m as { url: string }).url }));
    child.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
  });

/** The child's CPU time so far (user + system), in milliseconds. */
const childCpuMs = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once("message", (m) => {
      const { cpu } = m as { cpu: NodeJS.CpuUsage };
      resolve((cpu.user + cpu.system) / 1000);
    });
    child.send("cpu");
  });

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.disconnect();
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });

export const cartServerBench = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "grocery-bench-cart-"));
  // BENCH_DATABASE_URL: PostgreSQL with BENCH_WORKERS processes (bench/server-process.ts); else
  // PGlite in a child process that also reports its CPU time.
  const onPostgres = await startPostgresBenchServer();
  const pglite = onPostgres ? undefined : await startChild(dataDir);
  const url = onPostgres?.url ?? pglite?.url ?? "";
  const label = onPostgres?.label ?? "PGlite, server in a child process";
  try {
    const skus = generateCatalogue()
      .products.map((p) => p.product)
      .filter((p) => p.availability === "available" && !p.weightArticle && p.ageRestriction === 0)
      .slice(0, 40)
      .map((p) => p.sku);
    const timings: Record<"add" | "get" | "validation", number[]> = { add: [], get: [], validation: [] };
    const timed = async (
      kind: keyof typeof timings,
      jar: Jar,
      path: string,
      method?: string,
      body?: string,
    ) => {
      const start = performance.now();
      const response = await call(url, jar, path, method, body);
      absorb(jar, response.headers);
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      timings[kind].push(performance.now() - start);
    };
    const shopper = async (n: number) => {
      const jar = newJar();
      try {
        absorb(jar, (await call(url, jar, "/api/csrf")).headers);
        await timed("get", jar, "/api/carts");
        for (let r = 0; r < ROUNDS; r++) {
          const sku = skus[(n * 7 + r) % skus.length];
          await timed("add", jar, "/api/carts/items", "POST", JSON.stringify({ sku, quantity: 1 }));
          await timed("get", jar, "/api/carts");
          await timed("validation", jar, "/api/carts/validation");
        }
      } finally {
        jar.agent.destroy();
      }
    };
    await shopper(999); // warm-up
    for (const k of Object.keys(timings) as Array<keyof typeof timings>) timings[k] = [];
    const cpuBefore = pglite ? await childCpuMs(pglite.child) : 0;
    const start = performance.now();
    await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i)));
    const seconds = (performance.now() - start) / 1000;
    const cpuMs = pglite ? (await childCpuMs(pglite.child)) - cpuBefore : undefined;
    const total = timings.add.length + timings.get.length + timings.validation.length;
    console.log(
      `cart server: ${Math.round(total / seconds).toLocaleString("en")} requests/s (${SHOPPERS} concurrent shoppers, ${total} requests of add item, get cart, validation; ${label})`,
    );
    if (cpuMs !== undefined) console.log(`  server CPU: ${(cpuMs / total).toFixed(2)} ms per request`);
    for (const [k, list] of Object.entries(timings)) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `  ${k}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (${sorted.length} calls)`,
      );
    }
  } finally {
    if (pglite) await stopChild(pglite.child);
    await onPostgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const childDataDir = process.env[CHILD_ENV];
if (childDataDir) await serve(childDataDir);
else if (import.meta.url === `file://${process.argv[1]}`) await cartServerBench();
