import {
  getSearchBanner,
  getSearchQuery,
  searchBrands as searchBrandsCall,
  searchCategories as searchCategoriesCall,
  searchContent as searchContentCall,
  searchProducts as searchProductsCall,
  searchRecipes as searchRecipesCall,
} from "../../domain/api/search";
import { SEARCH_PAGE_SIZE, type SearchType } from "../../domain/discovery/search";
import type { Db } from "../db/db";
import { listProducts } from "../discovery/listing";
import { notFound } from "../discovery/store";
import type { App } from "../http/env";
import { route } from "../http/route";
import { findQuery, recordQuery } from "./queries";
import { findBanner, type Hits, searchBrands, searchCategories, searchContent, searchRecipes } from "./store";
import { searchWords } from "./terms";

interface Paging {
  readonly page?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly enableStatistics?: boolean | undefined;
}

/** Wraps hits as the flyout reads them ({count, offset, results, total}) with a fresh queryID. */
const answer = async <T>(
  db: Db,
  type: SearchType,
  term: string,
  paging: Paging,
  hits: Hits<T>,
  objectId: (item: T) => string,
) => {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? SEARCH_PAGE_SIZE[type];
  const queryID = await recordQuery(db, {
    type,
    term: paging.enableStatistics === true ? term : null,
    page,
    pageSize,
    total: hits.total,
    objectIDs: hits.items.map(objectId),
  });
  return {
    count: hits.items.length,
    offset: (page - 1) * pageSize,
    total: hits.total,
    page,
    pageSize,
    results: hits.items,
    queryID,
  };
};

const paging = (type: SearchType, q: Paging) => ({
  page: q.page ?? 1,
  pageSize: q.pageSize ?? SEARCH_PAGE_SIZE[type],
});

/**
 * Site search of document 1 §7: GET /api/{type}/search/{term} for every flyout type, the banner, and
 * the record behind a queryID. Registered before discovery so "search" is never read as a slug or sku.
 */
export const searchRoutes = (app: App) => {
  route(app, searchProductsCall, async ({ params, query }, c) => {
    const db = c.get("db");
    const words = searchWords(params.term);
    const list = await listProducts(
      db,
      { kind: "search", words },
      {
        ...query,
        pageSize: query.pageSize ?? SEARCH_PAGE_SIZE.products,
      },
    );
    const base = await answer(
      db,
      "products",
      words.clean,
      { ...query, page: list.page, pageSize: list.pageSize },
      { total: list.total, items: list.products },
      (p) => p.sku,
    );
    return { ...base, facets: list.facets };
  });

  route(app, searchCategoriesCall, async ({ params, query }, c) => {
    const db = c.get("db");
    const words = searchWords(params.term);
    const { page, pageSize } = paging("categories", query);
    return answer(
      db,
      "categories",
      words.clean,
      query,
      await searchCategories(db, words, page, pageSize),
      (h) => h.slug,
    );
  });

  route(app, searchBrandsCall, async ({ params, query }, c) => {
    const db = c.get("db");
    const words = searchWords(params.term);
    const { page, pageSize } = paging("brands", query);
    return answer(
      db,
      "brands",
      words.clean,
      query,
      await searchBrands(db, words, page, pageSize),
      (h) => h.slug,
    );
  });

  route(app, searchContentCall, async ({ params, query }, c) => {
    const db = c.get("db");
    const words = searchWords(params.term);
    const { page, pageSize } = paging("content", query);
    return answer(
      db,
      "content",
      words.clean,
      query,
      await searchContent(db, words, page, pageSize),
      (h) => h.path,
    );
  });

  route(app, searchRecipesCall, async ({ params, query }, c) => {
    const db = c.get("db");
    const words = searchWords(params.term);
    const { page, pageSize } = paging("recipes", query);
    const hits = await searchRecipes(db, words, page, pageSize, query.sort ?? "date");
    return answer(db, "recipes", words.clean, query, hits, (h) => h.slug);
  });

  route(app, getSearchBanner, async ({ params }, c) => ({
    banner: await findBanner(c.get("db"), searchWords(params.term)),
  }));

  route(app, getSearchQuery, async ({ params }, c) => {
    const record = await findQuery(c.get("db"), params.queryID);
    if (!record) throw notFound("search with queryID", params.queryID, "query_not_found");
    return record;
  });
};
