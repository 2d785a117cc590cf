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
import { listProducts } from "../discovery/listing";
import { notFound } from "../discovery/store";
import type { App } from "../http/env";
import { route } from "../http/route";
import { cachedRoute, sharedRoute } from "../read-cache/route";
import { findBanner, type Hits, searchBrands, searchCategories, searchContent, searchRecipes } from "./store";
import { searchWords } from "./terms";

interface Paging {
  readonly page?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly enableStatistics?: boolean | undefined;
}

/**
 * Wraps hits as the flyout reads them ({count, offset, results, total}); the queryID is every
 * request's own (the cached answer leaves it out, issue 18), recorded with what the search showed.
 */
const answer = <T>(
  type: SearchType,
  term: string,
  paging: Paging,
  hits: Hits<T>,
  objectId: (item: T) => string,
) => {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? SEARCH_PAGE_SIZE[type];
  return {
    answer: {
      count: hits.items.length,
      offset: (page - 1) * pageSize,
      total: hits.total,
      page,
      pageSize,
      results: hits.items,
      queryID: "",
    },
    query: {
      type,
      term: paging.enableStatistics === true ? term : null,
      page,
      pageSize,
      total: hits.total,
      objectIDs: hits.items.map(objectId),
    },
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
  // Answers depend on the URL and the data only: from the read cache (issue 18).
  const catalogue = { areas: ["catalogue"] } as const;
  cachedRoute(app, searchProductsCall, catalogue, async ({ params, query }, c) => {
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
    const base = answer(
      "products",
      words.clean,
      { ...query, page: list.page, pageSize: list.pageSize },
      { total: list.total, items: list.products },
      (p) => p.sku,
    );
    return { ...base, answer: { ...base.answer, facets: list.facets } };
  });

  cachedRoute(app, searchCategoriesCall, catalogue, async ({ params, query }, c) => {
    const db = c.get("db");
    const words = searchWords(params.term);
    const { page, pageSize } = paging("categories", query);
    return answer(
      "categories",
      words.clean,
      query,
      await searchCategories(db, words, page, pageSize),
      (h) => h.slug,
    );
  });

  cachedRoute(app, searchBrandsCall, catalogue, async ({ params, query }, c) => {
    const db = c.get("db");
    const words = searchWords(params.term);
    const { page, pageSize } = paging("brands", query);
    return answer("brands", words.clean, query, await searchBrands(db, words, page, pageSize), (h) => h.slug);
  });

  cachedRoute(app, searchContentCall, { areas: ["content"] }, async ({ params, query }, c) => {
    const db = c.get("db");
    const words = searchWords(params.term);
    const { page, pageSize } = paging("content", query);
    return answer(
      "content",
      words.clean,
      query,
      await searchContent(db, words, page, pageSize),
      (h) => h.path,
    );
  });

  cachedRoute(app, searchRecipesCall, catalogue, async ({ params, query }, c) => {
    const db = c.get("db");
    const words = searchWords(params.term);
    const { page, pageSize } = paging("recipes", query);
    const hits = await searchRecipes(db, words, page, pageSize, query.sort ?? "date");
    return answer("recipes", words.clean, query, hits, (h) => h.slug);
  });

  sharedRoute(app, getSearchBanner, catalogue, async ({ params }, c) => ({
    banner: await findBanner(c.get("db"), searchWords(params.term)),
  }));

  route(app, getSearchQuery, async ({ params }, c) => {
    const record = await c.get("reads").queries.find(params.queryID);
    if (!record) throw notFound("search with queryID", params.queryID, "query_not_found");
    return record;
  });
};
