import { Effect } from "effect";
import { cart } from "../access";
import type { SortCart, ToggleSideCart } from "../commands";

/** How the cart is shown: the sort, the side cart, the product slide-in. */

export const sortCart = (c: typeof SortCart.Type) =>
  Effect.gen(function* () {
    if ((yield* cart.state).sort === c.by) return "unchanged" as const;
    yield* cart.emit({ _tag: "CartSorted", by: c.by });
    return "sorted" as const;
  });

export const toggleSideCart = (c: typeof ToggleSideCart.Type) =>
  Effect.gen(function* () {
    if ((yield* cart.state).sideCartOpen === c.open) return "unchanged" as const;
    yield* cart.emit({ _tag: "SideCartToggled", open: c.open });
    return c.open ? ("opened" as const) : ("closed" as const);
  });

export const dismissSlideIn = Effect.gen(function* () {
  if ((yield* cart.state).lastAdd === null) return "unchanged" as const;
  yield* cart.emit({ _tag: "ProductSlideInDismissed" });
  return "dismissed" as const;
});

/** The checkout's focused layout shows no cart overlays: the product slide-in and the side cart close. */
export const closeOverlays = Effect.gen(function* () {
  const s = yield* cart.state;
  if (s.lastAdd !== null) yield* cart.emit({ _tag: "ProductSlideInDismissed" });
  if (s.sideCartOpen) yield* cart.emit({ _tag: "SideCartToggled", open: false });
});
