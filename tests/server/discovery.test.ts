import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { type AnyCall, type CallOutput, fillPath, queryString } from "../../domain/api/contract";
import {
  getBrand,
  getBrandProducts,
  getBrands,
  getCategory,
  getCategoryProducts,
  getCategoryTree,
  getOfferProducts,
  getProduct,
  getProducts,
  getSimilarProducts,
} from "../../domain/api/discovery";
import { ErrorBody } from "../../domain/api/errors";
import { getSearchQuery } from "../../domain/api/search";
import type { CategoryNode } from "../../domain/discovery/category";
import type { ProductSort } from "../../domain/discovery/listing";
import { isOnOffer } from "../../domain/discovery/pricing";
import type { Product, ProductAttribute } from "../../domain/discovery/product";
import { generateCatalogue } from "../../server/seed/catalogue/generate";
import { Browser } from "./client";

// The server seeds this very catalogue: expectations are computed from it, independently of SQL.
const catalogue = generateCatalogue();
const rows = catalogue.products;
const products = rows.map((r) => r.product);
const bySku = new Map<string, Product>(products.map((p) => [p.sku, p] as const));
const rowBySku = new Map<string, (typeof rows)[number]>(rows.map((r) => [r.product.sku, r] as const));
const collator = new Intl.Collator("de", { numeric: true });

type Input = { readonly params?: Readonly<Record<string, string>>; readonly query?: unknown };

/** Calls the server exactly as the client adapter would: path and query from the call descriptor. */
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

const raw = async (path: string) => {
  const response = await new Browser().fetch(path);
  return { status: response.status, json: (await response.json()) as unknown };
};

const error = (json: unknown) => Schema.decodeUnknownSync(ErrorBody)(json);

const inCategory = (slug: string) => products.filter((p) => p.parentCategories.some((c) => c.slug === slug));

/** Every product of a list, page by page. */
const allPages = async (slug: string, query: Record<string, unknown>, pageSize = 100) => {
  const first = await ok(getCategoryProducts, { params: { slug }, query: { ...query, pageSize } });
  const pages = [first];
  for (let page = 2; page <= first.pageCount; page++) {
    pages.push(await ok(getCategoryProducts, { params: { slug }, query: { ...query, pageSize, page } }));
  }
  return { first, products: pages.flatMap((p) => p.products) };
};

describe("GET /api/product-discovery/categories/tree", () => {
  it("[doc2 §3] nodes have slug, name and children; at least 9 top categories, 3 levels deep", async () => {
    const tree = await ok(getCategoryTree);
    expect(tree.length).toBeGreaterThanOrEqual(9);
    const depth = (n: CategoryNode): number => 1 + Math.max(0, ...n.children.map(depth));
    expect(Math.max(...tree.map(depth))).toBeGreaterThanOrEqual(3);
    expect(tree.map((n) => n.slug)).toEqual(
      catalogue.categories.filter((c) => c.category.depth === 1).map((c) => c.category.slug),
    );
  });

  it("[doc2 §7] product counts: a leaf counts its products, a node the sum of its children", async () => {
    const tree = await ok(getCategoryTree);
    const check = (n: CategoryNode) => {
      if (n.children.length === 0) expect(n.productCount, n.slug).toBe(inCategory(n.slug).length);
      else expect(n.productCount, n.slug).toBe(n.children.reduce((s, c) => s + c.productCount, 0));
      n.children.forEach(check);
    };
    tree.forEach(check);
    expect(tree.reduce((s, n) => s + n.productCount, 0)).toBe(products.length);
  });
});

