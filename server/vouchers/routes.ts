import { getGeneralVouchers } from "../../domain/api/distribution";
import type { App } from "../http/env";
import { route } from "../http/route";
import { generalVouchers } from "./store";

export const voucherRoutes = (app: App) => {
  route(app, getGeneralVouchers, (_r, c) => generalVouchers(c.get("db")));
};
