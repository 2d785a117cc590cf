import { Schema } from "effect";
import { DEFAULT_PAGE_SIZE, type Facets, type ProductSort } from "../../domain/discovery/listing";
import { PRODUCT_ATTRIBUTES, Product, type ProductAttribute } from "../../domain/discovery/product";
import type { Db } from "../db/db";
import { HttpError } from "../http/errors";
import { matchSql, Params, type SearchWords } from "../search/terms";
import { inStore } from "./availability";

export type ListScope =
  | { readonly kind: "category"; readonly slug: string }
  | { readonly kind: "brand"; readonly slug: string }
  | { readonly kind: "offers" }
  | { readonly kind: "search"; readonly words: SearchWords };

/** The query of a product list as the calls decode it (all optional). */
export interface ListQuery {
  readonly page?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly sort?: ProductSort | undefined;
  readonly brand?: ReadonlyArray<string> | undefined;
  readonly attribute?: ReadonlyArray<ProductAttribute> | undefined;
  readonly priceMin?: number | undefined;
  readonly priceMax?: number | undefined;
  readonly storeId?: string | undefined;
  readonly enablePersonalization?: boolean | undefined;
}

export interface ListResult {
  readonly products: ReadonlyArray<Product>;
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly pageCount: number;
  readonly sort: ProductSort;
  readonly facets: Facets;
}

const decodeProducts = Schema.decodeUnknownSync(Schema.Array(Product));

const orderBy = (sort: ProductSort, search: boolean, personal: boolean): string => {
  switch (sort) {
    case "relevance":
      if (search)
        return personal ? "score * (1 + popularity / 20000.0) DESC, position" : "score DESC, position";
      return personal ? "popularity DESC, position" : "position";
    case "price_asc":
      return "regular_price, position";
    case "price_desc":
      return "regular_price DESC, position";
    case "name_asc":
      return "name_rank";
    case "name_desc":
      return "name_rank DESC";
    case "unitprice_asc":
      return "unit_price, position";
  }
};

/**
 * One page of products in a category, a brand or a search, with its facets, in a single query.
 * Filters: brands (any of), attributes (all of), regular price range in cents.
 */
export const listProducts = async (db: Db, scope: ListScope, query: ListQuery): Promise<ListResult> => {
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    const message = "priceMin must not be greater than priceMax";
    throw new HttpError(400, `Invalid request: query.priceMin: ${message}`, {
      errors: [{ path: "query.priceMin", message }],
    });
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const sort = query.sort ?? "relevance";
  const params = new Params();
  const search = scope.kind === "search" ? matchSql(scope.words, params, "p") : undefined;
  const where =
    scope.kind === "category"
      ? `p.category_path @> ARRAY[${params.add(scope.slug)}]::text[]`
      : scope.kind === "brand"
        ? `p.brand_slug = ${params.add(scope.slug)}`
        : scope.kind === "offers"
          ? // isOnOffer of domain/discovery/pricing, in SQL: a price before the offer above today's.
            "(p.data #>> '{price,strikePrice,value}')::int > p.regular_price"
          : (search?.match ?? "false");
  const brands = query.brand ?? [];
  const attributes = query.attribute ?? [];
  const byBrand = brands.length > 0 ? `p.brand_slug = ANY(${params.add([...brands])}::text[])` : "true";
  const byAttributes =
    attributes.length > 0 ? `p.attributes @> ${params.add([...attributes])}::text[]` : "true";
  const byPrice =
    [
      query.priceMin !== undefined ? `p.regular_price >= ${params.add(query.priceMin)}` : "",
      query.priceMax !== undefined ? `p.regular_price <= ${params.add(query.priceMax)}` : "",
    ]
      .filter(Boolean)
      .join(" AND ") || "true";
  const order = orderBy(sort, scope.kind === "search", query.enablePersonalization === true);
  const limit = params.add(pageSize);
  const offset = params.add((page - 1) * pageSize);

  const sql = `
    WITH ${search ? `${search.with},` : ""}
    base AS (
      SELECT p.brand_slug, p.brand_name, p.regular_price, p.unit_price, p.attributes, p.position,
        p.popularity, p.name_rank, p.data, ${search ? search.score : "0"} AS score,
        (${byBrand}) AS fb, (${byPrice}) AS fp, (${byAttributes}) AS fa
      FROM products p
      WHERE ${where}
    ),
    hits AS (SELECT * FROM base WHERE fb AND fp AND fa)
    SELECT
      (SELECT count(*)::int FROM hits) AS total,
      (SELECT coalesce(json_agg(json_build_object('slug', brand_slug, 'name', brand_name, 'count', n)
         ORDER BY n DESC, brand_name), '[]'::json)
       FROM (SELECT brand_slug, brand_name, count(*)::int AS n FROM base WHERE fp AND fa
             GROUP BY brand_slug, brand_name) b) AS brands,
      (SELECT coalesce(json_agg(json_build_object('value', a, 'count', n)), '[]'::json)
       FROM (SELECT a, count(*)::int AS n FROM hits, unnest(attributes) AS a GROUP BY a) x) AS attributes,
      (SELECT json_build_object('min', min(regular_price), 'max', max(regular_price))
       FROM base WHERE fb AND fa) AS price,
      (SELECT coalesce(json_agg(data ORDER BY rn), '[]'::json)
       FROM (SELECT data, row_number() OVER (ORDER BY ${order}) AS rn FROM hits
             ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) pg) AS products`;
  const [row] = await db.query<{
    total: number;
    brands: Facets["brands"];
    attributes: Array<{ value: ProductAttribute; count: number }>;
    price: { min: number | null; max: number | null };
    products: unknown;
  }>(sql, params.values);
  if (!row) throw new Error("product list query answered no row");
  const order_ = new Map(PRODUCT_ATTRIBUTES.map((a, i) => [a, i] as const));
  return {
    products: decodeProducts(row.products).map((p) => inStore(p, query.storeId)),
    total: row.total,
    page,
    pageSize,
    pageCount: Math.ceil(row.total / pageSize),
    sort,
    facets: {
      brands: row.brands,
      attributes: [...row.attributes].sort((a, b) => (order_.get(a.value) ?? 0) - (order_.get(b.value) ?? 0)),
      price:
        row.price.min === null || row.price.max === null ? null : { min: row.price.min, max: row.price.max },
    },
  };
};
