import { getAddresses } from "../../domain/api/addresses";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { listAddresses } from "./store";

/** Saved addresses of the logged-in customer (document 2 §3, §5, §6: customers only). */
export const addressRoutes = (app: App) => {
  route(app, getAddresses, async (_request, c) => {
    const customerId = c.get("session")?.customerId;
    if (!customerId) throw new HttpError(401, "not logged in");
    return listAddresses(c.get("db"), customerId);
  });
};
