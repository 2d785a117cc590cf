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
import {
  DEFAULT_SIMILAR_LIMIT,
  MAX_SKUS_PER_REQUEST,
  type ProductPage,
} from "../../domain/discovery/listing";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { type Cacheable, cachedRoute, sharedRoute } from "../read-cache/route";
import { inStore } from "./availability";
import { catalogueImageRoutes } from "./images";
import { type ListResult, listProducts } from "./listing";
import {
  allBrands,
  brandDetail,
  categoryTree,
  findBrand,
  findCategory,
  findProduct,
  productsBySkus,
  similarProducts,
} from "./store";

/**
 * With statistics consent a product list gets a queryID, so clicks on it can be attributed: the
 * cached list leaves it out and every request records a fresh one.
 */
const withQueryId = <T extends ListResult>(
  type: string,
  answer: T,
  enableStatistics: boolean | undefined,
): Cacheable<T & Pick<ProductPage, "queryID">> =>
  enableStatistics === true
    ? {
        answer: { ...answer, queryID: "" },
        query: {
          type,
          term: null,
          page: answer.page,
          pageSize: answer.pageSize,
          total: answer.total,
          objectIDs: answer.products.map((p) => p.sku),
        },
      }
    : { answer };

const skuList = (values: ReadonlyArray<string>): string[] => {
  const skus = [
    ...new Set(
      values
        .flatMap((v) => v.split(","))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const invalid = (message: string) =>
    new HttpError(400, `Invalid request: query.skus: ${message}`, {
      errors: [{ path: "query.skus", message }],
    });
  if (skus.length === 0) throw invalid("skus must not be null or empty");
  if (skus.length > MAX_SKUS_PER_REQUEST) throw invalid(`at most ${MAX_SKUS_PER_REQUEST} skus per request`);
  return skus;
};

/**
 * Product discovery of document 2 §7 and the brand pages of document 1 §2. Static segments
 * (tree, search) are registered before the :slug routes that would also match them.
 */
export const discoveryRoutes = (app: App) => {
  // Every answer here depends on its URL and the catalogue only: from the read cache (issue 18).
  const catalogue = { areas: ["catalogue"] } as const;
  sharedRoute(app, getCategoryTree, catalogue, (_, c) => categoryTree(c.get("db")));

  sharedRoute(app, getCategory, catalogue, ({ params }, c) => findCategory(c.get("db"), params.slug));

  cachedRoute(app, getCategoryProducts, catalogue, async ({ params, query }, c) => {
    const db = c.get("db");
    const category = await findCategory(db, params.slug);
    const list = await listProducts(db, { kind: "category", slug: category.slug }, query);
    return withQueryId(`category:${category.slug}`, { ...list, category }, query.enableStatistics);
  });

  cachedRoute(app, getOfferProducts, catalogue, async ({ query }, c) =>
    withQueryId("offers", await listProducts(c.get("db"), { kind: "offers" }, query), query.enableStatistics),
  );

  sharedRoute(app, getProducts, catalogue, async ({ query }, c) => {
    const skus = skuList(query.skus);
    const found = await productsBySkus(c.get("db"), skus);
    return {
      products: skus.flatMap((s) => {
        const p = found.get(s);
        return p ? [inStore(p, query.storeId)] : [];
      }),
      missingSkus: skus.filter((s) => !found.has(s)),
    };
  });

  sharedRoute(app, getProduct, catalogue, async ({ params, query }, c) =>
    inStore(await findProduct(c.get("db"), params.sku), query.storeId),
  );

  sharedRoute(app, getSimilarProducts, catalogue, async ({ params, query }, c) => {
    const products = await similarProducts(
      c.get("db"),
      params.slug,
      query.limit ?? DEFAULT_SIMILAR_LIMIT,
      query.enablePersonalization === true,
    );
    return { products: products.map((p) => inStore(p, query.storeId)) };
  });

  sharedRoute(app, getBrands, catalogue, async (_, c) => ({ brands: await allBrands(c.get("db")) }));

  sharedRoute(app, getBrand, catalogue, ({ params }, c) => brandDetail(c.get("db"), params.slug));

  cachedRoute(app, getBrandProducts, catalogue, async ({ params, query }, c) => {
    const db = c.get("db");
    const brand = await findBrand(db, params.slug);
    const list = await listProducts(db, { kind: "brand", slug: brand.slug }, query);
    return withQueryId(`brand:${brand.slug}`, { ...list, brand }, query.enableStatistics);
  });

  catalogueImageRoutes(app);
};
