import { redirectOutcome } from "../../domain/routing/redirects";
import { buildRoutes, matchRoute } from "../../domain/routing/routes";
import { type RouteSubject, routeSubject } from "../../domain/routing/subject";
import type { TenantConfig } from "../../domain/tenant/config";
import { normalisePagePath } from "../content/routes";
import { findContentPage } from "../content/store";
import type { Db } from "../db/db";
import { findBrand, findCategory, findProduct, findProductBySlug } from "../discovery/store";
import { HttpError } from "../http/errors";
import { findRecipe } from "../recipes/store";

export type PageStatus =
  | { readonly status: 200 | 404 | 410 }
  | { readonly status: 301; readonly location: string };

/** The store's "not found" is a 404 HttpError; anything else is a real failure. */
const exists = async (lookup: Promise<unknown>): Promise<boolean> => {
  try {
    return (await lookup) !== undefined;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return false;
    throw error;
  }
};

const subjectExists = (db: Db, subject: RouteSubject): Promise<boolean> => {
  switch (subject.kind) {
    case "screen":
      return Promise.resolve(true);
    case "contentPage":
      return exists(Promise.resolve().then(() => findContentPage(db, normalisePagePath(subject.path))));
    case "category":
      return exists(findCategory(db, subject.slug));
    case "brand":
      return exists(findBrand(db, subject.slug));
    case "product":
      return exists(
        subject.sku !== null ? findProduct(db, subject.sku) : findProductBySlug(db, subject.slug),
      );
    case "recipe":
      return exists(findRecipe(db, subject.slug));
  }
};

/**
 * The HTTP status of a page of the app: the tenant's redirect maps (301, 410), then the client's own
 * route table and what the route shows (domain/routing), looked up in the database (`tenant`: the
 * demo tenant's configuration, loaded once per page by the caller). The browser
 * still gets the app, which shows the same page or the CMS not-found page.
 */
export const pageStatus = async (
  db: Db,
  tenant: TenantConfig | undefined,
  path: string,
  search: string,
): Promise<PageStatus> => {
  // Without a tenant the app shows its own start-up error; there is nothing to match against.
  if (!tenant) return { status: 200 };
  const redirect = redirectOutcome(tenant.redirects, path);
  if (redirect?.kind === "gone") return { status: 410 };
  if (redirect?.kind === "moved")
    return { status: 301, location: `${redirect.path}${redirect.search || search}` };
  const match = matchRoute(buildRoutes(tenant.clientRuntimeConfig), path);
  if (match === null) return { status: 404 };
  return (await subjectExists(db, routeSubject(match, path))) ? { status: 200 } : { status: 404 };
};
