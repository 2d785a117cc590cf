import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { quietLogger } from "../server/http/logger";
import { generateCatalogue } from "../server/seed/catalogue/generate";
import { startServer } from "../server/start";
import { startPostgresBenchServer } from "./server-process";

// Reference-server cart calls per second under concurrency: a fresh server on a free loopback
// port with its own data folder; SHOPPERS browsers each run ROUNDS of (add item, get cart,
// validation) in parallel. Bounded: SHOPPERS × ROUNDS × 3 requests, then the server is closed.
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 16);
const ROUNDS = 25;

interface Jar {
  cookie: string;
  xsrf: string;
}

const absorb = (jar: Jar, response: Response) => {
  const cookies = new Map(
    jar.cookie ? jar.cookie.split("; ").map((c) => c.split("=") as [string, string]) : [],
  );
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const i = pair.indexOf("=");
    cookies.set(pair.slice(0, i), pair.slice(i + 1));
  }
  jar.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  jar.xsrf = cookies.get("XSRF-TOKEN") ?? "";
};

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const cartServerBench = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "grocery-bench-cart-"));
  // BENCH_DATABASE_URL: PostgreSQL with BENCH_WORKERS processes (bench/server-process.ts).
  const onPostgres = await startPostgresBenchServer();
  const server = onPostgres ?? {
    ...(await startServer({ dataDir, port: 0, host: "127.0.0.1", logger: quietLogger })),
    label: "PGlite",
  };
  try {
    const skus = generateCatalogue()
      .products.map((p) => p.product)
      .filter((p) => p.availability === "available" && !p.weightArticle && p.ageRestriction === 0)
      .slice(0, 40)
      .map((p) => p.sku);
    const timings: Record<"add" | "get" | "validation", number[]> = { add: [], get: [], validation: [] };
    const timed = async (kind: keyof typeof timings, jar: Jar, path: string, init: RequestInit = {}) => {
      const start = performance.now();
      const response = await fetch(server.url + path, {
        ...init,
        headers: {
          accept: "application/json",
          cookie: jar.cookie,
          "x-xsrf-token": jar.xsrf,
          "content-type": "application/json",
        },
      });
      absorb(jar, response);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      timings[kind].push(performance.now() - start);
    };
    const shopper = async (n: number) => {
      const jar: Jar = { cookie: "", xsrf: "" };
      absorb(jar, await fetch(`${server.url}/api/csrf`));
      await timed("get", jar, "/api/carts");
      for (let r = 0; r < ROUNDS; r++) {
        const sku = skus[(n * 7 + r) % skus.length];
        await timed("add", jar, "/api/carts/items", {
          method: "POST",
          body: JSON.stringify({ sku, quantity: 1 }),
        });
        await timed("get", jar, "/api/carts");
        await timed("validation", jar, "/api/carts/validation");
      }
    };
    await shopper(999); // warm-up
    for (const k of Object.keys(timings) as Array<keyof typeof timings>) timings[k] = [];
    const start = performance.now();
    await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i)));
    const seconds = (performance.now() - start) / 1000;
    const total = timings.add.length + timings.get.length + timings.validation.length;
    console.log(
      `cart server: ${Math.round(total / seconds).toLocaleString("en")} requests/s (${SHOPPERS} concurrent shoppers, ${total} requests of add item, get cart, validation; ${server.label})`,
    );
    for (const [k, list] of Object.entries(timings)) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `  ${k}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (${sorted.length} calls)`,
      );
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await cartServerBench();
