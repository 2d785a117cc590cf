import { getTenantConfig } from "../../domain/api/shell";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { appVersion } from "../version";
import { DEMO_TENANT, loadTenantConfig } from "./store";

export const tenantRoutes = (app: App) => {
  route(app, getTenantConfig, async ({ query }, c) => {
    const config = await loadTenantConfig(c.get("db"), DEMO_TENANT, query.locale);
    if (!config) throw new HttpError(503, "tenant not configured: run npm run seed");
    c.header("Vary", "Accept-Language");
    return { ...config, clientRuntimeConfig: { ...config.clientRuntimeConfig, appVersion } };
  });
};
