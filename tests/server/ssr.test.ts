import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { Effect } from "effect";
import { JSDOM } from "jsdom";
import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { beforeAll, describe, expect, it } from "vitest";
import { TestPorts } from "../../adapters/memory/layers";
import {
  fixedClock,
  memoryNavigation,
  memoryOnline,
  memoryPaymentCapabilities,
  memoryStorage,
  sequentialIds,
} from "../../adapters/memory/ports";
import { memoryShop } from "../../adapters/memory/shop";
import { createShop } from "../../domain/app/shop";
import type { CookiesPort } from "../../domain/ports/cookies";
import { generateCatalogue } from "../../server/seed/catalogue/generate";
import { demoCustomers } from "../../server/seed/customers";
import { germanMessages } from "../../server/seed/messages";
import { styleAttributeHashes } from "../../server/static/csp";
import { acceptedLanguages, withRender } from "../../server/static/ssr";
import { Root } from "../../src/app/Root";
import { continueServerRun, readServerRun } from "../../src/app/resume";
import { type Rendered, render } from "../../src/entry-server";
import { type InProcessServer, inProcessApi, inProcessServer } from "../support/in-process";
import { jsonBrowser } from "../support/json-browser";

/**
 * The server render of issue 17, from source (Vitest builds it as Vite does): the same start-up and
 * navigation through the bus with server ports against the reference server in this process.
 */

const ORIGIN = "http://shop.test";
const catalogue = generateCatalogue();
const TEMPLATE = `<!doctype html><html lang="de"><head><title>Demo Markt</title></head>
<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`;

let server: InProcessServer;
beforeAll(async () => {
  server = await inProcessServer();
});

const renderPage = async (url: string, languages: ReadonlyArray<string> = ["de-DE"]) => {
  const rendered: Rendered = await render({
    url,
    origin: ORIGIN,
    languages: [...languages],
    cookies: {},
    fetch: async (request) => server.app.fetch(request),
    userAgent: "Mozilla/5.0",
    storedConsent: false,
    budgetMs: 20_000,
  });
  if (rendered.kind !== "rendered") throw new Error(`not rendered: ${rendered.reason}`);
  return rendered;
};

const productUrl = (p: { slug: string; sku: string }) => `/produkt/${p.slug}/${p.sku}`;
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")}\u00a0€`;
const escaped = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The browser's side: the page as it arrives, its log read back and folded into a fresh shop. */
const continueInBrowser = async (page: string) => {
  const entries = readServerRun(new JSDOM(page).window.document);
  if (entries === null) throw new Error("the page carries no server run");
  const shop = memoryShop();
  await continueServerRun(shop, entries);
  return { shop, entries };
};

