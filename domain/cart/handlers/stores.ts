import { Effect } from "effect";
import { getCheckoutStores } from "../../api/distribution";
import { cart } from "../access";
import { reportFailure } from "../policy";
import { cartCall } from "./calls";

/** The click-and-collect stores (document 2 §7). */
export const loadStores = Effect.gen(function* () {
  const r = yield* cartCall(getCheckoutStores, {}).pipe(Effect.either);
  if (r._tag === "Left") return yield* reportFailure("LoadStores", r.left, true);
  yield* cart.emit({ _tag: "StoresLoaded", stores: r.right });
  return "loaded" as const;
});

/** The stores when none are loaded yet, without a word on failure (the checkout shows the store's name and hours). */
export const ensureStores = Effect.gen(function* () {
  if ((yield* cart.state).stores.length > 0) return;
  const stores = yield* cartCall(getCheckoutStores, {}).pipe(Effect.option);
  if (stores._tag === "Some") yield* cart.emit({ _tag: "StoresLoaded", stores: stores.value });
});
