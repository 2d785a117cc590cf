import type { Order } from "../../domain/checkout/model";
import type { CartRow } from "../cart/state";
import { saveCart } from "../cart/store";
import type { Db } from "../db/db";
import { grantPassOfOrder } from "../delivery-pass/store";
import { regularCartOf } from "./cart";
import { recordAddOnParent } from "./store";

/**
 * What a placed order gives the customer besides the order: a regular order takes add-on carts
 * until its cut-off (cart mode ADDON); a pass line item gives the delivery pass (document 2 §4).
 */
export const afterOrderInserted = async (db: Db, order: Order, row: CartRow): Promise<void> => {
  if (!row.customer_id) return;
  if (row.state.mode !== "ADDON")
    await recordAddOnParent(db, order.orderNumber, row.customer_id, order.cart.distributionWindow?.start);
  const pass = order.cart.deliveryPassLineItem;
  if (pass)
    await grantPassOfOrder(
      db,
      row.customer_id,
      order.orderNumber,
      Date.parse(order.placedAt),
      pass.durationDays,
    );
};

/** After an add-on is ordered, the shopper's next cart is the regular cart they had before it. */
export const restoreRegularCart = async (db: Db, ordered: CartRow, next: CartRow): Promise<CartRow> => {
  if (ordered.state.mode !== "ADDON" || !ordered.state.regular || next.state.lines.length > 0) return next;
  const state = { ...regularCartOf(ordered.state), crateDepositDesired: next.state.crateDepositDesired };
  const version = await saveCart(db, next.id, state);
  return { ...next, state, version };
};
