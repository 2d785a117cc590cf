import { Effect, Option, Schema } from "effect";
import { callApi, isStatus } from "../api/call";
import {
  getBrand,
  getBrandProducts,
  getBrands,
  getCategoryProducts,
  getCategoryTree,
  getOfferProducts,
  getProduct,
  getProducts,
  getSimilarProducts,
} from "../api/discovery";
import { ApiError } from "../api/errors";
import { searchProducts } from "../api/search";
import { PRODUCT_NOT_FOUND_SLIDER } from "../content/errorData";
import { loadNotFoundPage, showNotFound } from "../content/load";
import { discovery } from "./access";
import type { ProductListLoaded } from "./events";
import { type ProductFlags, productQueryFlags } from "./flags";
import { DEFAULT_SIMILAR_LIMIT, OFFERS_PAGE_SIZE, type ProductPage } from "./listing";
import type { ListingSource } from "./model";
import type { Product } from "./product";
import {
  PRODUCT_GROUP_DEFAULT_LIMIT,
  ProductGroupSelection,
  type ProductGroupSource,
  productGroupKey,
} from "./productGroup";
import { flagQuery, listingApiQuery, parseListingQuery } from "./query";
import { SEARCH_TERM_MAX_LENGTH, SEARCH_TERM_MIN_LENGTH } from "./search";

export interface RouteContext {
  readonly route: string;
  readonly path: string;
  readonly search: string;
  readonly params: Readonly<Record<string, string>>;
}

const statusOf = (e: unknown) => (e instanceof ApiError ? e.status : 500);
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

const pageOf = (r: ProductPage): ProductPage => ({
  products: r.products,
  total: r.total,
  page: r.page,
  pageSize: r.pageSize,
  pageCount: r.pageCount,
  sort: r.sort,
  facets: r.facets,
  ...(r.queryID !== undefined ? { queryID: r.queryID } : {}),
});

/** The flags of a product query: the service's store and the consent as they are now. */
const flagsNow = Effect.map(discovery.inputs, (i) => productQueryFlags(i.storeId, i.consent));

/** The category tree for the navigation, loaded once per session (a failure is retried next time). */
export const ensureCategoryTree = Effect.gen(function* () {
  const state = yield* discovery.state;
  if (state.tree?.status === "success") return "cached" as const;
  return yield* callApi(getCategoryTree, {}).pipe(
    Effect.flatMap((tree) =>
      Effect.as(discovery.emit({ _tag: "CategoryTreeLoaded", tree }), "loaded" as const),
    ),
    Effect.catchAll((e) =>
      Effect.as(discovery.emit({ _tag: "CategoryTreeFailed", message: messageOf(e) }), "failed" as const),
    ),
  );
});

/** One page of a category's or brand's products with the paging, sort and filters of the URL. */
const loadListing = (source: ListingSource, ctx: RouteContext) =>
  Effect.gen(function* () {
    const state = yield* discovery.state;
    const key = `${ctx.path}${ctx.search}`;
    if (state.listing?.key === key && state.listing.result.status === "success") return "cached";
    const query = parseListingQuery(ctx.search);
    yield* discovery.emit({ _tag: "ProductListRequested", key, source, query });
    const api = listingApiQuery(query, yield* flagsNow);
    const result =
      source.kind === "category"
        ? callApi(getCategoryProducts, { params: { slug: source.slug }, query: api }).pipe(
            Effect.map((r): typeof ProductListLoaded.Type => ({
              _tag: "ProductListLoaded",
              key,
              page: pageOf(r),
              category: r.category,
            })),
          )
        : callApi(getBrandProducts, { params: { slug: source.slug }, query: api }).pipe(
            Effect.map((r): typeof ProductListLoaded.Type => ({
              _tag: "ProductListLoaded",
              key,
              page: pageOf(r),
              brand: r.brand,
            })),
          );
    return yield* result.pipe(
      Effect.flatMap((event) => Effect.as(discovery.emit(event), "loaded")),
      Effect.catchAll((e) =>
        isStatus(e, 404)
          ? Effect.gen(function* () {
              yield* discovery.emit({ _tag: "ProductListMissing", key });
              // An unknown category or brand is the non-fatal 404: it shows the CMS not-found page.
              yield* loadNotFoundPage;
              return "missing";
            })
          : Effect.as(
              discovery.emit({ _tag: "ProductListFailed", key, status: statusOf(e), message: messageOf(e) }),
              "failed",
            ),
      ),
    );
  });

