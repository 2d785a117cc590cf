import { getTenantConfig } from "../../domain/api/shell";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { sharedRoute } from "../read-cache/route";
import { appVersion } from "../version";
import { DEMO_TENANT, loadTenantConfig } from "./store";

export const tenantRoutes = (app: App) => {
  // One answer per locale parameter, the same for every shopper: from the read cache (issue 18).
  sharedRoute(
    app,
    getTenantConfig,
    { areas: ["tenant"], headers: { Vary: "Accept-Language" } },
    async ({ query }, c) => {
      const config = await loadTenantConfig(c.get("db"), DEMO_TENANT, query.locale);
      if (!config) throw new HttpError(503, "tenant not configured: run npm run seed");
      return { ...config, clientRuntimeConfig: { ...config.clientRuntimeConfig, appVersion } };
    },
  );
};