describe("GET /api/product-discovery/categories/{slug}", () => {
  it("[doc2 §7] a leaf category has its breadcrumb from the top, its parent and no children", async () => {
    const c = await ok(getCategory, { params: { slug: "mineralwasser" } });
    expect(c.breadcrumb.map((b) => b.slug)).toEqual(["getraenke", "wasser", "mineralwasser"]);
    expect(c.parent).toEqual({ slug: "wasser", name: "Wasser" });
    expect(c.depth).toBe(3);
    expect(c.children).toEqual([]);
    expect(c.productCount).toBe(inCategory("mineralwasser").length);
  });

  it("[doc2 §7] a top category lists its children with counts", async () => {
    const c = await ok(getCategory, { params: { slug: "getraenke" } });
    expect(c.parent).toBeNull();
    expect(c.breadcrumb).toEqual([{ slug: "getraenke", name: "Getränke" }]);
    expect(c.children.map((ch) => ch.slug)).toContain("bier");
    for (const ch of c.children) expect(ch.productCount).toBe(inCategory(ch.slug).length);
  });

  it("[doc2 §7] unknown category slug answers 404 with a clear error", async () => {
    const { status, json } = await call(getCategory, { params: { slug: "gibt-es-nicht" } });
    expect(status).toBe(404);
    const body = error(json);
    expect(body.message).toBe('no category with slug "gibt-es-nicht"');
    expect(body.code).toBe("category_not_found");
    const products = await call(getCategoryProducts, { params: { slug: "gibt-es-nicht" } });
    expect(products.status).toBe(404);
    expect(error(products.json).code).toBe("category_not_found");
  });

  it("hostile slugs are a 404 (or 400), never a 500", async () => {
    for (const slug of [
      "'; DROP TABLE categories; --",
      '"',
      "%",
      "_",
      "\\",
      "🍎",
      "a".repeat(1000),
      "\u0000",
    ]) {
      const { status, json } = await call(getCategory, { params: { slug } });
      expect([400, 404], JSON.stringify(slug)).toContain(status);
      error(json);
    }
    expect((await call(getCategory, { params: { slug: "getraenke" } })).status).toBe(200);
  });
});

