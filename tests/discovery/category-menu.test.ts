import { describe, expect, it } from "vitest";
import { testShop } from "../support/shop";
import { shopScript, tree } from "./catalogue";

const treeCalls = (shop: ReturnType<typeof testShop>) =>
  shop.api.calls.filter((c) => c.name === "discovery.categoryTree").length;

describe("header assortment menu", () => {
  it("[doc2 §3 §7] LoadCategoryTree puts the category tree into the store once per session", async () => {
    const shop = testShop({ start: "/", script: shopScript() });
    await shop.dispatch({ _tag: "StartApp" });
    expect(shop.store.getState().discovery.tree).toBeNull();
    expect(treeCalls(shop)).toBe(0);

    const first = await shop.dispatch({ _tag: "LoadCategoryTree" });
    expect(first).toMatchObject({ ok: true, value: "loaded" });
    expect(shop.store.getState().discovery.tree).toEqual({ status: "success", data: tree });

    const again = await shop.dispatch({ _tag: "LoadCategoryTree" });
    expect(again).toMatchObject({ ok: true, value: "cached" });
    expect(treeCalls(shop)).toBe(1);
  });

  it("[doc2 §3] a failed tree is an error state the menu can show, and the next LoadCategoryTree retries", async () => {
    let fail = true;
    const shop = testShop({
      start: "/",
      script: {
        ...shopScript(),
        "discovery.categoryTree": () => (fail ? { status: 503 } : { value: tree }),
      },
    });
    await shop.dispatch({ _tag: "StartApp" });
    expect(await shop.dispatch({ _tag: "LoadCategoryTree" })).toMatchObject({ ok: true, value: "failed" });
    expect(shop.store.getState().discovery.tree?.status).toBe("error");
    fail = false;
    expect(await shop.dispatch({ _tag: "LoadCategoryTree" })).toMatchObject({ ok: true, value: "loaded" });
    expect(shop.store.getState().discovery.tree?.status).toBe("success");
  });
});