/** The product list route (/:slug?): without a slug only the category tree (all top categories). */
export const loadProductListRoute = (ctx: RouteContext) =>
  Effect.gen(function* () {
    yield* ensureCategoryTree;
    const slug = ctx.params.slug;
    if (!slug) return "overview";
    return yield* loadListing({ kind: "category", slug }, ctx);
  });

/** The products on offer for the product promotion block, once per session (a failure is retried next time). */
export const loadOffers = Effect.gen(function* () {
  if ((yield* discovery.state).offers?.status === "success") return "cached";
  const flags = yield* flagsNow;
  yield* discovery.emit({ _tag: "OffersRequested" });
  return yield* callApi(getOfferProducts, {
    query: { ...flagQuery(flags), pageSize: OFFERS_PAGE_SIZE, sort: "relevance" },
  }).pipe(
    Effect.flatMap((r) => Effect.as(discovery.emit({ _tag: "OffersLoaded", page: pageOf(r) }), "loaded")),
    Effect.catchAll((e) =>
      Effect.as(
        discovery.emit({ _tag: "OffersFailed", status: statusOf(e), message: messageOf(e) }),
        "failed",
      ),
    ),
  );
});

/** The products of one product group's source, once per session (a failure is retried next time). */
const loadProductGroup = (source: Exclude<ProductGroupSource, { kind: "offers" }>, limit: number) =>
  Effect.gen(function* () {
    const key = productGroupKey(source, limit);
    if ((yield* discovery.state).productGroups[key]?.status === "success") return "cached";
    const flags = flagQuery(yield* flagsNow);
    yield* discovery.emit({ _tag: "ProductGroupRequested", key });
    const list = { pageSize: limit, sort: "relevance" } as const;
    const products =
      source.kind === "skus"
        ? Effect.map(callApi(getProducts, { query: { ...flags, skus: [...source.skus] } }), (r) => r.products)
        : source.kind === "category"
          ? Effect.map(
              callApi(getCategoryProducts, { params: { slug: source.slug }, query: { ...flags, ...list } }),
              (r) => r.products,
            )
          : Effect.map(
              callApi(getBrandProducts, { params: { slug: source.slug }, query: { ...flags, ...list } }),
              (r) => r.products,
            );
    return yield* products.pipe(
      Effect.flatMap((list) =>
        Effect.as(discovery.emit({ _tag: "ProductGroupLoaded", key, products: list }), "loaded"),
      ),
      Effect.catchAll((e) =>
        Effect.as(
          discovery.emit({ _tag: "ProductGroupFailed", key, status: statusOf(e), message: messageOf(e) }),
          "failed",
        ),
      ),
    );
  });

const decodeSelection = Schema.decodeUnknownOption(ProductGroupSelection);

/**
 * The data of a CMS product group block, by its props (issue 14): the list its source names, or the
 * offers without a source. Props that do not decode load nothing: the block renders nothing.
 */
export const loadProductGroupBlock = (props: unknown) =>
  Effect.gen(function* () {
    const selection = decodeSelection(props);
    if (Option.isNone(selection)) return "malformed";
    const source = selection.value.source ?? { kind: "offers" as const };
    if (source.kind === "offers") return yield* loadOffers;
    return yield* loadProductGroup(source, selection.value.limit ?? PRODUCT_GROUP_DEFAULT_LIMIT);
  });

export const loadBrandsRoute = (_ctx: RouteContext) =>
  Effect.gen(function* () {
    if ((yield* discovery.state).brands?.status === "success") return "cached";
    yield* discovery.emit({ _tag: "BrandsRequested" });
    return yield* callApi(getBrands, {}).pipe(
      Effect.flatMap((r) => Effect.as(discovery.emit({ _tag: "BrandsLoaded", brands: r.brands }), "loaded")),
      Effect.catchAll((e) =>
        Effect.as(discovery.emit({ _tag: "BrandsFailed", message: messageOf(e) }), "failed"),
      ),
    );
  });

/** Brand detail: the brand's top categories (once) and its product list. */
export const loadBrandDetailRoute = (ctx: RouteContext) =>
  Effect.gen(function* () {
    const slug = ctx.params.slug;
    if (!slug) return "missing";
    if ((yield* discovery.state).brandDetails[slug] === undefined)
      yield* callApi(getBrand, { params: { slug } }).pipe(
        Effect.flatMap((detail) => discovery.emit({ _tag: "BrandDetailLoaded", slug, detail })),
        Effect.ignore,
      );
    return yield* loadListing({ kind: "brand", slug }, ctx);
  });

