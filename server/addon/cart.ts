import type { BillingAddress, CartMode, DistributionAddress } from "../../domain/cart/model";
import type { CartState, RegularCart } from "../cart/state";
import type { Db } from "../db/db";

/**
 * The cart's mode (document 2 §4): an add-on cart starts empty on the parent order's service,
 * window and billing address; the regular cart's choices wait in `regular` and come back when the
 * shopper switches to REGULAR or the add-on is ordered.
 */

export interface ParentService {
  readonly distributionAddress: DistributionAddress | null;
  readonly windowId: string | null;
  readonly billingAddress: BillingAddress | null;
}

/** The service of a placed order (undefined for an order number without an order row). */
export const findParentService = async (db: Db, orderNumber: string): Promise<ParentService | undefined> => {
  const [row] = await db.query<{ cart: unknown }>("SELECT cart FROM orders WHERE order_number = $1", [
    orderNumber,
  ]);
  if (!row) return undefined;
  const cart = row.cart as {
    distributionAddress?: DistributionAddress | null;
    distributionWindow?: { id: string } | null;
    billingAddress?: BillingAddress | null;
  };
  return {
    distributionAddress: cart.distributionAddress ?? null,
    windowId: cart.distributionWindow?.id ?? null,
    billingAddress: cart.billingAddress ?? null,
  };
};

const regularOf = (s: CartState): RegularCart => ({
  lines: s.lines,
  vouchers: s.vouchers,
  discountCodes: s.discountCodes,
  distributionAddress: s.distributionAddress,
  windowId: s.windowId,
  billingAddress: s.billingAddress,
  payments: s.payments,
  deliveryPass: s.deliveryPass,
});

/** The regular cart an add-on cart kept (its own state when it is regular already). */
export const regularCartOf = (s: CartState): CartState =>
  s.mode === "ADDON" && s.regular
    ? { ...s, ...s.regular, mode: "REGULAR", orderNumber: null, regular: undefined }
    : { ...s, mode: "REGULAR", orderNumber: null, regular: undefined };

export const switchedMode = (
  state: CartState,
  mode: CartMode,
  orderNumber: string | null,
  parent: ParentService | undefined,
): CartState => {
  if (mode === "REGULAR") return regularCartOf(state);
  // The same add-on again keeps what it holds.
  if (state.mode === "ADDON" && state.orderNumber === orderNumber) return state;
  return {
    ...state,
    lines: [],
    vouchers: [],
    discountCodes: [],
    payments: [],
    deliveryPass: undefined,
    distributionAddress: parent?.distributionAddress ?? state.distributionAddress,
    windowId: parent ? parent.windowId : state.windowId,
    billingAddress: parent?.billingAddress ?? state.billingAddress,
    mode: "ADDON",
    orderNumber,
    regular: state.mode === "ADDON" && state.regular ? state.regular : regularOf(state),
  };
};
