import { expect, type Page, test } from "@playwright/test";
import type { Product } from "../domain/discovery/product";
import { storeAvailability } from "../server/discovery/availability";
import { generateCatalogue } from "../server/seed/catalogue/generate";
import { SERVICE_FEE_GAP_SKU } from "../server/seed/checkout";
import { demoComponentConfigs } from "../server/seed/content/configs";
import { demoPassOffer } from "../server/seed/delivery-pass";
import { logInByApi, PAULA, resetCartByApi } from "./account-support";
import { expectNoAxeViolations, message, openShop, presetConsent } from "./support";

/**
 * The delivery pass and add-on orders (document 2 §4): Paula (no pass, no orders; seeded for this
 * spec only) sees the pass's banner and the fee, puts the pass into the cart and gets free delivery,
 * orders it, and then orders an add-on from the confirmation, which her order's detail lists. The
 * cart is arranged through the API (the service, a window); the pass, the add-on and the orders go
 * through the screens.
 */

test.beforeEach(async ({ page }) => presetConsent(page, []));

const text = (key: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce((m, [k, v]) => m.replace(`{${k}}`, v), message(key));
const euro = (cents: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100);

/** A plain food article every store sells, priced 3–10 € (as the server tests pick theirs). */
const food = generateCatalogue()
  .products.map((r) => r.product)
  .find(
    (p: Product) =>
      p.availability === "available" &&
      p.ageRestriction === 0 &&
      !p.weightArticle &&
      !p.weightPieceArticle &&
      p.price.depositPrice === undefined &&
      p.price.loyalty === undefined &&
      p.maxQuantity >= 24 &&
      !["getraenke", "haushalt", "drogerie"].includes(p.parentCategories[0]?.slug ?? "") &&
      p.sku !== SERVICE_FEE_GAP_SKU &&
      p.price.regular.value >= 300 &&
      p.price.regular.value <= 1000 &&
      ["4401", "4402", "4404", "4405"].every(
        (s) => storeAvailability(p.sku, p.availability, s) === "available",
      ),
  ) as Product;
/** An order value between the pass's threshold (40 €) and the shop's own (80 €). */
const between = Math.ceil((demoPassOffer.freeDeliveryThreshold + 100) / food.price.regular.value);

const address = {
  distributionType: "DELIVERY",
  firstName: "Paula",
  lastName: "Neumann",
  streetName: "Hohe Straße",
  streetNumber: "12",
  postalCode: "50667",
  city: "Köln",
  country: "Deutschland",
  countryCode: "DE",
  phoneNumber: "+49 221 7654321",
  email: PAULA.email,
};

const api = async (page: Page, method: "POST" | "PUT" | "GET", path: string, data?: unknown) => {
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const response = await page.request.fetch(path, {
    method,
    headers: { "x-xsrf-token": xsrf },
    ...(data !== undefined ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
};

/** Paula's cart: the article at `quantity`, her delivery address and a free window. */
const arrangeCart = async (page: Page, quantity: number) => {
  await resetCartByApi(page);
  await api(page, "POST", "/api/carts/distribution-address", address);
  await api(page, "POST", "/api/carts/items", { sku: food.sku, quantity });
  const { windows } = (await api(
    page,
    "GET",
    "/api/capacity/windows?distributionType=DELIVERY&appointableId=A1",
  )) as { windows: Array<{ id: string; remaining: number; start: string }> };
  // A day ahead at least: the order's add-on cut-off (hours before the window) is still to come.
  const window = windows.find(
    (w) => w.remaining > 0 && !w.id.endsWith("T18") && Date.parse(w.start) > Date.now() + 86_400_000,
  );
  await api(page, "POST", "/api/carts/distribution-time-slot", { id: window?.id ?? "" });
};

const shoot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `/tmp/shots-pass/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** The top bar's promise to a shopper who has the pass, worded from the same offer as the cart's banner. */
const passTopBar = () =>
  text("deliveryPass.topbar", { threshold: euro(demoPassOffer.freeDeliveryThreshold) });

/** The side cart, opened from the header's cart button. */
const openSideCart = async (page: Page) => {
  await page.getByTestId("cart-badge").click();
  const drawer = page.getByTestId("side-cart");
  await expect(drawer).toBeVisible();
  return drawer;
};
const closeSideCart = async (page: Page) => {
  await page
    .getByTestId("side-cart")
    .getByRole("button", { name: message("cart.sideCart.close") })
    .click();
  await expect(page.getByTestId("side-cart")).toHaveCount(0);
};

const serviceFee = (page: Page) => page.getByTestId("price-summary").getByTestId("summary-service-fee");

/** Checkout with what the cart has; the empty contact fields filled; paid at the door. */
const placeAtTheDoor = async (page: Page) => {
  await page.getByTestId("to-checkout").click();
  await expect(page).toHaveURL(/\/kasse$/);
  const fields: Record<string, string> = {
    firstName: "Paula",
    lastName: "Neumann",
    email: PAULA.email,
    phoneNumber: address.phoneNumber,
    streetName: address.streetName,
    streetNumber: address.streetNumber,
    postalCode: address.postalCode,
    city: address.city,
  };
  for (const [name, value] of Object.entries(fields)) {
    const input = page.getByLabel(new RegExp(`^${message(`checkout.field.${name}`)}`));
    if ((await input.count()) === 1 && (await input.inputValue()) === "") await input.fill(value);
  }
  const salutation = page.getByLabel(new RegExp(`^${message("checkout.field.salutation")}`));
  if ((await salutation.count()) === 1 && (await salutation.inputValue()) === "")
    await salutation.selectOption("Female");
  await page
    .getByTestId("checkout-payment")
    .getByRole("radio", { name: new RegExp(message("checkout.payment.payment-at-the-door")) })
    .check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/kasse-ok\?finalized=true&orderNumber=\d+$/);
  return new URL(page.url()).searchParams.get("orderNumber") ?? "";
};

test("[doc2 §4] buy a delivery pass: in the cart it already gives free delivery from its threshold; ordered, it is valid", async ({
  page,
}) => {
  await logInByApi(page, PAULA);
  await arrangeCart(page, between);

  // Without the pass: the fee, and the banner worded from the offer.
  await openShop(page, "/warenkorb");
  await expect(serviceFee(page)).toContainText(euro(499));
  const banner = page.getByTestId("delivery-pass-banner");
  await expect(banner).toContainText(
    text("deliveryPass.promise", {
      threshold: euro(demoPassOffer.freeDeliveryThreshold),
      days: String(demoPassOffer.durationDays),
      price: euro(demoPassOffer.price),
    }),
  );
  await expectNoAxeViolations(page);
  await shoot(page, "cart-without-pass");
  // Without the pass the top bar states the shop's own threshold.
  await expect(page.locator(".topbar")).toContainText(
    demoComponentConfigs.topbarbanner.text?.split("{")[0] ?? "",
  );
  await expect(page.getByTestId("topbar-pass")).toHaveCount(0);

  // The side cart from the header shows the same banner (the same component as the cart page).
  const drawer = await openSideCart(page);
  await expect(drawer.getByTestId("delivery-pass-banner")).toContainText(
    text("deliveryPass.promise", {
      threshold: euro(demoPassOffer.freeDeliveryThreshold),
      days: String(demoPassOffer.durationDays),
      price: euro(demoPassOffer.price),
    }),
  );
  await expectNoAxeViolations(page);
  await shoot(page, "side-cart-without-pass");
  await closeSideCart(page);

  // The overview route reads the same offer; the pass goes into the cart by keyboard.
  await banner.getByRole("link", { name: message("deliveryPass.more") }).click();
  await expect(page).toHaveURL(/\/lieferpass$/);
  await expect(page.getByRole("heading", { level: 1, name: message("deliveryPass.title") })).toBeVisible();
  await expect(page.getByTestId("delivery-pass-price")).toHaveText(euro(demoPassOffer.price));
  await expect(page.getByTestId("delivery-pass-status")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, "overview");
  await page.getByTestId("delivery-pass-add").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("delivery-pass-in-cart")).toBeVisible();
  await shoot(page, "overview-in-cart");

  // In the cart: its line, its price in the summary, and the fee waived (40 € < order value < 80 €).
  await page.getByRole("link", { name: message("deliveryPass.toCart") }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByTestId("cart-delivery-pass")).toContainText(demoPassOffer.name);
  await expect(page.getByTestId("summary-delivery-pass")).toContainText(euro(demoPassOffer.price));
  await expect(serviceFee(page)).toContainText(message("cart.summary.free"));
  await expect(page.getByTestId("delivery-pass-banner")).toHaveCount(0);
  // The pass line in the cart counts as having the pass: the top bar names the pass's threshold.
  await expect(page.getByTestId("topbar-pass")).toHaveText(passTopBar());
  await expectNoAxeViolations(page);
  await shoot(page, "cart-with-pass");

  // The side cart shows the pass line as the cart page does, and no banner; its remove button works there too.
  const drawerWithPass = await openSideCart(page);
  await expect(drawerWithPass.getByTestId("cart-delivery-pass")).toContainText(demoPassOffer.name);
  await expect(drawerWithPass.getByTestId("cart-delivery-pass")).toContainText(euro(demoPassOffer.price));
  await expect(drawerWithPass.getByTestId("delivery-pass-banner")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, "side-cart-with-pass");
  await closeSideCart(page);

  // Taken out, the fee is back; put in again and ordered.
  await page.getByTestId("cart-delivery-pass-remove").click();
  await expect(page.getByTestId("cart-delivery-pass")).toHaveCount(0);
  await expect(serviceFee(page)).toContainText(euro(499));
  await page.goto("/lieferpass");
  await page.getByTestId("delivery-pass-add").click();
  await page.getByRole("link", { name: message("deliveryPass.toCart") }).click();
  await expect(serviceFee(page)).toContainText(message("cart.summary.free"));
  await placeAtTheDoor(page);
  await expect(page.getByTestId("summary-delivery-pass")).toContainText(euro(demoPassOffer.price));

  // Her pass now runs: the overview says until when.
  await openShop(page, "/lieferpass");
  await expect(page.getByTestId("delivery-pass-status")).toContainText(
    message("deliveryPass.validUntil").split("{date}")[0] ?? "",
  );
  await expectNoAxeViolations(page);
  await shoot(page, "overview-valid");

  // On any page, with the pass running (no pass line in the cart any more), the top bar says it.
  await openShop(page, "/");
  await expect(page.getByTestId("topbar-pass")).toHaveText(passTopBar());
  await shoot(page, "start-with-pass");
});

test("[doc2 §4 §5] an add-on order from the confirmation: below the minimum, paid at the door, listed with its parent order; REGULAR keeps the regular cart", async ({
  page,
}) => {
  await logInByApi(page, PAULA);
  await arrangeCart(page, 20);
  await openShop(page, "/warenkorb");
  const parent = await placeAtTheDoor(page);

  // A regular cart in progress.
  await api(page, "POST", "/api/carts/items", { sku: food.sku, quantity: 2 });

  // "Artikel nachbestellen": the cart is the add-on (empty), the regular cart is kept aside.
  await page.getByRole("button", { name: message("addon.reorder") }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  const banner = page.getByTestId("addon-banner");
  await expect(banner).toContainText(text("addon.title", { orderNumber: parent }));
  await expect(page.getByTestId("cart-empty")).toBeVisible();
  // Until when the add-on can be changed: the order's cut-off, 3 hours before its window (shop time).
  const { distributionWindow } = (await api(page, "GET", "/api/carts")) as {
    distributionWindow: { start: string } | null;
  };
  const cutoff = new Date(Date.parse(distributionWindow?.start ?? "") - 3 * 3_600_000);
  const berlin = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", ...o }).format(cutoff);
  await expect(banner.getByTestId("addon-cutoff")).toHaveText(
    text("addon.cutoff", {
      day: berlin({ weekday: "long", day: "numeric", month: "long" }),
      time: berlin({ hour: "2-digit", minute: "2-digit" }),
    }),
  );
  await expectNoAxeViolations(page);
  await shoot(page, "addon-cart-empty");
  await banner.getByRole("button", { name: message("addon.backToRegular") }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line").getByTestId("quantity-value")).toHaveText("2");

  // From the profile's order detail, the add-on again: one article, far below the minimum.
  await openShop(page, `/mein-konto/_sub/bestellung-${parent}`);
  await page.getByTestId("addon-reorder").click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await api(page, "POST", "/api/carts/items", { sku: food.sku, quantity: 1 });
  await openShop(page, "/warenkorb");
  await expect(page.getByTestId("addon-banner")).toBeVisible();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(
    page.getByTestId("limit-notice").and(page.locator('[data-key="cart.minOrderValue"]')),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, "addon-cart");
  const addon = await placeAtTheDoor(page);
  expect(addon).not.toBe(parent);
  await expect(page.getByTestId("order-line")).toHaveCount(1);
  // An add-on takes no add-on of its own.
  await expect(page.getByTestId("addon-reorder")).toHaveCount(0);

  // The parent's detail lists it; the add-on names its parent.
  await openShop(page, `/mein-konto/_sub/bestellung-${parent}`);
  const list = page.getByTestId("addon-list");
  await expect(list.getByTestId("addon-list-item")).toHaveCount(1);
  await expect(list).toContainText(addon);
  await expectNoAxeViolations(page);
  await shoot(page, "order-with-addon");
  await list.getByRole("link", { name: new RegExp(addon) }).click();
  await expect(page.getByTestId("addon-parent")).toContainText(parent);

  // Back in the cart: the regular cart, as it was before the add-on.
  await openShop(page, "/warenkorb");
  await expect(page.getByTestId("addon-banner")).toHaveCount(0);
  await expect(page.getByTestId("cart-line").getByTestId("quantity-value")).toHaveText("2");
});
