import { discoveryLinks } from "../../domain/discovery/links";
import type { Product } from "../../domain/discovery/product";
import { buildRoutes, matchRoute } from "../../domain/routing/routes";
import { routeSubject } from "../../domain/routing/subject";
import type { TenantConfig } from "../../domain/tenant/config";
import { normalisePagePath } from "../content/routes";
import { findContentPage, loadComponentConfigs } from "../content/store";
import type { Db } from "../db/db";
import { findCategory, findProduct, findProductBySlug } from "../discovery/store";
import { HttpError } from "../http/errors";

/**
 * What the server writes into the shop's page before any JavaScript runs (issue 17): the page's
 * title, description, canonical link, Open Graph tags and schema.org data, and for a browser without
 * JavaScript (or a crawler that runs none) the subject itself — a product's name, price and image.
 * The app removes these when it starts and renders its own.
 */
export interface PageHead {
  readonly title: string;
  readonly description?: string | undefined;
  readonly canonical: string;
  readonly image?: string | undefined;
  readonly noIndex?: boolean | undefined;
  readonly structuredData: ReadonlyArray<object>;
  /** HTML for the noscript part of the body (escaped here). */
  readonly body?: string | undefined;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** JSON inside a script element: "</script>" or "<!--" in a product text must not end it. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, "\\u003c");

const MAX_DESCRIPTION = 160;
const clip = (s: string) =>
  s.length > MAX_DESCRIPTION ? `${s.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : s;
const euros = (cents: number) => (cents / 100).toFixed(2);
const SCHEMA_AVAILABILITY: Record<Product["availability"], string> = {
  available: "https://schema.org/InStock",
  temporarilyUnavailable: "https://schema.org/OutOfStock",
  unavailable: "https://schema.org/Discontinued",
};

const missing = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400);
const orUndefined = async <T>(lookup: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await lookup();
  } catch (error) {
    if (missing(error)) return undefined;
    throw error;
  }
};

const breadcrumbList = (origin: string, items: ReadonlyArray<{ name: string; path: string }>) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: items.map((item, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: item.name,
    item: origin + item.path,
  })),
});

/** The head of a found page (status 200); undefined for screens without a subject (cart, search, …). */
export const pageHead = async (
  db: Db,
  tenant: TenantConfig,
  path: string,
  origin: string,
): Promise<PageHead | undefined> => {
  const config = tenant.clientRuntimeConfig;
  const match = matchRoute(buildRoutes(config), path);
  if (match === null) return undefined;
  const subject = routeSubject(match, path);
  const { socialsharingandseo: seo } = await loadComponentConfigs(db, ["socialsharingandseo"]);
  const titled = (title: string) => (seo ? seo.titleTemplate.replace("%s", title) : title);
  const links = discoveryLinks(config);
  const canonical = origin + path;
  switch (subject.kind) {
    case "product": {
      const product = await orUndefined(() =>
        subject.sku !== null ? findProduct(db, subject.sku) : findProductBySlug(db, subject.slug),
      );
      if (!product) return undefined;
      const price = euros(product.price.regular.value);
      const image = origin + product.image.url;
      const url = origin + links.product({ slug: product.slug, sku: product.sku });
      return {
        title: titled(product.name),
        description: clip(product.description),
        canonical: url,
        image,
        structuredData: [
          {
            "@context": "https://schema.org",
            "@type": "Product",
            name: product.name,
            sku: product.sku,
            image,
            description: product.description,
            brand: { "@type": "Brand", name: product.brand.name },
            offers: {
              "@type": "Offer",
              url,
              price,
              priceCurrency: "EUR",
              availability: SCHEMA_AVAILABILITY[product.availability],
            },
          },
          breadcrumbList(origin, [
            ...product.parentCategories.map((c) => ({ name: c.name, path: links.category(c.slug) })),
            { name: product.name, path: links.product({ slug: product.slug, sku: product.sku }) },
          ]),
        ],
        body: `<article><h1>${escapeHtml(product.name)}</h1><img src="${escapeHtml(product.image.url)}" alt="${escapeHtml(product.image.alt)}" width="400" height="400"><p>${escapeHtml(price.replace(".", ","))} €</p><p>${escapeHtml(product.description)}</p></article>`,
      };
    }
    case "category": {
      const category = await orUndefined(() => findCategory(db, subject.slug));
      if (!category) return undefined;
      return {
        title: titled(category.name),
        description: clip(category.description),
        canonical,
        image: origin + category.image.url,
        structuredData: [
          breadcrumbList(origin, [
            ...category.breadcrumb.map((c) => ({ name: c.name, path: links.category(c.slug) })),
            { name: category.name, path: links.category(category.slug) },
          ]),
        ],
        body: `<h1>${escapeHtml(category.name)}</h1><p>${escapeHtml(category.description)}</p>`,
      };
    }
    case "contentPage": {
      const page = await findContentPage(db, normalisePagePath(path));
      if (!page) return undefined;
      const description = page.description || page.metaDescription || seo?.defaultDescription;
      const image = page.ogImage?.[0]?.url ?? seo?.defaultOgImage;
      return {
        title: titled(page.title),
        description: description ? clip(description) : undefined,
        canonical,
        image: image ? new URL(image, origin).toString() : undefined,
        noIndex: page.noIndex,
        structuredData: [],
        body: `<h1>${escapeHtml(page.title)}</h1>`,
      };
    }
    default:
      return undefined;
  }
};

/** The head's tags, each marked so the app can take them out when it renders its own. */
const renderHead = (head: PageHead): string =>
  [
    `<title data-server-head>${escapeHtml(head.title)}</title>`,
    head.description &&
      `<meta data-server-head name="description" content="${escapeHtml(head.description)}">`,
    head.noIndex && `<meta data-server-head name="robots" content="noindex">`,
    `<link data-server-head rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta data-server-head property="og:title" content="${escapeHtml(head.title)}">`,
    head.description &&
      `<meta data-server-head property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta data-server-head property="og:url" content="${escapeHtml(head.canonical)}">`,
    head.image && `<meta data-server-head property="og:image" content="${escapeHtml(head.image)}">`,
    ...head.structuredData.map(
      (data) => `<script data-server-head type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ]
    .filter(Boolean)
    .join("\n    ");

/** index.html with the page's head in place of its generic title, and its subject in the noscript part. */
export const withPageHead = (html: string, head: PageHead): string => {
  const titled = html.replace(/<title>[^<]*<\/title>/, renderHead(head));
  return head.body ? titled.replace("<noscript>", `<noscript>\n      ${head.body}`) : titled;
};