describe("GET /api/product-discovery/categories/{slug}/products", () => {
  it("[doc2 §7] defaults: page 1 of 24 in the shop's order, with the category and totals", async () => {
    const list = await ok(getCategoryProducts, { params: { slug: "getraenke" } });
    const expected = rows
      .filter((r) => r.product.parentCategories.some((c) => c.slug === "getraenke"))
      .sort((a, b) => a.position - b.position);
    expect(list.page).toBe(1);
    expect(list.pageSize).toBe(24);
    expect(list.sort).toBe("relevance");
    expect(list.total).toBe(expected.length);
    expect(list.pageCount).toBe(Math.ceil(expected.length / 24));
    expect(list.products.map((p) => p.sku)).toEqual(expected.slice(0, 24).map((r) => r.product.sku));
    expect(list.category.slug).toBe("getraenke");
    expect(list.queryID).toBeUndefined();
  });

  it("[doc2 §7] paging: pages are disjoint, cover the whole category, and agree on the total", async () => {
    const slug = "milch-kaese-eier";
    const expected = inCategory(slug).map((p) => p.sku);
    const seen: string[] = [];
    let page = 1;
    let pageCount = 1;
    do {
      const list = await ok(getCategoryProducts, { params: { slug }, query: { page, pageSize: 17 } });
      expect(list.total).toBe(expected.length);
      expect(list.page).toBe(page);
      expect(list.products.length).toBe(Math.min(17, expected.length - (page - 1) * 17));
      pageCount = list.pageCount;
      seen.push(...list.products.map((p) => p.sku));
      page++;
    } while (page <= pageCount);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...expected].sort());
    const beyond = await ok(getCategoryProducts, {
      params: { slug },
      query: { page: pageCount + 1, pageSize: 17 },
    });
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(expected.length);
  });

  const sortKeys: Record<Exclude<ProductSort, "relevance">, (a: Product, b: Product) => number> = {
    price_asc: (a, b) => a.price.regular.value - b.price.regular.value,
    price_desc: (a, b) => b.price.regular.value - a.price.regular.value,
    name_asc: (a, b) => collator.compare(a.name, b.name),
    name_desc: (a, b) => collator.compare(b.name, a.name),
    unitprice_asc: (a, b) => a.unitPrice.value - b.unitPrice.value,
  };

  for (const [sort, compare] of Object.entries(sortKeys)) {
    it(`[doc2 §7] sort=${sort} orders the whole list`, async () => {
      const { first, products: list } = await allPages("getraenke", { sort }, 40);
      expect(first.sort).toBe(sort);
      expect(list.length).toBe(inCategory("getraenke").length);
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [list[i - 1], list[i]] as [Product, Product];
        expect(compare(a, b), `${a.name} before ${b.name}`).toBeLessThanOrEqual(0);
      }
    });
  }

  it("[doc2 §7] enablePersonalization=true puts the most popular first", async () => {
    const { products: list } = await allPages("backwaren", { enablePersonalization: true });
    const expected = rows
      .filter((r) => r.product.parentCategories.some((c) => c.slug === "backwaren"))
      .sort((a, b) => b.popularity - a.popularity || a.position - b.position)
      .map((r) => r.product.sku);
    expect(list.map((p) => p.sku)).toEqual(expected);
    const plain = await allPages("backwaren", { enablePersonalization: false });
    expect(plain.products.map((p) => p.sku)).not.toEqual(expected);
  });

  it("[doc2 §7] filters: brands are alternatives, attributes must all hold, prices are inclusive cents", async () => {
    const slug = "milch-kaese-eier";
    const brands = ["alpenhof", "demo"];
    const attributes: ProductAttribute[] = ["vegetarian", "glutenfree"];
    const [priceMin, priceMax] = [100, 300];
    const { first, products: list } = await allPages(slug, {
      brand: brands,
      attribute: attributes,
      priceMin,
      priceMax,
    });
    const expected = inCategory(slug).filter(
      (p) =>
        brands.includes(p.brand.slug) &&
        attributes.every((a) => p.attributes.includes(a)) &&
        p.price.regular.value >= priceMin &&
        p.price.regular.value <= priceMax,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(first.total).toBe(expected.length);
    expect(list.map((p) => p.sku).sort()).toEqual(expected.map((p) => p.sku).sort());

    const exact = expected[0]?.price.regular.value ?? 0;
    const atPrice = await allPages(slug, { priceMin: exact, priceMax: exact });
    expect(atPrice.products.length).toBeGreaterThan(0);
    for (const p of atPrice.products) expect(p.price.regular.value).toBe(exact);
  });

  it("[doc2 §7] facets: brand counts ignore the brand filter, attribute counts describe the result, price the range", async () => {
    const slug = "getraenke";
    const query = { brand: ["brauerei-steinbach"], attribute: ["vegan" as const], priceMax: 1000 };
    const list = await ok(getCategoryProducts, { params: { slug }, query });
    const scope = inCategory(slug);
    const byPrice = (p: Product) => p.price.regular.value <= 1000;
    const byAttr = (p: Product) => p.attributes.includes("vegan");
    const byBrand = (p: Product) => p.brand.slug === "brauerei-steinbach";

    const brandCounts = new Map<string, number>();
    for (const p of scope.filter((p) => byPrice(p) && byAttr(p)))
      brandCounts.set(p.brand.slug, (brandCounts.get(p.brand.slug) ?? 0) + 1);
    expect(Object.fromEntries(list.facets.brands.map((b) => [b.slug, b.count]))).toEqual(
      Object.fromEntries(brandCounts),
    );

    const result = scope.filter((p) => byPrice(p) && byAttr(p) && byBrand(p));
    expect(list.total).toBe(result.length);
    const attrCounts = new Map<string, number>();
    for (const p of result) for (const a of p.attributes) attrCounts.set(a, (attrCounts.get(a) ?? 0) + 1);
    expect(Object.fromEntries(list.facets.attributes.map((a) => [a.value, a.count]))).toEqual(
      Object.fromEntries(attrCounts),
    );

    const priced = scope.filter((p) => byAttr(p) && byBrand(p)).map((p) => p.price.regular.value);
    expect(list.facets.price).toEqual({ min: Math.min(...priced), max: Math.max(...priced) });

    const none = await ok(getCategoryProducts, { params: { slug }, query: { brand: ["gibt-es-nicht"] } });
    expect(none.total).toBe(0);
    expect(none.facets.price).toBeNull();
    expect(none.facets.brands.length).toBeGreaterThan(0);
  });

  it("[doc2 §7] invalid query values answer 400 naming the field", async () => {
    const cases: Array<[string, string]> = [
      ["page=0", "query.page"],
      ["page=abc", "query.page"],
      ["page=1.5", "query.page"],
      ["pageSize=101", "query.pageSize"],
      ["pageSize=0", "query.pageSize"],
      ["sort=cheapest", "query.sort"],
      ["attribute=organic", "query.attribute"],
      ["attribute=bio&attribute=nope", "query.attribute"],
      ["brand=Demo%20Markt", "query.brand"],
      ["priceMin=-1", "query.priceMin"],
      ["priceMin=500&priceMax=100", "query.priceMin"],
      ["storeId=%27%3B--", "query.storeId"],
      ["enableStatistics=yes", "query.enableStatistics"],
      ["enablePersonalization=1", "query.enablePersonalization"],
    ];
    for (const [q, field] of cases) {
      const { status, json } = await raw(`/api/product-discovery/categories/getraenke/products?${q}`);
      expect(status, q).toBe(400);
      expect(error(json).message, q).toContain(field);
    }
  });

  it("[doc2 §7] storeId: a store has its own temporarily unavailable products, stable per store", async () => {
    const storeA = await allPages("getraenke", { storeId: "store-1" });
    const again = await allPages("getraenke", { storeId: "store-1" });
    const storeB = await allPages("getraenke", { storeId: "store-2" });
    const changed = (list: ReadonlyArray<Product>) =>
      list.filter((p) => p.availability !== bySku.get(p.sku)?.availability).map((p) => p.sku);
    for (const list of [storeA.products, storeB.products]) {
      for (const p of list) {
        const base = bySku.get(p.sku)?.availability;
        if (p.availability !== base) {
          expect(base).toBe("available");
          expect(p.availability).toBe("temporarilyUnavailable");
        }
      }
    }
    expect(changed(storeA.products).length).toBeGreaterThan(0);
    expect(changed(again.products)).toEqual(changed(storeA.products));
    expect(changed(storeB.products)).not.toEqual(changed(storeA.products));
    const plain = await allPages("getraenke", {});
    expect(changed(plain.products)).toEqual([]);
    // The product detail answers the same availability for the same store.
    const sku = changed(storeA.products)[0] ?? "";
    expect((await ok(getProduct, { params: { sku }, query: { storeId: "store-1" } })).availability).toBe(
      "temporarilyUnavailable",
    );
  });

  it("[doc2 §7] enableStatistics=true gives the list a queryID whose record lists the page's skus", async () => {
    const list = await ok(getCategoryProducts, {
      params: { slug: "backwaren" },
      query: { enableStatistics: true, page: 2, pageSize: 10 },
    });
    expect(list.queryID).toMatch(/^[0-9a-f]{32}$/);
    const record = await ok(getSearchQuery, { params: { queryID: list.queryID ?? "" } });
    expect(record).toMatchObject({
      type: "category:backwaren",
      term: null,
      page: 2,
      pageSize: 10,
      total: list.total,
    });
    expect(record.objectIDs).toEqual(list.products.map((p) => p.sku));
  });
});

