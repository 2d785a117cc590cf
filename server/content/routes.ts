import { getComponentConfigs, getContentPage } from "../../domain/api/shell";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { findContentPage, loadComponentConfigs } from "./store";

export const MAX_PAGE_PATH_LENGTH = 500;

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
  route(app, getComponentConfigs, ({ query }, c) => loadComponentConfigs(c.get("db"), query["types[]"]));

  route(app, getContentPage, async ({ query }, c) => {
    const page = await findContentPage(c.get("db"), normalisePagePath(query.path));
    if (!page) throw new HttpError(404, "no page at this path", { code: "not_found" });
    return page;
  });
};
