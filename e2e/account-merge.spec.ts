import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { inArea, juice, water } from "../tests/support/seeded-catalogue";
import { ANNA, logInByApi } from "./account-support";
import { cartBadge } from "./cart-support";
import { expectNoAxeViolations, message } from "./support";

/**
 * The cart merge on login (document 2 §4) in the browser. Anna's saved cart (4 crates of water,
 * from another device) meets the guest's cart (3 crates, 2 juices): the dialog asks, the merge caps
 * the water at its maximum of 5 and says so.
 */
const call = async (
  context: BrowserContext,
  request: APIRequestContext,
  method: "POST",
  path: string,
  data: unknown,
) => {
  if (!(await context.cookies()).some((c) => c.name === "XSRF-TOKEN")) await request.get("/api/csrf");
  const xsrf = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const r = await request.fetch(path, { method, headers: { "x-xsrf-token": xsrf }, data });
  expect(r.ok(), `${method} ${path}: ${await r.text()}`).toBe(true);
};
const addItem = (page: Page, sku: string, quantity: number) =>
  call(page.context(), page.request, "POST", "/api/carts/items", { sku, quantity, mode: "set" });

/** Anna's saved cart: reset, then 4 crates of water (another browser). */
const annaSavedCart = async (page: Page) => {
  const other = await page.context().browser()?.newContext();
  if (!other) throw new Error("no browser");
  const p = await other.newPage();
  await logInByApi(p, ANNA);
  await call(other, p.request, "POST", "/api/carts/reset", {});
  await addItem(p, water.sku, 4);
  await other.close();
};

/** A guest with 3 crates of water and 2 juices, delivered to Hohe Straße. */
const guestCart = async (page: Page) => {
  await page.request.get("/api/csrf");
  await call(page.context(), page.request, "POST", "/api/carts/distribution-address", inArea);
  await addItem(page, water.sku, 3);
  await addItem(page, juice.sku, 2);
};

/** The shop with the guest's cart loaded (its badge counts 5 in 2 lines), handed its shop (?devtools=1). */
const openAsGuest = async (page: Page) => {
  await page.goto("/?devtools=1");
  await expect(cartBadge(page)).toHaveText("5");
  // The login below is by API, outside the shop's bus: the page's own follow-up cart calls finish
  // first, or the session changes under them (a shopper's login is a command after them).
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.__shop?.bus.idle());
};

const dialog = (page: Page) => page.getByRole("dialog", { name: message("cart.merge.title") });

const expectMerged = async (page: Page) => {
  const notice = page.getByRole("dialog", { name: message("cart.merge.cappedTitle") });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`${water.name}: 7 gewünscht, 5 im Warenkorb`);
  await expectNoAxeViolations(page);
  await notice.getByRole("button", { name: message("cart.merge.ok") }).click();
  await expect(notice).toHaveCount(0);
  const cart = (await (await page.request.get("/api/carts")).json()) as {
    productLineItems: Array<{ articleId: string; quantity: number }>;
  };
  expect(Object.fromEntries(cart.productLineItems.map((l) => [l.articleId, l.quantity]))).toEqual({
    [water.sku]: 5,
    [juice.sku]: 2,
  });
};

test.describe("cart merge on login (document 2 §4)", () => {
  test("[doc2 §4] the customer's cart has items: the dialog asks, Escape merges (nothing lost), capped lines are named", async ({
    page,
  }) => {
    await annaSavedCart(page);
    await guestCart(page);
    // ?devtools=1 hands the page its shop: the login's reaction (LoggedIn → MergeCarts) is
    // dispatched as the login screen's LoggedIn would cause it (that screen is the auth branch's).
    await openAsGuest(page);
    await logInByApi(page, ANNA);
    await page.evaluate(() => window.__shop?.dispatch({ _tag: "MergeCarts" }));
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d).toContainText("1 Position");
    await expect(d).toContainText("2 Positionen");
    // Focus is inside the dialog and stays there.
    const merge = d.getByRole("button", { name: message("cart.merge.merge") });
    const keep = d.getByRole("button", { name: message("cart.merge.keep") });
    await expect(merge).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(keep).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(merge).toBeFocused();
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `/tmp/acc-merge-dialog-${width}.png` });
    }
    await page.keyboard.press("Escape");
    await expect(d).toHaveCount(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `/tmp/acc-merge-capped-${width}.png` });
    }
    await expectMerged(page);
  });

  test("[doc2 §4] keeping the saved cart drops the guest's cart", async ({ page }) => {
    await annaSavedCart(page);
    await guestCart(page);
    await openAsGuest(page);
    await logInByApi(page, ANNA);
    await page.evaluate(() => window.__shop?.dispatch({ _tag: "MergeCarts" }));
    await dialog(page)
      .getByRole("button", { name: message("cart.merge.keep") })
      .click();
    await expect(dialog(page)).toHaveCount(0);
    const cart = (await (await page.request.get("/api/carts")).json()) as {
      productLineItems: Array<{ articleId: string; quantity: number }>;
    };
    expect(cart.productLineItems.map((l) => [l.articleId, l.quantity])).toEqual([[water.sku, 4]]);
  });

  // Needs the auth branch (the login screen and its LoggedIn): the shopper's own way in.
  test("[doc2 §4] logging in on the login screen with a saved cart asks to merge", async ({ page }) => {
    await annaSavedCart(page);
    await guestCart(page);
    await page.goto("/anmelden");
    await page.getByLabel("E-Mail").fill(ANNA.email);
    await page.getByLabel("Passwort").fill(ANNA.password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await dialog(page)
      .getByRole("button", { name: message("cart.merge.merge") })
      .click();
    await expectMerged(page);
  });
});