describe("GET /api/product-discovery/products (by skus)", () => {
  const some = products.slice(10, 15).map((p) => p.sku);

  it("[doc2 §7] answers the products in the order asked; unknown skus are listed as missing", async () => {
    const asked = [some[3], "0000000", some[0], some[3], some[1]] as string[];
    const result = await ok(getProducts, { query: { skus: asked } });
    expect(result.products.map((p) => p.sku)).toEqual([some[3], some[0], some[1]]);
    expect(result.missingSkus).toEqual(["0000000"]);
    expect(result.products[0]).toEqual(bySku.get(some[3] ?? ""));
  });

  it("[doc2 §7] skus may also come comma-separated in one value", async () => {
    const { status, json } = await raw(`/api/product-discovery/products?skus=${some.join(",")}`);
    expect(status).toBe(200);
    const body = Schema.decodeUnknownSync(getProducts.response)(json);
    expect(body.products.map((p) => p.sku)).toEqual(some);
  });

  it("no skus, or more than 100, is a 400", async () => {
    for (const q of [
      "",
      "?skus=",
      "?skus=,,",
      `?skus=${products
        .slice(0, 101)
        .map((p) => p.sku)
        .join(",")}`,
    ]) {
      const { status, json } = await raw(`/api/product-discovery/products${q}`);
      expect(status, q).toBe(400);
      expect(error(json).message).toContain("query.skus");
    }
  });

  it("all products can be fetched 100 at a time and equal the seeded catalogue", async () => {
    for (let i = 0; i < products.length; i += 100) {
      const chunk = products.slice(i, i + 100);
      const result = await ok(getProducts, { query: { skus: chunk.map((p) => p.sku) } });
      expect(result.products).toEqual(chunk);
    }
  });
});

