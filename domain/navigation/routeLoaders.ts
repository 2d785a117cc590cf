import { Context, Effect } from "effect";
import type { ContentBlock } from "../content/page";
import type { Ports } from "../ports";
import type { RouteName } from "../routing/routes";
import type { navigation } from "./access";

/** The command's scope (its state and emit), as every feature's access object needs it. */
type Scope = Effect.Effect.Context<(typeof navigation)["state"]>;

/** The route being shown, as its loader sees it. */
interface RouteContext {
  readonly route: string;
  readonly path: string;
  readonly search: string;
  readonly params: Readonly<Record<string, string>>;
}

export type RouteLoaderContext = RouteContext & { readonly previousRoute: string | null };

/** Loads what a route shows; its value is the Navigate command's outcome. */
export type RouteLoader = (ctx: RouteLoaderContext) => Effect.Effect<string, never, Scope | Ports>;

export interface RouteLoaderTable {
  /** The features' routes; a route without one shows the CMS page at its path, or its own screen. */
  readonly routes: { readonly [K in RouteName]?: RouteLoader };
  /** What leaving a route does before the next one loads (leaving the search page resets its term). */
  readonly leaving: { readonly [K in RouteName]?: Effect.Effect<unknown, never, Scope | Ports> };
  /**
   * What a CMS page's blocks show beyond the page, by block type (the offers of a promotion block):
   * called with each block of that type, so a loader reads the block's props (a product group's source).
   */
  readonly blocks: {
    readonly [blockType: string]: (block: ContentBlock) => Effect.Effect<unknown, never, Scope | Ports>;
  };
}

/**
 * The features' route loaders, given to navigation by the app (domain/app/routeLoaders) so that
 * navigation imports no feature that navigates itself (checkout, cart): the table is a service,
 * not an import.
 */
export class RouteLoaders extends Context.Tag("RouteLoaders")<RouteLoaders, RouteLoaderTable>() {}

/**
 * The table, read without adding RouteLoaders to the requirements of everything that navigates:
 * the cart, checkout, discovery and shell handlers call showPath and are typed over the ports alone.
 * Every shop (domain/app/shop) provides it; a runtime without it is a wiring bug, so it dies.
 */
export const routeLoaders: Effect.Effect<RouteLoaderTable> = Effect.orDie(
  Effect.serviceOptional(RouteLoaders),
);