/** The app rendered from a state, every lazy screen and block loaded: what hydration renders first. */
const renderState = async (shop: ReturnType<typeof memoryShop>) => {
  const platform = {
    origin: ORIGIN,
    reload: () => {},
    back: () => {},
    today: () => new Date(),
    crawler: false,
  };
  const { prelude } = await prerenderToNodeStream(createElement(Root, { shop, platform }), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  const sink = prelude.pipe(new PassThrough());
  for await (const chunk of sink) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

describe("[issue 17] server rendering with the recorded start-up", () => {
  it("[issue 17] a product page's HTML shows the product's name, price and image in the app itself", async () => {
    const product = catalogue.products.find((p) => p.product.availability === "available")?.product;
    if (!product) throw new Error("the seeded catalogue has an available product");
    const { html } = await renderPage(productUrl(product));
    expect(html).toContain(`>${escaped(product.name)}</h1>`);
    expect(html).toContain(euros(product.price.regular.value));
    expect(html).toMatch(new RegExp(`<img[^>]*src="${product.image.url}"`));
  });

  it("[issue 17] the page names the lazy chunks its render used (the screen, the tiles' controls), for the browser to load before hydrating", async () => {
    const rendered = await renderPage("/sortiment/getraenke");
    expect(rendered.chunks).toEqual(expect.arrayContaining(["screen:productList", "CartProductActions"]));
    expect(rendered.chunks).not.toContain("screen:cart");
    const root = new JSDOM(
      withRender(TEMPLATE, rendered, rendered.entries, false),
    ).window.document.getElementById("root");
    expect(root?.dataset.chunks?.split(" ")).toEqual(rendered.chunks);
  });

  it("[issue 17] an answer an event of its command carries is on the page once, and the browser reads back exactly the run the server logged", async () => {
    const rendered = await renderPage("/sortiment/getraenke");
    const page = withRender(TEMPLATE, rendered, rendered.entries, false);
    const doc = new JSDOM(page).window.document;
    const sent = doc.getElementById("ssr-events")?.textContent ?? "";
    const loaded = rendered.entries.find((e) => e.kind === "event" && e.event._tag === "TenantConfigLoaded");
    if (loaded?.kind !== "event" || loaded.event._tag !== "TenantConfigLoaded")
      throw new Error("no tenant config");
    const config = JSON.stringify(loaded.event.config);
    expect(sent.length).toBeLessThan(JSON.stringify(rendered.entries).length - config.length + 200);
    expect(sent.split(config.slice(0, 200)).length - 1).toBe(1);
    expect(readServerRun(doc)).toEqual(rendered.entries);
  });

  it("[issue 17] a page whose answer reference names no event of its command is not continued: the browser starts on its own", async () => {
    const rendered = await renderPage("/sortiment/getraenke");
    const page = withRender(TEMPLATE, rendered, rendered.entries, false).replace(
      /"\$sameAs":\{"seq":\d+/,
      '"$sameAs":{"seq":999999',
    );
    expect(page).toContain('"$sameAs":{"seq":999999');
    expect(readServerRun(new JSDOM(page).window.document)).toBeNull();
  });

  it("[issue 17][issue 14] a page with editor HTML is rendered on the server, sanitised as in the browser: the table shows, its script, handler and javascript: link do not", async () => {
    const { html } = await renderPage("/service/karriere");
    expect(html).toContain("<caption>Unsere Standorte</caption>");
    expect(html).toContain("Einkaufsrabatt von 10 %");
    expect(html).not.toContain("__customHtmlScript");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("javascript:");
    expect(html).toMatch(
      /<a href="https:\/\/www\.arbeitsagentur\.de\/" target="_blank" rel="noopener noreferrer">/,
    );
  });

  it("[issue 17] a category page's HTML lists the category's products as tiles", async () => {
    const { html } = await renderPage("/sortiment/getraenke");
    const linked = [...new Set([...html.matchAll(/href="\/produkt\/[^/"]+\/(\d+)"/g)].map((m) => m[1]))];
    expect(linked.length).toBeGreaterThanOrEqual(6);
    for (const sku of linked) {
      const row = catalogue.products.find((p) => p.product.sku === sku);
      expect(
        row?.product.parentCategories.map((c) => c.slug),
        sku,
      ).toContain("getraenke");
      expect(html).toContain(escaped(row?.product.name ?? "?"));
    }
  });

  it("[issue 17] a results page's first row of tile images loads at once (the phone's row first, at high priority), the tiles below lazily", async () => {
    const { html } = await renderPage("/sortiment/getraenke");
    const images = [...html.matchAll(/<img class="tile__img"[^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(4);
    const loading = images.map((img) => /loading="(\w+)"/.exec(img)?.[1]);
    const priority = images.map((img) => /fetchPriority="(\w+)"/i.exec(img)?.[1] ?? null);
    expect(loading.slice(0, 4)).toEqual(["eager", "eager", "eager", "eager"]);
    expect(new Set(loading.slice(4))).toEqual(new Set(["lazy"]));
    expect(priority.slice(0, 3)).toEqual(["high", "high", null]);
  });

  it("[issue 17] the embedded log is valid JSON the browser's reducer folds into the state the server rendered", async () => {
    const product = catalogue.products[7]?.product;
    if (!product) throw new Error("the seeded catalogue has products");
    const rendered = await renderPage(productUrl(product));
    const page = withRender(TEMPLATE, rendered, rendered.entries, false);
    const { shop, entries } = await continueInBrowser(page);
    // The recording starts with the server's start-up: its commands, port calls and events, in order.
    expect(entries[0]).toMatchObject({ kind: "command", command: { _tag: "StartApp" } });
    expect(shop.log.entries().map((e) => e.kind)).toEqual(rendered.entries.map((e) => e.kind));
    const state = shop.store.getState();
    expect(state.boot.status).toBe("success");
    expect(state.navigation.location.path).toBe(productUrl(product));
    // The texts arrive as they are: a label that names a password is no secret to redact.
    expect(state.tenant.messages["account.login.password"]).toBe(germanMessages["account.login.password"]);
    // The same state renders the same HTML: hydration finds what the server sent (after the head
    // elements React puts first, which the server moved into the page's head).
    const again = await renderState(shop);
    expect(again.slice(again.indexOf('<div class="app"')) === rendered.html).toBe(true);
  });

  it("[issue 17] folded in slices, the server's run stays one piece of the log: a command dispatched meanwhile waits for it", async () => {
    const product = catalogue.products[7]?.product;
    if (!product) throw new Error("the seeded catalogue has products");
    const rendered = await renderPage(productUrl(product));
    const page = withRender(TEMPLATE, rendered, rendered.entries, false);
    const entries = readServerRun(new JSDOM(page).window.document);
    if (entries === null) throw new Error("the page carries no server run");
    const atOnce = memoryShop();
    await continueServerRun(atOnce, entries);
    const shop = memoryShop();
    let yields = 0;
    let dispatched: Promise<unknown> | undefined;
    const hold = await continueServerRun(shop, entries, () => {
      yields += 1;
      // A command arrives while the fold yields (the integrations' consent, say).
      dispatched ??= shop.dispatch({ _tag: "SetConnectivity", online: false });
      return new Promise<void>((r) => setTimeout(r, 0));
    });
    expect(hold.held).toBe(true);
    expect(yields).toBe(entries.length);
    // Held: the folded state is exactly the server's, and the log holds only its entries.
    expect(shop.store.getState()).toEqual(atOnce.store.getState());
    expect(shop.log.entries().map((e) => e.commandId)).toEqual(entries.map((e) => e.commandId));
    hold.release();
    await dispatched;
    const after = shop.log.entries().slice(entries.length);
    expect(after[0]).toMatchObject({ kind: "command", command: { _tag: "SetConnectivity" } });
  });

  it("[issue 17] hostile catalogue text cannot break out of the page's script element", async () => {
    const product = catalogue.products[11]?.product;
    if (!product) throw new Error("the seeded catalogue has products");
    const hostile = 'Milch </script><script>alert(1)</script> <!-- <SCRIPT> "Quote" \u2028';
    await server.db.query(
      "UPDATE products SET name = $1, data = jsonb_set(data, '{name}', to_jsonb($1::text)) WHERE sku = $2",
      [hostile, product.sku],
    );
    const rendered = await renderPage(productUrl(product));
    const page = withRender(TEMPLATE, rendered, rendered.entries, false);
    expect(page).not.toContain("<script>alert(1)");
    const dom = new JSDOM(page).window.document;
    // Exactly the page's own two scripts: the log and the module; none from the product's name.
    expect(dom.querySelectorAll("script")).toHaveLength(2);
    const { shop } = await continueInBrowser(page);
    const names = JSON.stringify(shop.store.getState().discovery);
    expect(names).toContain(JSON.stringify(hostile).slice(1, -1));
    expect(dom.querySelector("h1")?.textContent).toBe(hostile);
  });

  it("[issue 17] the browser resumes the server's start-up: the shopper's own session and cart load, the shared data is not fetched again", async () => {
    const product = catalogue.products[3]?.product;
    const who = demoCustomers[0];
    if (!product || !who) throw new Error("the seed has products and customers");
    const rendered = await renderPage(productUrl(product));
    const page = withRender(TEMPLATE, rendered, rendered.entries, false);
    // A logged-in shopper's browser: its cookies, the server's API over them.
    const jar = new Map<string, string>();
    await jsonBrowser(server.app, { email: who.customer.email, password: who.password }, jar);
    const cookies: CookiesPort = {
      get: (name) => Effect.sync(() => jar.get(name) ?? null),
      set: (name, value) => Effect.sync(() => void jar.set(name, value)),
      remove: (name) => Effect.sync(() => void jar.delete(name)),
    };
    let n = 0;
    const shop = createShop({
      ports: TestPorts({
        api: inProcessApi(server.app, jar),
        cookies,
        storage: memoryStorage().port,
        clock: fixedClock().port,
        ids: sequentialIds("n").port,
        navigation: memoryNavigation(productUrl(product), ORIGIN).port,
        online: memoryOnline().port,
        payments: memoryPaymentCapabilities().port,
      }),
      now: () => Date.now(),
      nextCommandId: () => `b${++n}`,
    });
    const entries = readServerRun(new JSDOM(page).window.document);
    if (entries === null) throw new Error("the page carries no server run");
    await continueServerRun(shop, entries);
    // The server's render was anonymous.
    expect(shop.store.getState().session.customer).toBeNull();
    const outcome = await shop.dispatch({ _tag: "ResumeApp" });
    await shop.bus.idle();
    expect(outcome).toMatchObject({ ok: true, value: "resumed" });
    const state = shop.store.getState();
    expect(state.session.customer?.email).toBe(who.customer.email);
    const browserPart = shop.log.entries().slice(entries.length);
    const calls = browserPart.flatMap((e) =>
      e.kind === "port" && e.port === "api" ? [String(e.request[0])] : [],
    );
    expect(calls).not.toContain("tenant.config");
    expect(calls).not.toContain("content.configs");
    // The cart loads in reaction to the resume, with the shopper's cookies.
    const loadCart = browserPart.find((e) => e.kind === "command" && e.command._tag === "LoadCart");
    expect(loadCart).toMatchObject({ cause: { event: "AppResumed" } });
    expect(state.cart.status).not.toBe("idle");
    // The product the server loaded is still the one on screen.
    expect(state.navigation.location.path).toBe(productUrl(product));
  });

  it("[issue 17] the page's policy allows exactly the style attributes of its server render, by hash", async () => {
    const { html } = await renderPage("/");
    const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1] ?? "");
    expect(attributes.length).toBeGreaterThan(0);
    const sources = styleAttributeHashes(html);
    expect(sources[0]).toBe("'unsafe-hashes'");
    // The browser hashes the attribute's value as parsed: the theme's quoted font names unescaped.
    const parsed = new JSDOM(`<div id="root">${html}</div>`).window.document;
    const values = new Set(
      [...parsed.querySelectorAll("[style]")].map((el) => el.getAttribute("style") ?? ""),
    );
    const expected = [...values].map((v) => `'sha256-${createHash("sha256").update(v).digest("base64")}'`);
    expect(sources.slice(1).sort()).toEqual(expected.sort());
  });

  it("[issue 17][doc1 §3] a page rendered in English says so in <html lang> before the app runs (screen readers, the consent banner)", async () => {
    const english = await renderPage("/warenkorb", ["en-US"]);
    expect(english.language).toBe("en");
    const page = new JSDOM(withRender(TEMPLATE, english, english.entries, false)).window.document;
    expect(page.documentElement.lang).toBe("en");
    expect(page.querySelector("h1")?.textContent).toBe("Cart");
    const german = await renderPage("/warenkorb");
    expect(
      new JSDOM(withRender(TEMPLATE, german, german.entries, false)).window.document.documentElement.lang,
    ).toBe("de");
  });

  it("[issue 17] the render starts in the shopper's language from Accept-Language, best first", () => {
    expect(acceptedLanguages("en-GB;q=0.8, de-DE, fr;q=0, *;q=0.1")).toEqual(["de-DE", "en-GB"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
