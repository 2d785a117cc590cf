import { Effect } from "effect";
import { getGeneralVouchers, getOrderConfig } from "../../api/distribution";
import { cart } from "../access";
import { cartCall } from "./calls";

/**
 * The order config and the general vouchers, once per session (document 2 §4, §5); a load that
 * failed is tried again after the next cart change (afterChange), so the order limits and their
 * notices (the minimum order value) do not stay missing after one failed call (issue 16 #10).
 */
export const loadReferenceData = Effect.gen(function* () {
  const s = yield* cart.state;
  // Once: the order config marks the reference data as loaded (an empty voucher list is not refetched).
  if (s.orderConfig !== null) return;
  const config = yield* cartCall(getOrderConfig, {}).pipe(Effect.either);
  if (config._tag === "Right") yield* cart.emit({ _tag: "OrderConfigLoaded", config: config.right });
  if (s.generalVouchers.length === 0) {
    // Document 2 §8: a voucher load failure leaves no vouchers (nothing is added automatically).
    const vouchers = yield* cartCall(getGeneralVouchers, {}).pipe(Effect.either);
    if (vouchers._tag === "Right" && vouchers.right.length > 0)
      yield* cart.emit({ _tag: "GeneralVouchersLoaded", vouchers: vouchers.right });
  }
});
