import { getComponentConfigs, getContentPage } from "../../domain/api/shell";
import { withOrderFigures } from "../../domain/content/orderFigures";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { sharedRoute } from "../read-cache/route";
import { loadOrderConfig } from "../vouchers/store";
import { findContentPage, loadComponentConfigs } from "./store";

const MAX_PAGE_PATH_LENGTH = 500;

/** "/hilfe/" and "/hilfe" are the same page; the start page stays "/". */
export const normalisePagePath = (path: string): string => {
  const invalid = (message: string) =>
    new HttpError(400, `Invalid request: query.path: ${message}`, {
      errors: [{ path: "query.path", message }],
    });
  if (!path.startsWith("/")) throw invalid('must start with "/"');
  if (path.length > MAX_PAGE_PATH_LENGTH) throw invalid(`must be at most ${MAX_PAGE_PATH_LENGTH} characters`);
  // PostgreSQL text cannot hold NUL, and no page path holds control characters.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting exactly those characters
  if (/[\u0000-\u001f\u007f]/.test(path)) throw invalid("must not contain control characters");
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
};

export const contentRoutes = (app: App) => {
  // Fees and thresholds stated in content come from the order config the cart charges with.
  // The same for every shopper (content access is applied by the shop): from the read cache (issue 18).
  sharedRoute(app, getComponentConfigs, { areas: ["content"] }, async ({ query }, c) => {
    const db = c.get("db");
    return withOrderFigures(await loadComponentConfigs(db, query["types[]"]), await loadOrderConfig(db));
  });

  sharedRoute(app, getContentPage, { areas: ["content"] }, async ({ query }, c) => {
    const db = c.get("db");
    const page = await findContentPage(db, normalisePagePath(query.path));
    if (!page) throw new HttpError(404, "no page at this path", { code: "not_found" });
    return withOrderFigures(page, await loadOrderConfig(db));
  });
};
