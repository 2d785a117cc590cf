import {
  getCheckoutStores,
  getDefaultDeliveryArea,
  getDeliveryAreaIntersection,
  getDeliveryAreas,
  getOrderConfig,
} from "../../domain/api/distribution";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { loadOrderConfig } from "../vouchers/store";
import { areaAt, defaultArea, listAreas, listStores } from "./store";

export const distributionRoutes = (app: App) => {
  route(app, getOrderConfig, (_r, c) => loadOrderConfig(c.get("db")));
  route(app, getCheckoutStores, (_r, c) => listStores(c.get("db")));
  route(app, getDeliveryAreas, (_r, c) => listAreas(c.get("db")));
  route(app, getDefaultDeliveryArea, async (_r, c) => {
    const area = await defaultArea(c.get("db"));
    if (!area) throw new HttpError(404, "no delivery area", { code: "no_delivery_area" });
    return area;
  });
  route(app, getDeliveryAreaIntersection, async ({ query }, c) => {
    const area = await areaAt(c.get("db"), { lat: query.latitude, lng: query.longitude });
    return area ? [area] : [];
  });
};
