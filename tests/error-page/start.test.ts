import { describe, expect, it } from "vitest";
import { shopScript } from "../discovery/catalogue";
import { page, tenantConfig } from "../support/fixtures";
import { type Script, testShop } from "../support/shop";

const started = async (start: string, script: Script = shopScript()) => {
  const shop = testShop({ start, script });
  await shop.dispatch({ _tag: "StartApp" });
  await shop.bus.idle();
  return shop;
};
const addressBar = (shop: ReturnType<typeof testShop>) =>
  shop.navigation.history.map((l) => `${l.path}${l.search}`);
const notices = (shop: ReturnType<typeof testShop>) =>
  shop.store.getState().notifications.items.map((n) => n.key);

describe("the openlink deep link (document 1 §2)", () => {
  it("[doc1 §2 openlink] the target opens after the start-up and the parameter leaves the address bar", async () => {
    const shop = await started("/?webview=true&openlink=%2Fhilfe");
    expect(shop.store.getState().navigation.location).toMatchObject({ path: "/hilfe", route: "content" });
    // The start page's entry lost the parameter (replaced); the target is a new entry after it.
    expect(addressBar(shop)).toEqual(["/?webview=true", "/hilfe"]);
    expect(shop.store.getState().flags.webview).toBe(true);
    // The start-up caused the Navigate: the log says so.
    const navigate = shop.log.entries().find((e) => e.kind === "command" && e.command._tag === "Navigate");
    expect(navigate).toMatchObject({ command: { _tag: "Navigate", to: "/hilfe", history: "push" } });
  });

  it("[doc1 §2 openlink] a dangerous or external target is refused with the usual notice; the parameter still goes", async () => {
    const dangerous = await started("/hilfe?openlink=javascript:alert(1)");
    expect(dangerous.store.getState().navigation.location.path).toBe("/hilfe");
    expect(addressBar(dangerous)).toEqual(["/hilfe"]);
    expect(notices(dangerous)).toEqual(["navigation.protocolRefused"]);

    const external = await started("/?openlink=https://evil.example/login");
    expect(addressBar(external)).toEqual(["/"]);
    expect(external.navigation.left).toEqual([]);
    expect(notices(external)).toEqual(["navigation.externalRefused"]);
  });

  it("[doc1 §2 openlink] without the parameter the start-up opens nothing more", async () => {
    const shop = await started("/hilfe?webview=true");
    expect(addressBar(shop)).toEqual(["/hilfe?webview=true"]);
    expect(shop.log.entries().some((e) => e.kind === "command" && e.command._tag === "Navigate")).toBe(false);
  });
});

describe("the custom error page of a gone path (document 1 §2)", () => {
  const config = tenantConfig();
  const script: Script = {
    ...shopScript(),
    "tenant.config": () => ({
      value: {
        ...config,
        redirects: {
          ...config.redirects,
          oneToOne: { "/herbst": "gone:/aktion-beendet", "/sommer": "" },
        },
      },
    }),
    "content.page": (input) => {
      const path = (input as { query: { path: string } }).query.path;
      return { value: page(path.slice(1), `Seite ${path}`) };
    },
  };
  const asked = (shop: ReturnType<typeof testShop>) =>
    shop.api.calls
      .filter((c) => c.name === "content.page")
      .map((c) => (c.input as { query: { path: string } }).query.path);

  it("[doc1 §2 custom error-page slug] a gone path shows the CMS error page its redirect names, another the not-found page", async () => {
    const shop = await started("/herbst", script);
    expect(shop.store.getState().content.notFound).toMatchObject({
      status: "success",
      path: "/aktion-beendet",
      page: { title: "Seite /aktion-beendet" },
    });
    await shop.dispatch({ _tag: "Navigate", to: "/sommer" });
    const general = shop.store.getState().content.notFound;
    expect(general).toMatchObject({ status: "success", page: { title: "Seite /404" } });
    // The configured not-found page is recorded as before custom error pages existed.
    expect(general.path).toBeUndefined();
    // Each error page is asked for once while it stays the one shown.
    await shop.dispatch({ _tag: "Navigate", to: "/sommer?x=1" });
    expect(asked(shop)).toEqual(["/aktion-beendet", "/404"]);
  });
});
