import { describe, expect, it } from "vitest";
import { anna, page, tenantConfig } from "../support/fixtures";
import { type Script, testShop } from "../support/shop";

const configs = { header: { logo: { src: "/media/logo.svg", alt: "Logo" }, navigation: [] } };
const base: Script = {
  "tenant.config": () => ({ value: tenantConfig() }),
  csrf: () => ({ value: { token: "t" } }),
  "content.configs": () => ({ value: configs }),
  "content.page": (input) => {
    const path = (input as { query: { path: string } }).query.path;
    return path === "/gibt-es-nicht" ? { status: 404 } : { value: page(path) };
  },
};

/** The API calls the command made itself (not the commands its events caused, e.g. the cart's load). */
const callsOf = (shop: ReturnType<typeof testShop>, commandId: string) =>
  shop.log
    .entries()
    .flatMap((e) =>
      e.kind === "port" && e.port === "api" && e.commandId === commandId ? [e.request[0]] : [],
    );

const tags = (shop: ReturnType<typeof testShop>) =>
  shop.log.entries().flatMap((e) => (e.kind === "event" ? [e.event._tag] : []));

describe("start-up", () => {
  it("[doc1 §4] without the loggedIn cookie the customer is not fetched", async () => {
    const shop = testShop({ script: base });
    const outcome = await shop.dispatch({ _tag: "StartApp" });
    expect(outcome).toMatchObject({ ok: true, value: "started" });
    expect(callsOf(shop, outcome.commandId)).toEqual([
      "tenant.config",
      "csrf",
      "content.configs",
      "content.page",
    ]);
    const s = shop.store.getState();
    expect(s.session).toEqual({ phase: "settled", customer: null });
    expect(s.boot.status).toBe("success");
    expect(s.navigation.location).toMatchObject({ path: "/", route: "start" });
    expect(s.content.pages["/"]).toMatchObject({ status: "success", page: { slug: "/" } });
    expect(tags(shop)).toContain("CustomerFetchSkipped");
  });

  it("[doc1 §7] the component configs are requested by type and the csrf call runs at start-up", async () => {
    const shop = testShop({ script: base });
    await shop.dispatch({ _tag: "StartApp" });
    expect(shop.api.calls.find((c) => c.name === "content.configs")?.input).toEqual({
      query: { "types[]": ["topbarbanner", "header", "footer", "socialsharingandseo"] },
    });
    expect(shop.store.getState().componentConfigs).toEqual(configs);
  });

  it("[doc1 §7] a failed component-config fetch yields empty configs and the shop still starts", async () => {
    const shop = testShop({ script: { ...base, "content.configs": () => ({ status: 500 }) } });
    await shop.dispatch({ _tag: "StartApp" });
    const s = shop.store.getState();
    expect(s.componentConfigs).toEqual({});
    expect(s.boot.status).toBe("success");
  });

  it("[doc1 §4] with the loggedIn cookie the customer is fetched; a Family salutation is dropped", async () => {
    const shop = testShop({
      cookies: { loggedIn: "1" },
      script: { ...base, "customers.get": () => ({ value: { ...anna, salutation: "Family" } }) },
    });
    await shop.dispatch({ _tag: "StartApp" });
    const customer = shop.store.getState().session.customer;
    expect(customer?.firstName).toBe("Anna");
    expect(customer?.salutation).toBeUndefined();
  });

  it("[doc1 §4] an expired session shows the warning once for 3 s and clears the cookie", async () => {
    const shop = testShop({ cookies: { sessionExpired: "1" }, script: base });
    await shop.dispatch({ _tag: "StartApp" });
    const n = shop.store.getState().notifications.items;
    expect(n).toEqual([
      expect.objectContaining({
        key: "session.expiredHeadline",
        type: "warning",
        duration: 3000,
        message: "Sitzung abgelaufen",
      }),
    ]);
    expect(shop.cookies.jar.has("sessionExpired")).toBe(false);
  });

  it("[doc1 §4] a reload before the expired-session warning ran its time shows it on the next page, once", async () => {
    const left = testShop({ cookies: { sessionExpired: "1" }, script: base });
    await left.dispatch({ _tag: "StartApp" });
    expect(left.cookies.jar.has("sessionExpired")).toBe(false);
    // The page is left (a reload) before the warning's timer dismissed it: the tab's next page owes it.
    const next = testShop({ script: base, storage: left.storage });
    await next.dispatch({ _tag: "StartApp" });
    expect(next.store.getState().notifications.items).toEqual([
      expect.objectContaining({ key: "session.expiredHeadline", type: "warning", duration: 3000 }),
    ]);
    // The server's answer to the reload can carry the cookie again: still one warning.
    const again = testShop({ cookies: { sessionExpired: "1" }, script: base, storage: next.storage });
    await again.dispatch({ _tag: "StartApp" });
    expect(again.store.getState().notifications.items.map((n) => n.key)).toEqual(["session.expiredHeadline"]);
  });

  it("[doc1 §4] an expired-session warning that ran its time is not shown again after a reload", async () => {
    const seen = testShop({ cookies: { sessionExpired: "1" }, script: base });
    await seen.dispatch({ _tag: "StartApp" });
    const [warning] = seen.store.getState().notifications.items;
    await seen.dispatch({ _tag: "DismissNotification", id: warning?.id ?? "" });
    const next = testShop({ script: base, storage: seen.storage });
    await next.dispatch({ _tag: "StartApp" });
    expect(next.store.getState().notifications.items).toEqual([]);
  });

  it("[doc1 §8] a tenant config that cannot be loaded fails the boot with its status", async () => {
    const shop = testShop({
      script: { "tenant.config": () => ({ status: 500, message: "Backend or internet is not available" }) },
    });
    const outcome = await shop.dispatch({ _tag: "StartApp" });
    expect(outcome).toMatchObject({ ok: true, value: "failed" });
    expect(shop.store.getState().boot).toEqual({
      status: "error",
      error: { status: 500, message: "Backend or internet is not available" },
    });
  });

  it("[doc1 §2] query flags webview, hidebackbutton and analytics are read; webview persists in a cookie", async () => {
    const shop = testShop({ start: "/?webview=true&hidebackbutton=true&analytics=true", script: base });
    await shop.dispatch({ _tag: "StartApp" });
    expect(shop.store.getState().flags).toEqual({ webview: true, hideBackButton: true, analytics: true });
    expect(shop.cookies.jar.get("webview")).toBe("true");
    const later = testShop({ cookies: { webview: "true" }, script: base });
    await later.dispatch({ _tag: "StartApp" });
    expect(later.store.getState().flags.webview).toBe(true);
  });
});

