import { describe, expect, it } from "vitest";
import { buildPath, matchPattern } from "../../domain/routing/match";
import { followRedirects, GONE, redirectOutcome, resolveRedirect } from "../../domain/routing/redirects";
import { buildRoutes, CATCH_ALL_PRIORITY, matchRoute, trackedPath } from "../../domain/routing/routes";
import { routeSubject } from "../../domain/routing/subject";
import { runtimeConfig, tenantConfig } from "../support/fixtures";

const routes = buildRoutes(runtimeConfig());
const at = (path: string) => matchRoute(routes, path);

describe("route table", () => {
  it("[doc1 §2] the content catch-all comes last with priority -1", () => {
    const last = routes[routes.length - 1];
    expect(last).toMatchObject({ name: "content", pattern: "/:slug(.*)", priority: CATCH_ALL_PRIORITY });
    expect(routes.every((r, i) => i === 0 || (routes[i - 1]?.priority ?? 0) >= r.priority)).toBe(true);
  });

  it("[doc1 §2] every screen of the route table is generated from the configured slugs", () => {
    expect(at("/")?.name).toBe("start");
    expect(at("/warenkorb")?.name).toBe("cart");
    expect(at("/kasse")).toMatchObject({ name: "checkout", route: { layout: "focused" } });
    expect(at("/kasse-ok")?.name).toBe("checkoutConfirmation");
    expect(at("/kasse-return")).toMatchObject({ name: "paymentReturn", route: { layout: "focused" } });
    expect(at("/rezepte")?.name).toBe("recipes");
    expect(at("/rezepte/lasagne")).toMatchObject({ name: "recipeDetail", params: { slug: "lasagne" } });
    expect(at("/produkt/apfel")).toMatchObject({ name: "productDetail", params: { slug: "apfel" } });
    expect(at("/produkt/apfel/123")).toMatchObject({
      name: "productDetail",
      params: { slug: "apfel", sku: "123" },
    });
    expect(at("/sortiment")).toMatchObject({ name: "productList", params: {} });
    expect(at("/sortiment/obst")).toMatchObject({ name: "productList", params: { slug: "obst" } });
    expect(at("/marken")?.name).toBe("brands");
    expect(at("/marke/bio")?.name).toBe("brandDetail");
    expect(at("/mein-konto")).toMatchObject({ name: "profile", route: { loginRequired: true } });
    expect(at("/mein-konto/_sub/adressen")).toMatchObject({
      name: "profileSub",
      params: { link: "adressen" },
    });
    expect(at("/kundenkarte-bestellen")).toMatchObject({
      name: "physicalCard",
      route: { layout: "focused" },
    });
    expect(at("/kundenkarte-bestellen-ok")?.name).toBe("physicalCardConfirmation");
    expect(at("/suche/k%C3%A4se")).toMatchObject({
      name: "search",
      params: { term: "käse" },
      route: { keepAlive: true },
    });
    expect(at("/favoriten")).toMatchObject({ name: "favourites", route: { loginRequired: true } });
    expect(at("/fehler")?.name).toBe("generalerror");
    expect(at("/irgendeine/seite")).toMatchObject({ name: "content", params: { slug: "irgendeine/seite" } });
  });

  it("[doc1 §2] routes are present only when their feature flags are on", () => {
    const off = buildRoutes(
      runtimeConfig({ featureCartCheckout: false, featureSearch: false, featureCustomer: false }),
    );
    const names = new Set(off.map((r) => r.name));
    for (const n of [
      "cart",
      "checkout",
      "paymentReturn",
      "checkoutConfirmation",
      "search",
      "login",
      "profile",
      "deliveryPass",
    ])
      expect(names.has(n as never)).toBe(false);
    expect(matchRoute(off, "/warenkorb")?.name).toBe("content");
  });

  it("[doc1 §2] the test confirmation exists only in CMS preview mode; the physical card only without joe", () => {
    expect(at("/kasse-ok-test")?.name).toBe("content");
    const preview = buildRoutes(runtimeConfig({ cms: { preview: true } }));
    expect(matchRoute(preview, "/kasse-ok-test")?.name).toBe("testConfirmation");
    const joe = buildRoutes(runtimeConfig({ featureJoe: true }));
    expect(matchRoute(joe, "/kundenkarte-bestellen")?.name).toBe("content");
  });

  it("[doc1 §2] favourites need customer favourites and product discovery; delivery pass needs customer, pass and checkout", () => {
    expect(
      matchRoute(buildRoutes(runtimeConfig({ featureProductDiscovery: false })), "/favoriten")?.name,
    ).toBe("content");
    expect(
      matchRoute(buildRoutes(runtimeConfig({ featureCustomerDeliveryPass: false })), "/lieferpass")?.name,
    ).toBe("content");
    expect(at("/lieferpass")?.name).toBe("deliveryPass");
  });

  it("[doc1 §2] the start page is reported to tracking as /startpage", () => {
    expect(trackedPath("/")).toBe("/startpage");
    expect(trackedPath("/angebote")).toBe("/angebote");
  });

  it("matches and builds paths with optional and rest parameters", () => {
    expect(matchPattern("/p/:slug/:sku?", "/p/a")).toEqual({ slug: "a" });
    expect(matchPattern("/p/:slug/:sku?", "/p/a/b/c")).toBeNull();
    expect(matchPattern("/p/:slug", "/p")).toBeNull();
    expect(buildPath("/p/:slug/:sku?", { slug: "a b" })).toBe("/p/a%20b");
    expect(() => buildPath("/p/:slug", {})).toThrow("slug must not be null or empty");
  });
});