describe("GET /api/product-discovery/products/{sku}", () => {
  it("[doc2 §3] a product has the tracking and cart fields, in cents", async () => {
    const crate = products.find((p) => p.deposit?.crate) as Product;
    const p = await ok(getProduct, { params: { sku: crate.sku } });
    expect(p).toEqual(crate);
    expect(p.price.depositPrice?.value).toBe(
      (p.deposit?.bottles ?? 0) * (p.deposit?.perBottle.value ?? 0) + (p.deposit?.crate?.value ?? 0),
    );
    expect(p.brand.name).toBeTruthy();
    expect(p.productId).toMatch(/^P-\d{5}$/);
  });

  it("[doc2 §7] unknown sku answers 404 with a clear error", async () => {
    const { status, json } = await call(getProduct, { params: { sku: "999" } });
    expect(status).toBe(404);
    expect(error(json)).toMatchObject({ message: 'no product with sku "999"', code: "product_not_found" });
  });

  it("the product image is an SVG served by the server", async () => {
    const p = products[0] as Product;
    const response = await new Browser().fetch(p.image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toContain("http://example");
    for (const url of [
      "/media/categories/getraenke.svg",
      "/media/brands/demo-bio.svg",
      `/media/recipes/${catalogue.recipes[0]?.recipe.slug}.svg`,
    ]) {
      const r = await new Browser().fetch(url);
      expect(r.status, url).toBe(200);
      expect(r.headers.get("content-type")).toContain("image/svg+xml");
    }
    const missing = await new Browser().fetch("/media/products/0.svg");
    expect(missing.status).toBe(404);
    const etag = response.headers.get("etag") ?? "";
    const cached = await new Browser().fetch(p.image.url, { headers: { "if-none-match": etag } });
    expect(cached.status).toBe(304);
  });
});

describe("GET /api/product-discovery/products/{slug}/similar", () => {
  const self = products.find((p) => p.name === "Äpfel Braeburn 1 kg") as Product;

  it("[doc2 §7] similar products: same category first, then its siblings, never the product itself", async () => {
    const { products: similar } = await ok(getSimilarProducts, { params: { slug: self.slug } });
    expect(similar.length).toBe(12);
    expect(similar.map((p) => p.sku)).not.toContain(self.sku);
    const sameLeaf = inCategory(self.category).length - 1;
    similar.forEach((p, i) => {
      expect(p.parentCategories[1]?.slug).toBe(self.parentCategories[1]?.slug);
      if (i < sameLeaf) expect(p.category).toBe(self.category);
      else expect(p.category).not.toBe(self.category);
    });
    const leafPart = similar
      .slice(0, sameLeaf)
      .map((p) => Math.abs(p.price.regular.value - self.price.regular.value));
    expect(leafPart).toEqual([...leafPart].sort((a, b) => a - b));
  });

  it("limit, lookup by sku, personalisation and unknown slugs", async () => {
    const { products: three } = await ok(getSimilarProducts, {
      params: { slug: self.slug },
      query: { limit: 3 },
    });
    expect(three.length).toBe(3);
    const { products: bySkuToo } = await ok(getSimilarProducts, {
      params: { slug: self.sku },
      query: { limit: 3 },
    });
    expect(bySkuToo).toEqual(three);
    const { products: personal } = await ok(getSimilarProducts, {
      params: { slug: self.slug },
      query: { limit: 5, enablePersonalization: true },
    });
    const pops = personal.map((p) => rowBySku.get(p.sku)?.popularity ?? 0);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    const { status, json } = await call(getSimilarProducts, { params: { slug: "gibt-es-nicht" } });
    expect(status).toBe(404);
    expect(error(json).code).toBe("product_not_found");
    expect((await raw(`/api/product-discovery/products/${self.slug}/similar?limit=25`)).status).toBe(400);
  });
});

describe("brands", () => {
  it("[doc1 §2] the brands list: every brand with its product count, by name", async () => {
    const { brands } = await ok(getBrands);
    expect(brands.length).toBeGreaterThanOrEqual(30);
    expect(brands.map((b) => b.slug).sort()).toEqual(catalogue.brands.map((b) => b.brand.slug).sort());
    for (const b of brands)
      expect(b.productCount, b.slug).toBe(products.filter((p) => p.brand.slug === b.slug).length);
    const names = brands.map((b) => b.name);
    expect(names).toEqual([...names].sort());
    expect(brands.find((b) => b.slug === "demo-bio")?.ownBrand).toBe(true);
  });

  it("[doc1 §2] brand detail lists the top categories the brand has products in", async () => {
    const detail = await ok(getBrand, { params: { slug: "demo-bio" } });
    const own = products.filter((p) => p.brand.slug === "demo-bio");
    expect(detail.brand.productCount).toBe(own.length);
    expect(detail.categories.reduce((s, c) => s + c.productCount, 0)).toBe(own.length);
    expect(new Set(detail.categories.map((c) => c.slug))).toEqual(
      new Set(own.map((p) => p.parentCategories[0]?.slug)),
    );
  });

  it("[doc1 §2] brand products page through the brand's products with the list's sort and filters", async () => {
    const own = products.filter((p) => p.brand.slug === "demo");
    const first = await ok(getBrandProducts, {
      params: { slug: "demo" },
      query: { pageSize: 50, sort: "price_asc" },
    });
    expect(first.total).toBe(own.length);
    expect(first.brand.slug).toBe("demo");
    const second = await ok(getBrandProducts, {
      params: { slug: "demo" },
      query: { pageSize: 50, page: 2, sort: "price_asc" },
    });
    const all = [...first.products, ...second.products];
    for (const p of all) expect(p.brand.slug).toBe("demo");
    const prices = all.map((p) => p.price.regular.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const vegan = await ok(getBrandProducts, {
      params: { slug: "demo" },
      query: { attribute: ["vegan"], pageSize: 100 },
    });
    expect(vegan.total).toBe(own.filter((p) => p.attributes.includes("vegan")).length);
  });

  it("unknown brand answers 404 with a clear error", async () => {
    for (const c of [getBrand, getBrandProducts]) {
      const { status, json } = await call(c, { params: { slug: "gibt-es-nicht" } });
      expect(status).toBe(404);
      expect(error(json)).toMatchObject({
        message: 'no brand with slug "gibt-es-nicht"',
        code: "brand_not_found",
      });
    }
  });
});

describe("GET /api/product-discovery/offers", () => {
  const onOffer = products.filter(isOnOffer);

  it("[doc2 §3] the seed puts some available products on offer, each with a price before the offer above its price", () => {
    expect(onOffer.length).toBeGreaterThanOrEqual(12);
    for (const p of onOffer) {
      expect(p.availability, p.sku).toBe("available");
      expect(p.price.strikePrice?.value ?? 0, p.sku).toBeGreaterThan(p.price.regular.value);
    }
  });

  it("[doc2 §3] lists exactly the products on offer with their prices, cheapest first when asked", async () => {
    const page = await ok(getOfferProducts, { query: { pageSize: 100 } });
    expect(page.total).toBe(onOffer.length);
    expect(page.products.map((p) => p.sku).sort()).toEqual(onOffer.map((p) => p.sku).sort());
    for (const p of page.products) expect(p.price).toEqual(bySku.get(p.sku)?.price);
    const cheapest = await ok(getOfferProducts, { query: { pageSize: 5, sort: "price_asc" } });
    const prices = cheapest.products.map((p) => p.price.regular.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.pageCount).toBe(Math.ceil(onOffer.length / 5));
  });

  it("bad paging is a 400 with a readable message", async () => {
    const { status, json } = await raw("/api/product-discovery/offers?pageSize=0");
    expect(status).toBe(400);
    expect(error(json).message).toContain("pageSize");
  });
});