describe("navigation", () => {
  const started = async (options: Parameters<typeof testShop>[0] = {}) => {
    const shop = testShop({ script: base, ...options });
    await shop.dispatch({ _tag: "StartApp" });
    return shop;
  };

  it("[doc1 §2] a redirect sends the shopper on and replaces the history entry", async () => {
    const shop = await started({ start: "/about" });
    expect(shop.store.getState().navigation.location).toMatchObject({
      path: "/ueber-uns",
      redirectedFrom: "/about",
    });
    expect(shop.navigation.history.map((h) => h.path)).toEqual(["/ueber-uns"]);
    await shop.dispatch({ _tag: "Navigate", to: "/magazin/lasagne" });
    expect(shop.store.getState().navigation.location).toMatchObject({
      path: "/rezepte/lasagne",
      route: "recipeDetail",
    });
  });

  it("[doc1 §2] an unknown page shows the CMS not-found page", async () => {
    const shop = await started();
    await shop.dispatch({ _tag: "Navigate", to: "/gibt-es-nicht" });
    const s = shop.store.getState();
    expect(s.content.pages["/gibt-es-nicht"]).toEqual({ status: "missing" });
    expect(s.content.notFound).toMatchObject({ status: "success", page: { slug: "/404" } });
  });

  it("[doc1 §8] navigating while offline is refused with the internet.offline warning", async () => {
    const shop = await started();
    shop.online.set(false);
    const outcome = await shop.dispatch({ _tag: "Navigate", to: "/angebote" });
    expect(outcome).toMatchObject({ ok: true, value: "refused:offline" });
    const s = shop.store.getState();
    expect(s.navigation.location.path).toBe("/");
    expect(s.navigation.online).toBe(false);
    expect(s.notifications.items.at(-1)).toMatchObject({
      key: "internet.offline",
      type: "warning",
      duration: null,
    });
  });

  it("[doc1 §8] coming back online dismisses the offline warning", async () => {
    const shop = await started();
    shop.online.set(false);
    await shop.dispatch({ _tag: "Navigate", to: "/angebote" });
    await shop.dispatch({ _tag: "SetConnectivity", online: false });
    expect(shop.store.getState().notifications.items.map((n) => n.key)).toContain("internet.offline");
    await shop.dispatch({ _tag: "SetConnectivity", online: true });
    expect(shop.store.getState().notifications.items.map((n) => n.key)).not.toContain("internet.offline");
  });

  it("[doc1 §2] a hash-only history move (in-page anchor) does not reload the page", async () => {
    const shop = await started();
    const before = shop.store.getState().navigation.location.version;
    expect(await shop.dispatch({ _tag: "Navigate", to: "/", history: "none" })).toMatchObject({
      value: "unchanged",
    });
    expect(shop.store.getState().navigation.location.version).toBe(before);
  });

  it("[doc1 §2] javascript: links are refused and nothing is navigated", async () => {
    const shop = await started();
    const outcome = await shop.dispatch({ _tag: "Navigate", to: "javascript:alert(1)" });
    expect(outcome).toMatchObject({ value: "refused:protocol" });
    expect(shop.navigation.history).toHaveLength(1);
    expect(shop.navigation.left).toEqual([]);
    expect(shop.store.getState().notifications.items.at(-1)).toMatchObject({
      key: "navigation.protocolRefused",
      type: "error",
    });
  });

  it("[doc1 §2] an external URL is refused without the explicit option and followed with it", async () => {
    const shop = await started();
    expect(await shop.dispatch({ _tag: "Navigate", to: "https://example.org/partner" })).toMatchObject({
      value: "refused:external",
    });
    expect(shop.navigation.left).toEqual([]);
    expect(
      await shop.dispatch({ _tag: "Navigate", to: "https://example.org/partner", external: true }),
    ).toMatchObject({ value: "left" });
    expect(shop.navigation.left).toEqual(["https://example.org/partner"]);
  });

  it("[doc1 §2] a protected page sends a visitor to login with returnUrl and authRequired", async () => {
    const shop = await started();
    await shop.dispatch({ _tag: "Navigate", to: "/mein-konto/bestellungen?seite=2" });
    const loc = shop.store.getState().navigation.location;
    expect(loc).toMatchObject({
      path: "/anmelden",
      route: "login",
      redirectedFrom: "/mein-konto/bestellungen",
    });
    expect(new URLSearchParams(loc.search).get("returnUrl")).toBe("/mein-konto/bestellungen?seite=2");
    expect(new URLSearchParams(loc.search).get("authRequired")).toBe("true");
  });

  it("[doc1 §2] a logged-in customer reaches the protected page", async () => {
    const shop = await started({
      cookies: { loggedIn: "1" },
      script: { ...base, "customers.get": () => ({ value: anna }) },
    });
    await shop.dispatch({ _tag: "Navigate", to: "/mein-konto" });
    expect(shop.store.getState().navigation.location).toMatchObject({
      path: "/mein-konto",
      route: "profile",
    });
  });

  it("[doc1 §8] a 401 on any call resets the customer", async () => {
    const shop = await started({
      cookies: { loggedIn: "1" },
      script: {
        ...base,
        "customers.get": () => ({ value: anna }),
        "content.page": (input) =>
          (input as { query: { path: string } }).query.path === "/geheim"
            ? { status: 401 }
            : { value: page("/") },
      },
    });
    expect(shop.store.getState().session.customer).not.toBeNull();
    await shop.dispatch({ _tag: "Navigate", to: "/geheim" });
    expect(shop.store.getState().session.customer).toBeNull();
  });

  it("a page that fails to load records the error for the error page", async () => {
    const shop = await started({
      script: { ...base, "content.page": () => ({ status: 503, message: "down" }) },
    });
    expect(shop.store.getState().content.pages["/"]).toEqual({
      status: "error",
      error: { status: 503, message: "down" },
    });
  });

  it("[doc1 §3] notifications default to info for 2000 ms; warnings persist", async () => {
    const shop = await started();
    await shop.dispatch({ _tag: "Notify", key: "greeting", params: { name: "Anna" } });
    await shop.dispatch({ _tag: "Notify", key: "x", type: "warning" });
    const [a, b] = shop.store.getState().notifications.items;
    expect(a).toMatchObject({ message: "Hallo Anna", type: "info", duration: 2000 });
    expect(b).toMatchObject({ type: "warning", duration: null });
    await shop.dispatch({ _tag: "DismissNotification", id: a?.id ?? "" });
    expect(shop.store.getState().notifications.items).toHaveLength(1);
  });
});
