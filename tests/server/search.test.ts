import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { type AnyCall, type CallOutput, fillPath, queryString } from "../../domain/api/contract";
import { ErrorBody } from "../../domain/api/errors";
import {
  getSearchBanner,
  getSearchQuery,
  searchBrands,
  searchCallFor,
  searchCategories,
  searchContent,
  searchProducts,
  searchRecipes,
} from "../../domain/api/search";
import type { Product } from "../../domain/discovery/product";
import { SEARCH_PAGE_SIZE, SEARCH_TERM_MAX_LENGTH } from "../../domain/discovery/search";
import { foldText } from "../../domain/discovery/text";
import { generateCatalogue } from "../../server/seed/catalogue/generate";
import { demoPages } from "../../server/seed/content";
import { Browser } from "./client";

const catalogue = generateCatalogue();
const products = catalogue.products.map((r) => r.product);

type Input = { readonly params?: Readonly<Record<string, string>>; readonly query?: unknown };

const call = async <C extends AnyCall>(c: C, input: Input = {}) => {
  const query = input.query === undefined ? undefined : (Schema.encodeSync(c.query)(input.query) as object);
  const response = await new Browser().fetch(
    fillPath(c.path, input.params) + queryString(query as Record<string, unknown>),
  );
  return { status: response.status, json: (await response.json()) as unknown };
};

const ok = async <C extends AnyCall>(c: C, input: Input = {}): Promise<CallOutput<C>> => {
  const { status, json } = await call(c, input);
  expect(status, JSON.stringify(json).slice(0, 400)).toBe(200);
  return Schema.decodeUnknownSync(c.response)(json) as CallOutput<C>;
};

const names = (list: ReadonlyArray<Product>) => list.map((p) => p.name);

/** Every product a term finds, page by page (pageSize 100). */
const allProducts = async (term: string, query: Record<string, unknown> = {}) => {
  const first = await ok(searchProducts, { params: { term }, query: { ...query, pageSize: 100 } });
  const results = [...first.results];
  for (let page = 2; (page - 1) * 100 < first.total; page++) {
    results.push(
      ...(await ok(searchProducts, { params: { term }, query: { ...query, pageSize: 100, page } })).results,
    );
  }
  return { first, results };
};