describe("redirects", () => {
  const r = tenantConfig().redirects;
  it("[doc1 §2] oneToOne maps one path to one target", () => {
    expect(resolveRedirect(r, "/angebote-alt")).toBe("/angebote");
    expect(resolveRedirect(r, "/angebote-alt/")).toBe("/angebote");
  });
  it("[doc1 §2] manyToOne maps several paths (and wildcards) to one target", () => {
    expect(resolveRedirect(r, "/about")).toBe("/ueber-uns");
    expect(resolveRedirect(r, "/unternehmen/geschichte")).toBe("/ueber-uns");
    expect(resolveRedirect(r, "/aboutx")).toBeNull();
  });
  it("[doc1 §2] manyToMany carries the rest of the path to the target prefix", () => {
    expect(resolveRedirect(r, "/magazin/lasagne")).toBe("/rezepte/lasagne");
    expect(resolveRedirect(r, "/magazin")).toBeNull();
  });
  it("stops at a redirect loop instead of following it forever", () => {
    const loop = { oneToOne: { "/a": "/b", "/b": "/a" }, manyToOne: {}, manyToMany: {} };
    expect(followRedirects(loop, "/a")).toBe("/b");
    expect(followRedirects(r, "/nothing")).toBeNull();
  });
});

describe("redirect outcome", () => {
  const r = {
    oneToOne: {
      "/angebote-alt": "/angebote?woche=1",
      "/sommerfest-2025": GONE,
      "/partner": "https://example.org/",
    },
    manyToOne: { [GONE]: ["/aktionen/*"] },
    manyToMany: {},
  };
  it("[doc1 §3] a redirect to another path of the shop is a move (301) with the target's query", () => {
    expect(redirectOutcome(r, "/angebote-alt")).toEqual({
      kind: "moved",
      path: "/angebote",
      search: "?woche=1",
    });
  });
  it("[doc1 §3] an empty target marks the path as gone (410), in oneToOne and manyToOne alike", () => {
    expect(redirectOutcome(r, "/sommerfest-2025")).toEqual({ kind: "gone" });
    expect(redirectOutcome(r, "/aktionen/ostern")).toEqual({ kind: "gone" });
  });
  it("[doc1 §2] a redirect to another site is not followed, and an unmapped path has no outcome", () => {
    expect(redirectOutcome(r, "/partner")).toBeNull();
    expect(redirectOutcome(r, "/hilfe")).toBeNull();
  });
});

describe("route subject", () => {
  const subject = (path: string) => {
    const match = at(path);
    if (match === null) throw new Error(`no route for ${path}`);
    return routeSubject(match, path);
  };
  it("[doc1 §2] the start page, the catch-all and routes without a screen of their own show the CMS page", () => {
    expect(subject("/")).toEqual({ kind: "contentPage", path: "/" });
    expect(subject("/hilfe")).toEqual({ kind: "contentPage", path: "/hilfe" });
    expect(subject("/pestizide")).toEqual({ kind: "contentPage", path: "/pestizide" });
  });
  it("[issue 13] the delivery pass overview is a screen of its own (its offer comes from the server)", () => {
    expect(subject("/lieferpass")).toEqual({ kind: "screen" });
  });
  it("[issue 12] login, registration, password reset and offline account are screens of their own", () => {
    for (const path of ["/anmelden", "/registrieren", "/passwort-vergessen", "/konto-offline"])
      expect(subject(path)).toEqual({ kind: "screen" });
  });
  it("[doc2 §2] the cart, checkout, search and brand list are screens: no CMS page is asked for", () => {
    for (const path of ["/warenkorb", "/kasse", "/suche/milch", "/marken", "/sortiment"])
      expect(subject(path)).toEqual({ kind: "screen" });
  });
  it("[doc2 §2] a category, brand or product route shows that category, brand or product", () => {
    expect(subject("/sortiment/obst")).toEqual({ kind: "category", slug: "obst" });
    expect(subject("/marke/demo-bio")).toEqual({ kind: "brand", slug: "demo-bio" });
    expect(subject("/produkt/milch/123")).toEqual({ kind: "product", slug: "milch", sku: "123" });
    expect(subject("/produkt/milch")).toEqual({ kind: "product", slug: "milch", sku: null });
  });
});
