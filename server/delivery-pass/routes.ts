import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import {
  addDeliveryPassToCart,
  getCustomerDeliveryPass,
  getDeliveryPassOffer,
  removeDeliveryPassFromCart,
} from "../../domain/api/delivery-pass";
import { passStateAt } from "../../domain/delivery-pass/model";
import type { CartRow } from "../cart/state";
import { changeCart } from "../cart/store";
import { cartView, loadContext } from "../cart/view";
import type { Db } from "../db/db";
import { now } from "../http/clock";
import type { App, AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { customerPass, loadPassOffer } from "./store";

/** The delivery pass needs a logged-in customer (document 2 §6); the offer is public. */
const customerOf = (c: Context<AppEnv>): string => {
  const customerId = c.get("session")?.customerId;
  if (!customerId)
    throw new HttpError(401, "the delivery pass needs a logged-in customer", { code: "unauthorized" });
  return customerId;
};

const offerOrFail = async (db: Db) => {
  const offer = await loadPassOffer(db);
  if (!offer) throw new HttpError(404, "no delivery pass is on offer", { code: "no_offer" });
  return offer;
};

const view = async (db: Db, row: CartRow) => cartView(row, await loadContext(db, row));

export const deliveryPassRoutes = (app: App) => {
  route(app, getDeliveryPassOffer, (_r, c) => offerOrFail(c.get("db")));

  route(app, getCustomerDeliveryPass, async (_r, c) => {
    const pass = await customerPass(c.get("db"), customerOf(c));
    return { deliveryPass: pass, state: passStateAt(pass, now()) };
  });

  route(app, addDeliveryPassToCart, async (_r, c) => {
    customerOf(c);
    const db = c.get("db");
    await offerOrFail(db);
    const { row } = await changeCart(c, async (state) => {
      if (state.deliveryPass) return { state, result: null };
      if (state.mode === "ADDON")
        throw new HttpError(409, "the delivery pass is bought with a regular order, not an add-on", {
          code: "pass_not_in_addon",
        });
      // A pass bought while one runs extends it (server/delivery-pass/store.ts grantPassOfOrder).
      return {
        state: {
          ...state,
          deliveryPass: { lineItemId: randomUUID(), addedAt: new Date(now()).toISOString() },
        },
        result: null,
      };
    });
    return view(db, row);
  });

  route(app, removeDeliveryPassFromCart, async (_r, c) => {
    const db = c.get("db");
    const { row } = await changeCart(c, async (state) => ({
      state: state.deliveryPass ? { ...state, deliveryPass: undefined } : state,
      result: null,
    }));
    return view(db, row);
  });
};
