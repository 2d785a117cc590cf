import { getEarliestWindow, getWindows, postCapacity, type WindowQuery } from "../../domain/api/distribution";
import type { DistributionAddress } from "../../domain/cart/model";
import type { Db } from "../db/db";
import { productsBySkus } from "../discovery/store";
import { areaOfAddress, findArea, findStore } from "../distribution/store";
import { now as clockNow } from "../http/clock";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { itemAvailability } from "./availability";
import { lookupWindow, type WindowScope, windowsFor } from "./windows";

/** The store or delivery area a window query is about. */
const scopeOfQuery = async (db: Db, q: WindowQuery): Promise<WindowScope> => {
  if (q.distributionType === "CLICK_AND_COLLECT") {
    if (!q.appointableId)
      throw new HttpError(400, "appointableId (the store id) is required for CLICK_AND_COLLECT");
    if (!(await findStore(db, q.appointableId)))
      throw new HttpError(400, `no store "${q.appointableId}"`, { code: "store_not_found" });
    return { kind: "S", id: q.appointableId };
  }
  if (q.appointableId && (await findArea(db, q.appointableId))) return { kind: "D", id: q.appointableId };
  const position =
    q.latitude !== undefined && q.longitude !== undefined ? { lat: q.latitude, lng: q.longitude } : undefined;
  const area = await areaOfAddress(db, { postalCode: q.postalCode, position });
  if (!area)
    throw new HttpError(400, "the address is outside every delivery area", { code: "outside_delivery_area" });
  return { kind: "D", id: area.deliveryAreaNumber };
};

/** The store whose stock serves an address: the click-and-collect store, or the delivery area's store. */
const storeOfAddress = async (
  db: Db,
  a: DistributionAddress | null | undefined,
): Promise<string | undefined> => {
  if (!a) return undefined;
  if (a.distributionType === "CLICK_AND_COLLECT") return a.storeId;
  if (a.distributionType === "DELIVERY") return (await areaOfAddress(db, a))?.storeId;
  return a.storeId;
};

export const capacityRoutes = (app: App) => {
  route(app, getEarliestWindow, async ({ query }, c) => {
    const db = c.get("db");
    const windows = await windowsFor(db, await scopeOfQuery(db, query), clockNow());
    return windows.find((w) => w.remaining > 0) ?? null;
  });

  route(app, getWindows, async ({ query }, c) => {
    const db = c.get("db");
    return { windows: await windowsFor(db, await scopeOfQuery(db, query), clockNow()) };
  });

  route(app, postCapacity, async ({ query, body }, c) => {
    const db = c.get("db");
    const now = clockNow();
    const storeId = await storeOfAddress(db, body.distributionAddress);
    let at = now;
    if (query.timeSlotId) {
      const found = await lookupWindow(db, query.timeSlotId, now);
      if (!found) throw new HttpError(400, "timeSlotId is not a window id");
      at = Math.max(now, Date.parse(found.window.start));
    }
    const products = await productsBySkus(db, body.skus);
    return {
      entries: body.skus.map((sku) => ({ sku, ...itemAvailability(products.get(sku), storeId, now, at) })),
    };
  });
};