/** A slug's words as a search term: product slugs are made of the brand and the product name. */
export const slugTerm = (slug: string): string =>
  slug.replace(/-+/g, " ").trim().slice(0, SEARCH_TERM_MAX_LENGTH);

/**
 * Product by slug when the route has no sku: the API reads products by sku, so the slug's words are
 * searched and the product with exactly this slug is taken (null: there is none).
 */
const productBySlug = (slug: string, flags: ProductFlags) =>
  Effect.gen(function* () {
    const term = slugTerm(slug);
    if ([...term].length < SEARCH_TERM_MIN_LENGTH) return null;
    const result = yield* callApi(searchProducts, {
      params: { term },
      query: { ...flagQuery(flags), pageSize: 100 },
    });
    return result.results.find((p) => p.slug === slug) ?? null;
  });

/**
 * Products to offer instead of a gone product: similar ones by its slug when the server still knows
 * it, else the most popular of the first top category.
 */
const relatedForMissing = (key: string, slug: string) =>
  Effect.gen(function* () {
    const flags = yield* flagsNow;
    const similar = yield* callApi(getSimilarProducts, {
      params: { slug },
      query: { ...flagQuery(flags), limit: DEFAULT_SIMILAR_LIMIT },
    }).pipe(
      Effect.map((r) => r.products),
      Effect.orElseSucceed((): ReadonlyArray<Product> => []),
    );
    if (similar.length > 0) {
      yield* discovery.emit({ _tag: "RelatedProductsLoaded", key, kind: "similar", products: similar });
      return;
    }
    yield* ensureCategoryTree;
    const tree = (yield* discovery.state).tree;
    const top = tree?.status === "success" ? tree.data[0]?.slug : undefined;
    if (top === undefined) return;
    const popular = yield* callApi(getCategoryProducts, {
      params: { slug: top },
      query: { ...flagQuery(flags), pageSize: DEFAULT_SIMILAR_LIMIT, sort: "relevance" },
    }).pipe(
      Effect.map((r) => r.products),
      Effect.orElseSucceed((): ReadonlyArray<Product> => []),
    );
    yield* discovery.emit({ _tag: "RelatedProductsLoaded", key, kind: "popular", products: popular });
  });

/** Product detail (/:slug/:sku?): the product, then similar products; a gone product shows the not-found slider. */
export const loadProductDetailRoute = (ctx: RouteContext) =>
  Effect.gen(function* () {
    const slug = ctx.params.slug ?? "";
    const sku = ctx.params.sku ?? null;
    const key = ctx.path;
    const state = yield* discovery.state;
    if (state.product?.key === key && state.product.result.status === "success") return "cached";
    const flags = yield* flagsNow;
    yield* discovery.emit({ _tag: "ProductRequested", key, slug, sku });
    const found = yield* (
      sku !== null
        ? callApi(getProduct, { params: { sku: sku as never }, query: flagQuery(flags) })
        : productBySlug(slug, flags)
    ).pipe(
      Effect.map((p) => ({ ok: true as const, product: p })),
      Effect.catchAll((e) =>
        Effect.succeed(
          isStatus(e, 404) || isStatus(e, 400)
            ? { ok: true as const, product: null }
            : { ok: false as const, error: e },
        ),
      ),
    );
    if (!found.ok) {
      yield* discovery.emit({
        _tag: "ProductLoadFailed",
        key,
        status: statusOf(found.error),
        message: messageOf(found.error),
      });
      return "failed";
    }
    if (found.product === null) {
      yield* discovery.emit({ _tag: "ProductMissing", key });
      yield* relatedForMissing(key, slug);
      // The non-fatal 404 with the not-found slider as its extra component (document 1 §2).
      yield* showNotFound(key, undefined, { component: PRODUCT_NOT_FOUND_SLIDER });
      return "missing";
    }
    const product = found.product;
    yield* discovery.emit({ _tag: "ProductLoaded", key, product });
    const similar = yield* callApi(getSimilarProducts, {
      params: { slug: product.slug },
      query: { ...flagQuery(flags), limit: DEFAULT_SIMILAR_LIMIT },
    }).pipe(
      Effect.map((r) => r.products),
      Effect.orElseSucceed((): ReadonlyArray<Product> => []),
    );
    yield* discovery.emit({ _tag: "RelatedProductsLoaded", key, kind: "similar", products: similar });
    return "loaded";
  });
