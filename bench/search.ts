import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { quietLogger } from "../server/http/logger";
import { startServer } from "../server/start";

// Search latency against the local reference server (npx tsx bench/search.ts): 1,000 varied terms
// (product words, prefixes, two-word terms, umlauts, typos, no-hit strings), measured as the client
// sends them: the products search alone, and a whole flyout (5 types + banner, one after another,
// as the flyout's per-type commands run on the one-at-a-time bus).

const TYPES = [
  "/api/product-discovery/products/search/{t}?pageSize=5&enableStatistics=false&enablePersonalization=false",
  "/api/product-discovery/categories/search/{t}?pageSize=5",
  "/api/product-discovery/brands/search/{t}?pageSize=5",
  "/api/content/search/{t}?pageSize=5",
  "/api/recipes/search/{t}?pageSize=5",
  "/api/content/search/{t}/banner",
];

/** A deterministic PRNG, so every run searches the same terms. */
const prng = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const termsFrom = (names: ReadonlyArray<string>, count: number): string[] => {
  const rnd = prng(42);
  const pick = <T>(xs: ReadonlyArray<T>): T => xs[Math.floor(rnd() * xs.length)] as T;
  const words = [...new Set(names.flatMap((n) => n.split(/[^\p{L}]+/u)).filter((w) => w.length >= 3))];
  const out: string[] = [];
  while (out.length < count) {
    const w = pick(words);
    switch (out.length % 6) {
      case 0:
        out.push(w);
        break;
      case 1:
        out.push(w.slice(0, 2 + Math.floor(rnd() * Math.max(1, w.length - 2))));
        break;
      case 2:
        out.push(`${w} ${pick(words)}`);
        break;
      case 3:
        out.push(w.toLowerCase().replace(/[aeiou]/, (c) => (c === "a" ? "ä" : c === "o" ? "ö" : "u")));
        break;
      case 4:
        out.push(`${w.slice(0, -1)}${String.fromCharCode(97 + Math.floor(rnd() * 26))}`);
        break;
      default:
        out.push(`zq${Math.floor(rnd() * 1e6).toString(36)}`);
    }
  }
  return out;
};

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

const get = async (base: string, path: string) => {
  const r = await fetch(`${base}${path}`, { headers: { accept: "application/json" } });
  await r.arrayBuffer();
  if (!r.ok && r.status !== 400) throw new Error(`${path}: ${r.status}`);
};

export const searchBench = async (count = 1000) => {
  const dataDir = mkdtempSync(join(tmpdir(), "grocery-bench-search-"));
  const server = await startServer({ port: 0, host: "127.0.0.1", dataDir, logger: quietLogger });
  try {
    const base = server.url;
    const tree = (await (
      await fetch(`${base}/api/product-discovery/categories/getraenke/products?pageSize=100`)
    ).json()) as {
      products: Array<{ name: string; brand: { name: string } }>;
    };
    const names: string[] = [];
    for (const slug of ["obst-gemuese", "milch-kaese-eier", "getraenke", "backwaren", "vorratsschrank"]) {
      const r = (await (
        await fetch(`${base}/api/product-discovery/categories/${slug}/products?pageSize=100`)
      ).json()) as typeof tree;
      for (const p of r.products ?? []) names.push(p.name, p.brand.name);
    }
    const terms = termsFrom(names, count);
    const url = (tpl: string, t: string) => tpl.replace("{t}", encodeURIComponent(t));
    for (const t of terms.slice(0, 20)) await get(base, url(TYPES[0] as string, t)); // warm-up
    const products: number[] = [];
    const flyout: number[] = [];
    for (const t of terms) {
      const s0 = performance.now();
      await get(base, url(TYPES[0] as string, t));
      products.push(performance.now() - s0);
      const s1 = performance.now();
      for (const tpl of TYPES) await get(base, url(tpl, t));
      flyout.push(performance.now() - s1);
    }
    products.sort((a, b) => a - b);
    flyout.sort((a, b) => a - b);
    const fmt = (xs: number[]) =>
      `p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms`;
    console.log(`search latency, products (${terms.length} varied terms, local server): ${fmt(products)}`);
    console.log(`search latency, whole flyout (5 types + banner, sequential): ${fmt(flyout)}`);
    return { products, flyout };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await searchBench();
