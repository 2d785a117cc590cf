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
import type { Db } from "../db/db";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { recordQuery } from "../search/queries";
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

/** With statistics consent a product list gets a queryID, so clicks on it can be attributed. */
const withQueryId = async (
  db: Db,
  type: string,
  list: ListResult,
  enableStatistics: boolean | undefined,
): Promise<ProductPage> =>
  enableStatistics === true
    ? {
        ...list,
        queryID: await recordQuery(db, {
          type,
          term: null,
          page: list.page,
          pageSize: list.pageSize,
          total: list.total,
          objectIDs: list.products.map((p) => p.sku),
        }),
      }
    : list;

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
  route(app, getCategoryTree, (_, c) => categoryTree(c.get("db")));

  route(app, getCategory, ({ params }, c) => findCategory(c.get("db"), params.slug));

  route(app, getCategoryProducts, async ({ params, query }, c) => {
    const db = c.get("db");
    const category = await findCategory(db, params.slug);
    const list = await listProducts(db, { kind: "category", slug: category.slug }, query);
    return {
      ...(await withQueryId(db, `category:${category.slug}`, list, query.enableStatistics)),
      category,
    };
  });

  route(app, getOfferProducts, async ({ query }, c) => {
    const db = c.get("db");
    return withQueryId(
      db,
      "offers",
      await listProducts(db, { kind: "offers" }, query),
      query.enableStatistics,
    );
  });

  route(app, getProducts, async ({ query }, c) => {
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

  route(app, getProduct, async ({ params, query }, c) =>
    inStore(await findProduct(c.get("db"), params.sku), query.storeId),
  );

  route(app, getSimilarProducts, async ({ params, query }, c) => {
    const products = await similarProducts(
      c.get("db"),
      params.slug,
      query.limit ?? DEFAULT_SIMILAR_LIMIT,
      query.enablePersonalization === true,
    );
    return { products: products.map((p) => inStore(p, query.storeId)) };
  });

  route(app, getBrands, async (_, c) => ({ brands: await allBrands(c.get("db")) }));

  route(app, getBrand, ({ params }, c) => brandDetail(c.get("db"), params.slug));

  route(app, getBrandProducts, async ({ params, query }, c) => {
    const db = c.get("db");
    const brand = await findBrand(db, params.slug);
    const list = await listProducts(db, { kind: "brand", slug: brand.slug }, query);
    return { ...(await withQueryId(db, `brand:${brand.slug}`, list, query.enableStatistics)), brand };
  });

  catalogueImageRoutes(app);
};
