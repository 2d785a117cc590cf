import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { addCartItem, addDiscountCode, getCart, setDistributionAddress } from "../../domain/api/cart";
import { startTestServer, type TestServer } from "../support/server";
import { annaAddress, pickProduct, Shopper } from "./cart-client";
import { Browser } from "./client";

const root = mkdtempSync(join(tmpdir(), "grocery-cart-restart-"));
const running: TestServer[] = [];
afterAll(async () => {
  for (const s of running) await s.close();
  rmSync(root, { recursive: true, force: true });
});

describe("carts survive a restart", () => {
  it("[design] an anonymous cart is the same after a server restart on the same DATA_DIR", async () => {
    const dataDir = join(root, "data");
    const first = await startTestServer({ dataDir });
    running.push(first);
    const food = pickProduct();
    const s = await new Shopper(new Browser(first.url)).start();
    await s.ok(addCartItem, { body: { sku: food.sku, quantity: 3 } });
    await s.ok(setDistributionAddress, { body: annaAddress });
    const before = await s.ok(addDiscountCode, { body: { code: "WILLKOMMEN10" } });
    await first.close();

    const second = await startTestServer({ dataDir });
    running.push(second);
    const again = new Browser(second.url);
    for (const [k, v] of s.browser.cookies) again.cookies.set(k, v);
    const after = await new Shopper(again).ok(getCart);
    expect(after).toEqual(before);
    await second.close();
  }, 60_000);
});
