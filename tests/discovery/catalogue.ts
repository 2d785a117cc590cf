import type { CategoryProducts } from "../../domain/discovery/listing";
import type { Product, Sku } from "../../domain/discovery/product";
import { page, tenantConfig } from "../support/fixtures";
import type { Script } from "../support/shop";

export const product = (sku: string, over: Partial<Product> = {}): Product => ({
  sku: sku as Sku,
  productId: `P-${sku}`,
  name: `Produkt ${sku}`,
  slug: `marke-produkt-${sku}`,
  brand: { slug: "marke", name: "Marke" },
  category: "mineralwasser",
  parentCategories: [
    { slug: "getraenke", name: "Getränke" },
    { slug: "mineralwasser", name: "Mineralwasser" },
  ],
  price: { regular: { value: 199 } },
  unitPrice: { value: 199, per: "l" },
  packageSize: "1 l",
  maxQuantity: 10,
  quantityStepSize: 1,
  weightArticle: false,
  weightPieceArticle: false,
  weight: { grams: 1100, netContent: { value: 1000, unit: "ml" } },
  bundleSize: 1,
  availability: "available",
  ageRestriction: 0,
  image: { url: `/media/products/${sku}.svg`, alt: `Produkt ${sku}` },
  description: "Ein Produkt.",
  nutrition: [],
  attributes: [],
  ...over,
});

const category = {
  slug: "getraenke",
  name: "Getränke",
  description: "Alles zum Trinken",
  depth: 1,
  parent: null,
  breadcrumb: [{ slug: "getraenke", name: "Getränke" }],
  productCount: 85,
  image: { url: "/media/c.svg", alt: "" },
  children: [],
};

export const categoryPage = (q: { page?: number; pageSize?: number; sort?: string }): CategoryProducts => ({
  products: [product(`${q.page ?? 1}001`)],
  total: 85,
  page: q.page ?? 1,
  pageSize: q.pageSize ?? 24,
  pageCount: 4,
  sort: (q.sort ?? "relevance") as CategoryProducts["sort"],
  facets: {
    brands: [{ slug: "marke", name: "Marke", count: 85 }],
    attributes: [],
    price: { min: 49, max: 2999 },
  },
  category,
});

export const tree = [
  { slug: "getraenke", name: "Getränke", productCount: 85, children: [] },
  { slug: "backwaren", name: "Backwaren", productCount: 39, children: [] },
];

export const shopScript = (overrides: Parameters<typeof tenantConfig>[0] = {}): Script => ({
  "tenant.config": () => ({ value: tenantConfig(overrides) }),
  csrf: () => ({ value: { token: "t" } }),
  "content.configs": () => ({ value: {} }),
  "content.page": (input) => ({ value: page((input as { query: { path: string } }).query.path) }),
  "discovery.categoryTree": () => ({ value: tree }),
  "discovery.categoryProducts": (input) => {
    const i = input as {
      params: { slug: string };
      query: { page?: number; pageSize?: number; sort?: string };
    };
    return i.params.slug === "gibt-es-nicht" ? { status: 404 } : { value: categoryPage(i.query) };
  },
});