describe("product search: GET /api/product-discovery/products/search/{term}", () => {
  it("[doc1 §7] answers count, offset, results, total and a queryID", async () => {
    const r = await ok(searchProducts, { params: { term: "Milch" }, query: { pageSize: 5, page: 2 } });
    expect(r.count).toBe(r.results.length);
    expect(r.count).toBe(5);
    expect(r.offset).toBe(5);
    expect(r.page).toBe(2);
    expect(r.pageSize).toBe(5);
    expect(r.total).toBeGreaterThan(10);
    expect(r.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it("[doc1 §7] German prefix and compound matching: 'Milch' finds Vollmilch, H-Milch and Milchreis", async () => {
    const { results } = await allProducts("Milch");
    const found = names(results);
    expect(found.some((n) => n.startsWith("Frische Vollmilch"))).toBe(true);
    expect(found.some((n) => n.startsWith("H-Milch"))).toBe(true);
    expect(found.some((n) => n.startsWith("Milchreis"))).toBe(true);
    // Relevance: a product named with the whole word comes before those that merely contain it.
    const firstNames = found.slice(0, 5);
    for (const n of firstNames) expect(foldText(n).split(/[^a-z0-9]+/)).toContain("milch");
  });

  it("[doc1 §7] German stemming: 'Äpfel' finds apple products written 'Apfel', and 'Apfel' finds 'Äpfel'", async () => {
    const umlaut = names((await allProducts("Äpfel")).results);
    expect(umlaut.some((n) => n.startsWith("Äpfel Elstar"))).toBe(true);
    expect(umlaut.some((n) => n.startsWith("Apfelsaft"))).toBe(true);
    expect(umlaut.some((n) => n.startsWith("Apfel Granny Smith"))).toBe(true);
    const plain = names((await allProducts("apfel")).results);
    expect(plain.some((n) => n.startsWith("Äpfel Braeburn"))).toBe(true);
  });

  it("[doc1 §7] prefixes: a term still being typed finds the words it begins", async () => {
    const found = names((await allProducts("Vollko")).results);
    expect(found.some((n) => n.startsWith("Vollkornbrot"))).toBe(true);
    expect(found.some((n) => n.startsWith("Vollkorntoast"))).toBe(true);
    for (const n of found) expect(foldText(n)).toMatch(/vollko/);
  });

  it("[doc1 §7] English keywords with English stemming: 'apples' and 'cheese'", async () => {
    const apples = names((await allProducts("apples")).results);
    expect(apples.some((n) => n.startsWith("Äpfel Elstar"))).toBe(true);
    const cheese = (await allProducts("cheese")).results;
    expect(cheese.some((p) => p.category === "kaesetheke")).toBe(true);
  });

  it("[doc1 §7] every word must match: 'Bio Milch' finds organic milk only", async () => {
    const { results } = await allProducts("Bio Milch");
    expect(results.length).toBeGreaterThan(0);
    for (const p of results) expect(foldText(`${p.name} ${p.brand.name} ${p.description}`)).toContain("bio");
    expect(names(results).some((n) => n.startsWith("Bio Frische Vollmilch"))).toBe(true);
  });

  it("[doc1 §7] stop words are ignored: 'Erdbeeren aus der Region' finds strawberries", async () => {
    const { results } = await allProducts("Erdbeeren aus der Region");
    expect(names(results).some((n) => n.startsWith("Erdbeeren"))).toBe(true);
  });

  it("[doc1 §7] paging: pages are disjoint and agree on the total", async () => {
    const { first, results } = await allProducts("Bio");
    const paged: string[] = [];
    for (let page = 1; (page - 1) * 7 < first.total; page++) {
      const r = await ok(searchProducts, { params: { term: "Bio" }, query: { pageSize: 7, page } });
      expect(r.total).toBe(first.total);
      paged.push(...r.results.map((p) => p.sku));
    }
    expect(paged).toEqual(results.map((p) => p.sku));
    expect(new Set(paged).size).toBe(first.total);
    const beyond = await ok(searchProducts, { params: { term: "Bio" }, query: { page: 100 } });
    expect(beyond).toMatchObject({ count: 0, results: [], total: first.total });
  });

  it("[doc2 §7] the product list's sort and filters apply to search results, with facets", async () => {
    const { results: all } = await allProducts("Milch");
    const { first, results } = await allProducts("Milch", { sort: "price_asc", brand: ["friesenhof"] });
    const expected = all.filter((p) => p.brand.slug === "friesenhof");
    expect(first.total).toBe(expected.length);
    expect(results.map((p) => p.sku).sort()).toEqual(expected.map((p) => p.sku).sort());
    const prices = results.map((p) => p.price.regular.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const brandFacet = Object.fromEntries(first.facets.brands.map((b) => [b.slug, b.count]));
    expect(brandFacet.friesenhof).toBe(expected.length);
    expect(Object.values(brandFacet).reduce((a, b) => a + b, 0)).toBe(all.length);
  });

  it("[doc2 §7] enablePersonalization reorders relevance by popularity; storeId changes availability", async () => {
    const plain = await ok(searchProducts, { params: { term: "Bio" }, query: { pageSize: 100 } });
    const personal = await ok(searchProducts, {
      params: { term: "Bio" },
      query: { pageSize: 100, enablePersonalization: true },
    });
    expect(personal.total).toBe(plain.total);
    expect(personal.results.map((p) => p.sku)).not.toEqual(plain.results.map((p) => p.sku));
    expect([...personal.results.map((p) => p.sku)].sort()).toEqual(
      [...plain.results.map((p) => p.sku)].sort(),
    );
    const inStore = await ok(searchProducts, {
      params: { term: "Bio" },
      query: { pageSize: 100, storeId: "store-1" },
    });
    const base = new Map(products.map((p) => [p.sku, p.availability] as const));
    const changed = inStore.results.filter((p) => p.availability !== base.get(p.sku));
    for (const p of changed) expect(p.availability).toBe("temporarilyUnavailable");
  });
});

describe("queryID records", () => {
  it("[doc1 §7] every search gets its own queryID; the record lists the results in order", async () => {
    const a = await ok(searchProducts, {
      params: { term: "Käse" },
      query: { pageSize: 4, enableStatistics: true },
    });
    const b = await ok(searchProducts, {
      params: { term: "Käse" },
      query: { pageSize: 4, enableStatistics: true },
    });
    expect(a.queryID).not.toBe(b.queryID);
    const record = await ok(getSearchQuery, { params: { queryID: a.queryID } });
    expect(record).toMatchObject({ type: "products", term: "Käse", page: 1, pageSize: 4, total: a.total });
    expect(record.objectIDs).toEqual(a.results.map((p) => p.sku));
    expect(Date.parse(record.createdAt)).not.toBeNaN();
  });

  it("[doc1 §4] without statistics consent the term is not kept", async () => {
    const r = await ok(searchCategories, { params: { term: "Getränke" } });
    const record = await ok(getSearchQuery, { params: { queryID: r.queryID } });
    expect(record.term).toBeNull();
    expect(record.type).toBe("categories");
    expect(record.objectIDs).toEqual(r.results.map((c) => c.slug));
  });

  it("an unknown queryID is a 404; a malformed one a 400", async () => {
    const missing = await call(getSearchQuery, { params: { queryID: "0".repeat(32) } });
    expect(missing.status).toBe(404);
    expect(Schema.decodeUnknownSync(ErrorBody)(missing.json).code).toBe("query_not_found");
    expect((await call(getSearchQuery, { params: { queryID: "' OR 1=1 --" } })).status).toBe(400);
  });
});

describe("category, brand, content and recipe search", () => {
  it("[doc2 §9] category suggestions: 5 per page, best match first, breadcrumb included", async () => {
    const r = await ok(searchCategories, { params: { term: "Milch" } });
    expect(r.pageSize).toBe(5);
    expect(r.count).toBe(Math.min(5, r.total));
    const expected = catalogue.categories.filter((c) =>
      foldText(c.category.breadcrumb.map((b) => b.name).join(" ")).includes("milch"),
    );
    expect(r.total).toBeGreaterThanOrEqual(expected.length);
    expect(r.results[0]?.slug).toBe("milch-kaese-eier");
    for (const c of r.results) expect(c.breadcrumb.at(-1)?.slug).toBe(c.slug);
    const wine = await ok(searchCategories, { params: { term: "Wein" } });
    expect(wine.results.map((c) => c.slug)).toContain("wein-sekt");
  });

  it("[doc1 §7] brand search: substring within compound names, own brands", async () => {
    const quelle = await ok(searchBrands, { params: { term: "quelle" } });
    expect(quelle.results.map((b) => b.slug).sort()).toEqual(["bergquelle", "waldquelle"]);
    const demo = await ok(searchBrands, { params: { term: "Demo" }, query: { pageSize: 10 } });
    expect(demo.total).toBe(catalogue.brands.filter((b) => b.brand.name.includes("Demo")).length);
    expect(demo.results.every((b) => b.ownBrand)).toBe(true);
  });

  it("[doc1 §7] content search: page titles, meta descriptions and nested text blocks, 5 per page", async () => {
    const delivery = await ok(searchContent, { params: { term: "Liefergebiet" } });
    expect(delivery.pageSize).toBe(SEARCH_PAGE_SIZE.content);
    expect(delivery.results[0]?.path).toBe("/liefergebiet");
    expect(delivery.results[0]?.title).toBe(demoPages()["/liefergebiet"]?.title);
    // Only in a text block inside section > row > column on the about page.
    const nested = await ok(searchContent, { params: { term: "Umkreis" } });
    expect(nested.results.map((h) => h.path)).toEqual(["/ueber-uns"]);
    const faq = await ok(searchContent, { params: { term: "Zahlungsarten" } });
    expect(faq.results.map((h) => h.path)).toEqual(["/hilfe"]);
  });

  it("[doc1 §2] pages marked noIndex are never found", async () => {
    const noIndex = Object.entries(demoPages())
      .filter(([, p]) => p.noIndex)
      .map(([path]) => path);
    expect(noIndex.length).toBeGreaterThan(0);
    for (const term of ["schiefgelaufen", "Regal", "Seite nicht gefunden", "Fehler"]) {
      const r = await ok(searchContent, { params: { term } });
      for (const h of r.results) expect(noIndex).not.toContain(h.path);
    }
  });

  it("[doc2 §9] recipe search: 5 per page, newest first by default, relevance on request", async () => {
    const r = await ok(searchRecipes, { params: { term: "Tomaten" } });
    expect(r.pageSize).toBe(5);
    expect(r.total).toBeGreaterThanOrEqual(3);
    const dates = r.results.map((h) => h.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const relevance = await ok(searchRecipes, { params: { term: "Tomaten" }, query: { sort: "relevance" } });
    expect(relevance.total).toBe(r.total);
    expect([...relevance.results.map((h) => h.slug)].sort()).toEqual(
      [...r.results.map((h) => h.slug)].sort(),
    );
    const pasta = await ok(searchRecipes, { params: { term: "Spaghetti" }, query: { sort: "relevance" } });
    expect(pasta.results[0]?.slug).toBe("spaghetti-bolognese");
    const skus = new Set(products.map((p) => p.sku));
    for (const h of pasta.results) for (const s of h.ingredientSkus) expect(skus).toContain(s);
  });

  it("[doc1 §7] every flyout type is reachable through searchCallFor", async () => {
    for (const [type, c] of Object.entries(searchCallFor)) {
      const r = await ok(c as AnyCall, { params: { term: "Bio" } });
      expect((r as { pageSize: number }).pageSize, type).toBe(
        SEARCH_PAGE_SIZE[type as keyof typeof SEARCH_PAGE_SIZE],
      );
    }
  });
});

describe("GET /api/content/search/{term}/banner", () => {
  it("[doc1 §3] a keyword at the start of a word shows its banner; other terms show none", async () => {
    const banner = async (term: string) => (await ok(getSearchBanner, { params: { term } })).banner;
    expect((await banner("bio äpfel"))?.title).toBe("Bio-Vielfalt entdecken");
    expect((await banner("Weine"))?.link.href).toBe("/sortiment/wein-sekt");
    expect((await banner("Angebote"))?.link.href).toBe("/angebote");
    expect(await banner("Mineralwasser")).toBeNull();
    expect((await banner("wasser"))?.title).toBe("Kisten bequem liefern lassen");
    expect(await banner("Zahnpasta")).toBeNull();
    const image = await new Browser().fetch((await banner("wein"))?.image.url ?? "");
    expect(image.status).toBe(200);
  });
});

describe("search term validation", () => {
  const all = [searchProducts, searchCategories, searchBrands, searchContent, searchRecipes, getSearchBanner];

  it("[doc1 §5] a term shorter than 2 characters (after trimming) is a 400 naming params.term", async () => {
    for (const c of all) {
      for (const term of ["a", " a ", "   ", "🍎"]) {
        const { status, json } = await call(c, { params: { term } });
        expect(status, `${c.name} ${JSON.stringify(term)}`).toBe(400);
        expect(Schema.decodeUnknownSync(ErrorBody)(json).message).toContain("params.term");
      }
      expect((await call(c, { params: { term: "ab" } })).status).toBe(200);
      expect((await call(c, { params: { term: "🍎🍏" } })).status).toBe(200);
    }
  });

  it(`a term longer than ${SEARCH_TERM_MAX_LENGTH} characters is a 400; exactly ${SEARCH_TERM_MAX_LENGTH} is fine`, async () => {
    for (const c of all) {
      const long = await call(c, { params: { term: "x".repeat(1000) } });
      expect(long.status).toBe(400);
      expect(Schema.decodeUnknownSync(ErrorBody)(long.json).message).toContain(
        `at most ${SEARCH_TERM_MAX_LENGTH}`,
      );
      expect((await call(c, { params: { term: "ä".repeat(SEARCH_TERM_MAX_LENGTH) } })).status).toBe(200);
    }
  });

  it("bad paging is a 400", async () => {
    for (const q of ["page=0", "pageSize=101", "pageSize=x", "sort=random", "enableStatistics=maybe"]) {
      const response = await new Browser().fetch(`/api/recipes/search/Tomate?${q}`);
      expect(response.status, q).toBe(400);
    }
  });
});
