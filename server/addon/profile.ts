import type { Order } from "../../domain/checkout/model";
import type { Db } from "../db/db";
import { addOnsOf } from "./store";

/** The customer's order with its parent (an add-on) or its add-on orders (document 2 §4). */
export const withAddOns = async (db: Db, order: Order): Promise<Order> => {
  const [row] = await db.query<{ parent_order_number: string | null }>(
    "SELECT parent_order_number FROM orders WHERE order_number = $1",
    [order.orderNumber],
  );
  return {
    ...order,
    parentOrderNumber: row?.parent_order_number ?? null,
    addOns: await addOnsOf(db, order.orderNumber),
  };
};
