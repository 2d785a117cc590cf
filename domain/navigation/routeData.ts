import { Effect } from "effect";
import { loadContentPage } from "../content/load";
import type { ContentBlock } from "../content/page";
import type { RouteName } from "../routing/routes";
import { hasOwnScreen } from "../routing/subject";
import { navigation } from "./access";
import { type RouteLoaderContext, routeLoaders } from "./routeLoaders";

/** Every block of a page, nested ones after their parent. */
const allBlocks = function* (blocks: ReadonlyArray<ContentBlock>): Generator<ContentBlock> {
  for (const b of blocks) {
    yield b;
    yield* allBlocks(b.children ?? []);
  }
};

/**
 * The data a CMS page's blocks show beyond the page itself: each block with a loader of its type
 * (the features' block loaders) loads with its own props, in page order. Loaders cache, so two
 * blocks asking for the same list load it once.
 */
const loadBlockData = (path: string) =>
  Effect.gen(function* () {
    const entry = (yield* navigation.inputs).pages[path];
    if (entry?.status !== "success") return;
    const { blocks } = yield* routeLoaders;
    for (const block of allBlocks(entry.page.blocks))
      if (Object.hasOwn(blocks, block.type)) yield* (blocks[block.type] as (typeof blocks)[string])(block);
  });

/**
 * The data each route loads when it is shown: the features' loaders (RouteLoaders). Routes without
 * a loader and without a screen of their own (domain/routing/subject) show the CMS page at their
 * path, as the start page and the catch-all do.
 */
export const loadRouteData = (ctx: RouteLoaderContext) =>
  Effect.gen(function* () {
    const { routes, leaving } = yield* routeLoaders;
    const leave =
      ctx.previousRoute !== null &&
      ctx.previousRoute !== ctx.route &&
      Object.hasOwn(leaving, ctx.previousRoute)
        ? leaving[ctx.previousRoute as RouteName]
        : undefined;
    if (leave !== undefined) yield* leave;
    const load = Object.hasOwn(routes, ctx.route) ? routes[ctx.route as RouteName] : undefined;
    if (load !== undefined) return yield* load(ctx);
    // A screen of its own (the cart) has no CMS page to load: asking for one would only answer 404.
    if (hasOwnScreen(ctx.route as RouteName)) return "screen";
    const loaded = yield* loadContentPage(ctx.path);
    yield* loadBlockData(ctx.path);
    return loaded;
  });
