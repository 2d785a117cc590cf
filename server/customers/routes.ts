import { getCustomer } from "../../domain/api/session";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { findCustomerById } from "./store";

export const customerRoutes = (app: App) => {
  route(app, getCustomer, async (_request, c) => {
    const customerId = c.get("session")?.customerId;
    const customer = customerId ? await findCustomerById(c.get("db"), customerId) : undefined;
    if (!customer) throw new HttpError(401, "not logged in");
    return customer;
  });
};
