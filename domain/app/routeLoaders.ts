import { Effect } from "effect";
import { PRODUCT_GROUP } from "../content/layoutRules";
import { PRODUCT_PROMOTION } from "../content/page";
import type { RouteLoader, RouteLoaderTable } from "../navigation/routeLoaders";
import { leaveSearch } from "../search/leave";
import { lazyModule } from "./lazy";

// The features' route loaders load with the first of their routes: not in the first load.
const discovery = lazyModule(() => import("../discovery/load"));
const search = lazyModule(() => import("../search/handlers"));
const checkout = lazyModule(() => import("../checkout/load"));
const recipes = lazyModule(() => import("../recipes/load"));
const sitemap = lazyModule(() => import("../sitemap/load"));

const confirmation: RouteLoader = (ctx) => Effect.flatMap(checkout, (m) => m.loadConfirmationRoute(ctx));

/** Each feature's routes and the blocks whose data a CMS page loads with it; a feature adds its route here. */
export const routeLoaders: RouteLoaderTable = {
  routes: {
    productList: (ctx) => Effect.flatMap(discovery, (m) => m.loadProductListRoute(ctx)),
    productDetail: (ctx) => Effect.flatMap(discovery, (m) => m.loadProductDetailRoute(ctx)),
    brands: (ctx) => Effect.flatMap(discovery, (m) => m.loadBrandsRoute(ctx)),
    brandDetail: (ctx) => Effect.flatMap(discovery, (m) => m.loadBrandDetailRoute(ctx)),
    search: (ctx) => Effect.flatMap(search, (m) => m.loadSearchRoute(ctx)),
    checkout: (ctx) => Effect.flatMap(checkout, (m) => m.loadCheckoutRoute(ctx)),
    paymentReturn: (ctx) => Effect.flatMap(checkout, (m) => m.loadPaymentReturnRoute(ctx)),
    checkoutConfirmation: confirmation,
    testConfirmation: confirmation,
    recipes: (ctx) => Effect.flatMap(recipes, (m) => m.loadRecipesRoute(ctx)),
    sitemap: () => Effect.flatMap(sitemap, (m) => m.loadSitemapRoute),
    recipeDetail: (ctx) => Effect.flatMap(recipes, (m) => m.loadRecipeRoute(ctx)),
  },
  leaving: { search: leaveSearch },
  blocks: {
    [PRODUCT_PROMOTION]: () => Effect.flatMap(discovery, (m) => m.loadOffers),
    // The product group loads the list its props name (its source), the offers without one.
    [PRODUCT_GROUP]: (block) => Effect.flatMap(discovery, (m) => m.loadProductGroupBlock(block.props)),
  },
};
