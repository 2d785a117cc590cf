import { Effect } from "effect";
import { lazyModule } from "../app/lazy";
import { currentState, emit } from "../app/scope";
import { loadContentPage } from "../content/load";
import { hasBlockType, PRODUCT_PROMOTION } from "../content/page";
import type { Scope } from "../core/scope";
import type { RouteContext } from "../discovery/load";
import type { Ports } from "../ports";
import type { RouteName } from "../routing/routes";
import { hasOwnScreen } from "../routing/subject";

// Route loaders of discovery and search load with the first such route: not in the first load.
const discovery = lazyModule(() => import("../discovery/load"));
const search = lazyModule(() => import("../search/handlers"));
/**
 * Typed here, not inferred: the checkout loaders navigate themselves (showPath, which runs these
 * loaders), so inferring the module's type would be circular.
 */
type RouteLoader = (
  ctx: RouteContext & { readonly previousRoute: string | null },
) => Effect.Effect<string, never, Scope | Ports>;
interface CheckoutLoaders {
  readonly loadCheckoutRoute: RouteLoader;
  readonly loadPaymentReturnRoute: RouteLoader;
  readonly loadConfirmationRoute: RouteLoader;
}
const checkout: Effect.Effect<CheckoutLoaders> = lazyModule(() => import("../checkout/load"));

/**
 * The data each route loads when it is shown. Routes without a loader and without a screen of their
 * own (domain/routing/subject) show the CMS page at their path, as the start page and the catch-all
 * do. A feature adds its route here.
 */
const loadFor = (ctx: RouteContext & { readonly previousRoute: string | null }) => {
  switch (ctx.route) {
    case "productList":
      return Effect.flatMap(discovery, (m) => m.loadProductListRoute(ctx));
    case "productDetail":
      return Effect.flatMap(discovery, (m) => m.loadProductDetailRoute(ctx));
    case "brands":
      return Effect.flatMap(discovery, (m) => m.loadBrandsRoute(ctx));
    case "brandDetail":
      return Effect.flatMap(discovery, (m) => m.loadBrandDetailRoute(ctx));
    case "search":
      return Effect.flatMap(search, (m) => m.loadSearchRoute(ctx));
    case "checkout":
      return Effect.flatMap(checkout, (m) => m.loadCheckoutRoute(ctx));
    case "paymentReturn":
      return Effect.flatMap(checkout, (m) => m.loadPaymentReturnRoute(ctx));
    case "checkoutConfirmation":
    case "testConfirmation":
      return Effect.flatMap(checkout, (m) => m.loadConfirmationRoute(ctx));
    default:
      return null;
  }
};

/** The data a CMS page's blocks show beyond the page itself: the offers of a product promotion block. */
const loadBlockData = (path: string) =>
  Effect.gen(function* () {
    const entry = (yield* currentState).content.pages[path];
    if (entry?.status === "success" && hasBlockType(entry.page.blocks, PRODUCT_PROMOTION))
      yield* Effect.flatMap(discovery, (m) => m.loadOffers);
  });

export const loadRouteData = (ctx: RouteContext & { readonly previousRoute: string | null }) =>
  Effect.gen(function* () {
    // Document 1 §4: leaving the search page resets the term to empty (its results stay kept).
    if (ctx.previousRoute === "search" && ctx.route !== "search") yield* emit({ _tag: "SearchTermReset" });
    const load = loadFor(ctx);
    if (load !== null) return yield* load;
    // A screen of its own (the cart) has no CMS page to load: asking for one would only answer 404.
    if (hasOwnScreen(ctx.route as RouteName)) return "screen";
    const loaded = yield* loadContentPage(ctx.path);
    yield* loadBlockData(ctx.path);
    return loaded;
  });
