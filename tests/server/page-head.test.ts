import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../server/seed/catalogue/generate";
import { withPageHead } from "../../server/static/page-head";
import { startTestServer, type TestServer } from "../support/server";

const catalogue = generateCatalogue();
const product = catalogue.products.find((p) => p.product.parentCategories.length > 1)?.product;
const leaf = catalogue.categories.find((c) => c.category.children.length === 0)?.category;
const INDEX = `<!doctype html><html lang="de"><head><title>Demo Markt</title></head>
<body><div id="root"></div><noscript><p>Bitte aktivieren Sie JavaScript.</p></noscript></body></html>`;

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), "grocery-head-"));
  writeFileSync(join(staticDir, "index.html"), INDEX);
  server = await startTestServer({ staticDir });
});

afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const res = await fetch(new URL(path, server.url), { headers: { accept: "text/html" } });
  expect(res.status, path).toBe(200);
  return res.text();
};
const escaped = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const structuredData = (html: string) =>
  [...html.matchAll(/<script data-server-head type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );

describe("the page the server writes before any JavaScript runs (issue 17)", () => {
  it("[issue 17] a product page's HTML shows its name, price and image without JavaScript, with its title, description, canonical link and schema.org Product and BreadcrumbList", async () => {
    if (!product) throw new Error("the seeded catalogue has a product in a sub-category");
    const html = await page(`/produkt/${product.slug}/${product.sku}`);
    const price = (product.price.regular.value / 100).toFixed(2);
    expect(html).toContain(`<title data-server-head>${escaped(product.name)} | Demo Markt</title>`);
    expect(html).toContain(
      `<link data-server-head rel="canonical" href="${server.url.replace("localhost", "127.0.0.1")}`,
    );
    const noscript = html.slice(html.indexOf("<noscript>"), html.indexOf("</noscript>"));
    expect(noscript).toContain(`<h1>${escaped(product.name)}</h1>`);
    expect(noscript).toContain(`${price.replace(".", ",")} €`);
    expect(noscript).toContain(`<img src="${product.image.url}"`);
    const [offer, breadcrumb] = structuredData(html);
    expect(offer).toMatchObject({
      "@type": "Product",
      name: product.name,
      sku: product.sku,
      offers: { "@type": "Offer", price, priceCurrency: "EUR" },
    });
    expect(breadcrumb?.["@type"]).toBe("BreadcrumbList");
    const items = breadcrumb?.itemListElement as Array<{ position: number; name: string }>;
    expect(items.map((i) => i.name)).toEqual([...product.parentCategories.map((c) => c.name), product.name]);
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
  });

  it("[issue 17] a category page carries its name and description; a CMS page its own title", async () => {
    if (!leaf) throw new Error("the seeded catalogue has a leaf category");
    const html = await page(`/sortiment/${leaf.slug}`);
    expect(html).toContain(`<title data-server-head>${escaped(leaf.name)} | Demo Markt</title>`);
    expect(structuredData(html)[0]?.["@type"]).toBe("BreadcrumbList");
    expect(await page("/hilfe")).toMatch(/<title data-server-head>[^<]+ \| Demo Markt<\/title>/);
  });

  it("[issue 17] a screen without a subject (the cart) keeps the generic page", async () => {
    expect(await page("/warenkorb")).toBe(INDEX);
  });

  it("[issue 17] text from the catalogue cannot end the element or the script it is written into", () => {
    const hostile = 'Milch </script><script>alert(1)</script> & "Quote" <!--';
    const html = withPageHead(INDEX, {
      title: hostile,
      description: hostile,
      canonical: "https://shop.example/p",
      structuredData: [{ name: hostile }],
      body: "<h1>safe</h1>",
    });
    expect(html).not.toContain("<script>alert(1)");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(
      "<title data-server-head>Milch &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Quote&quot; &lt;!--</title>",
    );
    const json =
      /<script data-server-head type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect((JSON.parse(json) as { name: string }).name).toBe(hostile);
  });
});
