import { Effect } from "effect";
import { refreshShownAvailability } from "../../discovery/availability";
import { notify } from "../../notifications/notify";
import { cart } from "../access";
import { type LimitNotices, selectLimitNotices, selectServiceStoreId } from "../selectors";
import type { CartState } from "../state";
import { loadReferenceData } from "./reference";
import { finalizedOnCheckout, runValidation } from "./validation";
import { voucherRound } from "./vouchers";

/** Limit notifications only when a threshold is crossed (document 2 §2, §5). */
const limitTransitions = (before: LimitNotices, after: LimitNotices) =>
  Effect.gen(function* () {
    if (!before.maxValueExceeded && after.maxValueExceeded)
      yield* notify("cart.maxOrderValueExceeded", "warning");
    if (before.maxWeightExceeded === null && after.maxWeightExceeded !== null)
      yield* notify("cart.maxOrderWeightExceeded", "warning", undefined, {
        weight: String(after.maxWeightExceeded).replace(".", ","),
      });
    if (!before.freeServiceReached && after.freeServiceReached)
      yield* notify("cart.freeServiceReached", "success");
  });

/**
 * What follows every cart change: FINALIZED on checkout resets; the automatic vouchers; a new cart
 * id is validated; limit notifications on transitions (compared with the cart before the command).
 */
export const afterChange = (before: CartState) =>
  Effect.gen(function* () {
    if (yield* finalizedOnCheckout) return;
    yield* loadReferenceData;
    yield* voucherRound;
    const s = yield* cart.state;
    if (s.cart !== null && s.cart.id !== s.validation.cartId && s.cart.id !== before.cart?.id)
      yield* runValidation("cartChanged");
    if (before.cart !== null)
      yield* limitTransitions(
        selectLimitNotices({ cart: before }),
        selectLimitNotices({ cart: yield* cart.state }),
      );
    yield* refreshShownAvailability(selectServiceStoreId({ cart: before }));
  });
