import type { RouteName } from "../routing/routes";

/**
 * Routes crawlers must not index: personal or per-visitor pages (the cart, checkout, account) and
 * search results, which would index every term anyone typed.
 */
export const NOT_INDEXED_ROUTES = [
  "search",
  "cart",
  "checkout",
  "paymentReturn",
  "checkoutConfirmation",
  "profile",
  "favourites",
  "login",
  "registration",
  "passwordReset",
  "offlineAccount",
  "physicalCard",
  "deliveryPass",
] as const satisfies ReadonlyArray<RouteName>;

const escapeXml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** The sitemaps.org document of the given paths under `origin` ("https://shop.example"). */
export const sitemapXml = (
  origin: string,
  links: ReadonlyArray<{ readonly path: string; readonly lastModified?: string | undefined }>,
): string => {
  const urls = links.map(
    (l) =>
      `  <url><loc>${escapeXml(new URL(l.path, origin).href)}</loc>${
        l.lastModified ? `<lastmod>${escapeXml(l.lastModified)}</lastmod>` : ""
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
};

/** robots.txt: everything but the given path prefixes, and where the sitemap is. */
export const robotsTxt = (origin: string, disallowed: ReadonlyArray<string>): string =>
  [
    "User-agent: *",
    ...disallowed.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
