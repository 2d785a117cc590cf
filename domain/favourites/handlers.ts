import { Effect } from "effect";
import { callApi, isStatus } from "../api/call";
import { getCheckoutStores } from "../api/distribution";
import {
  deleteFavourite,
  getFavouriteProducts,
  getFavourites,
  postFavouriteStore,
  putFavourite,
} from "../api/favourites";
import type { HandlersOf } from "../core/feature";
import { notify } from "../notifications/notify";
import type { Ports } from "../ports";
import { Storage } from "../ports/storage";
import { customerChanged } from "../session/changed";
import { favourites } from "./access";
import type { FavouritesCommand } from "./commands";
import type { SourceMode } from "./model";
import type { FavouritesOutcomes } from "./outcomes";
import { favouritesOn } from "./rules/flags";
import { canAddFavourite } from "./rules/limits";
import { sourceQuery } from "./rules/sources";
import {
  FAVOURITE_STORES_KEY,
  readFavouriteStores,
  storedFavouriteStores,
  storeTypeOf,
  toggleFavouriteStore,
} from "./rules/stores";

const readLocalStores = Effect.flatMap(Storage, (s) => s.get("local", FAVOURITE_STORES_KEY)).pipe(
  Effect.map(readFavouriteStores),
);

/** The favourites screen's list in a mode; an answer for a mode no longer chosen is dropped. */
const loadFavouriteProducts = (mode: SourceMode) =>
  Effect.gen(function* () {
    const { customer, config, storeId } = yield* favourites.inputs;
    if (!favouritesOn(config)) return "off" as const;
    if (customer === null) return "guest" as const;
    yield* favourites.emit({ _tag: "FavouriteProductsRequested", mode });
    const q = sourceQuery(mode);
    const answer = yield* Effect.either(
      callApi(getFavouriteProducts, {
        query: {
          favorites: q.favorites,
          purchasedProducts: q.purchasedProducts,
          combine: q.combine,
          ...(storeId !== undefined ? { storeId } : {}),
        },
      }),
    );
    if ((yield* favourites.state).list.mode !== mode) return "stale" as const;
    if (answer._tag === "Left") {
      yield* favourites.emit({ _tag: "FavouriteProductsFailed", mode });
      return "failed" as const;
    }
    yield* favourites.emit({ _tag: "FavouriteProductsLoaded", mode, products: answer.right.products });
    return "loaded" as const;
  });

export const favouritesHandlers: HandlersOf<FavouritesCommand, typeof FavouritesOutcomes, Ports> = {
  LoadFavourites: () =>
    Effect.gen(function* () {
      const { customer, config } = yield* favourites.inputs;
      if (!favouritesOn(config)) return "off" as const;
      if (customer === null) return "guest" as const;
      const state = yield* favourites.state;
      // The customer's own answers (the favourite store, a profile change) come as CustomerLoaded
      // too: the same customer's favourites are already here and kept current by the toggles.
      if (state.customerId === customer.customerId && state.status === "loaded") return "cached" as const;
      yield* favourites.emit({ _tag: "FavouritesRequested" });
      const answer = yield* Effect.either(callApi(getFavourites, {}));
      // A logout while the call was under way: the answer is the previous customer's.
      if ((yield* favourites.inputs).customer?.customerId !== customer.customerId) return "failed" as const;
      if (answer._tag === "Left") {
        yield* favourites.emit({ _tag: "FavouritesFailed" });
        return "failed" as const;
      }
      yield* favourites.emit({
        _tag: "FavouritesLoaded",
        customerId: customer.customerId,
        skus: answer.right.PRODUCT,
      });
      return "loaded" as const;
    }),

  ClearFavourites: () => Effect.as(favourites.emit({ _tag: "FavouritesCleared" }), "cleared" as const),

  ToggleFavourite: (c) =>
    Effect.gen(function* () {
      const { customer, config } = yield* favourites.inputs;
      if (!favouritesOn(config)) return "off" as const;
      if (customer === null) return "guest" as const;
      const { skus } = yield* favourites.state;
      const was = skus.includes(c.sku);
      if (!was && !canAddFavourite(skus.length)) {
        yield* notify("favourites.limitReached", "warning");
        return "limit" as const;
      }
      yield* favourites.emit({ _tag: "FavouriteMarked", sku: c.sku, favourite: !was });
      const answer = yield* Effect.either(
        was
          ? callApi(deleteFavourite, { params: { type: "PRODUCT", reference: c.sku as never } })
          : callApi(putFavourite, { params: { type: "PRODUCT" }, body: { reference: c.sku as never } }),
      );
      if (answer._tag === "Right") return was ? ("removed" as const) : ("added" as const);
      yield* favourites.emit({ _tag: "FavouriteMarkReverted", sku: c.sku, favourite: was });
      if (isStatus(answer.left, 409)) {
        yield* notify("favourites.limitReached", "warning");
        return "limit" as const;
      }
      yield* notify("favourites.toggleFailed", "error");
      return "failed" as const;
    }),

  LoadFavouriteProducts: (c) =>
    Effect.flatMap(favourites.state, (s) => loadFavouriteProducts(c.mode ?? s.list.mode)),

  LoadFavouriteStores: () =>
    Effect.gen(function* () {
      yield* favourites.emit({ _tag: "FavouriteStoresRequested" });
      const local = yield* readLocalStores;
      const answer = yield* Effect.either(callApi(getCheckoutStores, {}));
      if (answer._tag === "Left") {
        yield* favourites.emit({ _tag: "FavouriteStoresFailed", local });
        return "failed" as const;
      }
      yield* favourites.emit({ _tag: "FavouriteStoresLoaded", stores: answer.right, local });
      return "loaded" as const;
    }),

  ToggleFavouriteStore: (c) =>
    Effect.gen(function* () {
      const { customer } = yield* favourites.inputs;
      // A customer's list is the server's; only a guest's list lives (and changes) in local storage.
      if (customer !== null) {
        const selected = !(customer.favouriteStores ?? []).some((s) => s.storeId === c.storeId);
        const answer = yield* Effect.either(
          callApi(postFavouriteStore, {
            body: { storeType: storeTypeOf(c.storeId), storeId: c.storeId, selected },
          }),
        );
        if (answer._tag === "Left") {
          const limit = isStatus(answer.left, 409);
          yield* notify(
            limit ? "favourites.storeLimitReached" : "favourites.storeFailed",
            limit ? "warning" : "error",
          );
          return limit ? ("limit" as const) : ("failed" as const);
        }
        yield* customerChanged(answer.right);
        return selected ? ("added" as const) : ("removed" as const);
      }
      const local = yield* readLocalStores;
      const next = toggleFavouriteStore(local, c.storeId);
      if (next === null) {
        yield* notify("favourites.storeLimitReached", "warning");
        return "limit" as const;
      }
      const storage = yield* Storage;
      const write = storedFavouriteStores(next);
      if (write.kind === "remove") yield* storage.remove("local", FAVOURITE_STORES_KEY);
      else yield* storage.set("local", FAVOURITE_STORES_KEY, write.value);
      yield* favourites.emit({ _tag: "LocalFavouriteStoresChanged", local: next });
      return next.length > local.length ? ("added" as const) : ("removed" as const);
    }),
};
