import { expect, test } from "@playwright/test";
import { expectBadgeCount } from "./cart-support";
import {
  dataLayer,
  escapeRegExp,
  field,
  fillCart,
  fillDetails,
  paymentOption,
  SHOPPER,
  toCheckout,
} from "./checkout-support";
import { expectNoAxeViolations, message, presetConsent } from "./support";

const text = (key: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce((m, [k, v]) => m.replace(`{${k}}`, v), message(key));
const euros = (s: string | null) => Number((s ?? "").replace(/[^\d,]/g, "").replace(",", "."));

test.describe("checkout", () => {
  test("[issue 15 #1] with WILLKOMMEN10 the purchase value is what the shopper paid for goods after the discounts; coupon, discount, shipping and tax as the summary shows them", async ({
    page,
  }) => {
    await presetConsent(page, ["C0002"]);
    await fillCart(page, "delivery");
    const codes = page.getByTestId("discount-codes");
    await codes.getByLabel(message("cart.discountCode.label")).fill("WILLKOMMEN10");
    await codes.getByRole("button", { name: message("cart.discountCode.apply") }).click();
    await expect(codes.getByTestId("discount-code")).toHaveCount(1);
    const summary = page.getByTestId("cart-page").getByTestId("price-summary");
    await expect(summary.getByTestId("summary-discount-code")).toBeVisible();
    /** Signed cents of a summary row: "−0,50 €" is −50; "kostenlos" is 0. */
    const rowCents = async (id: string) => {
      let n = 0;
      for (const row of await summary.getByTestId(id).all()) {
        const m = /(−|-)?\s*(\d+),(\d{2})\s*€\s*$/.exec(
          ((await row.locator("dd").textContent()) ?? "").trim(),
        );
        if (m) n += (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
      }
      return n;
    };
    const goods = await rowCents("summary-order-value");
    const discounts =
      -(await rowCents("summary-voucher")) -
      (await rowCents("summary-discount-code")) -
      (await rowCents("summary-discounts"));
    const fee = await rowCents("summary-service-fee");
    expect(discounts).toBeGreaterThan(0);

    await toCheckout(page);
    await fillDetails(page);
    await paymentOption(page, "payment-at-the-door").check();
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/kasse-ok\?finalized=true&orderNumber=\d+$/);
    const orderNumber = new URL(page.url()).searchParams.get("orderNumber") ?? "";
    const purchase = (await dataLayer(page)).find((e) => e.event === "purchase") as
      | {
          order_number_masked: string;
          ecommerce: {
            value: number;
            coupon: string;
            discount: number;
            shipping: number;
            tax: number;
            transaction_id: string;
            items: Array<{ price: number; quantity: number; discount?: number }>;
          };
        }
      | undefined;
    expect(purchase).toBeDefined();
    const e = purchase?.ecommerce;
    expect(e?.coupon.split(",")).toContain("WILLKOMMEN10");
    expect(Math.round((e?.value ?? 0) * 100)).toBe(goods - discounts);
    expect(Math.round((e?.discount ?? 0) * 100)).toBe(discounts);
    expect(Math.round((e?.shipping ?? 0) * 100)).toBe(fee);
    expect(e?.tax).toBeGreaterThan(0);
    // The items keep the prices the cart charges: their sum is the goods before the discounts.
    const itemsSum = (e?.items ?? []).reduce((n, i) => n + Math.round(i.price * 100) * i.quantity, 0);
    expect(itemsSum).toBe(goods);
    // Order-level discounts: no per-line discount in the cart, none on the items.
    for (const item of e?.items ?? []) expect(item.discount).toBeUndefined();
    expect(e?.transaction_id).toMatch(/^[0-9a-f]{20}$/);
    expect(purchase?.order_number_masked).toBe("*".repeat(orderNumber.length - 1) + orderNumber.slice(-1));
  });

  test("[doc2 §2 §4 §5 §9] a guest: field errors, the details, pay at the door → confirmation with the order number; the cart is empty; tracking", async ({
    page,
  }) => {
    await presetConsent(page, ["C0002"]);
    const lines = await fillCart(page, "delivery");
    await toCheckout(page);

    // The service and the window as chosen, with a way back to change them.
    const service = page.getByTestId("checkout-service");
    await expect(service).toContainText("Hohe Straße 12");
    await expect(service).toContainText("50667 Köln");
    await expect(page.getByTestId("checkout-service-window")).toContainText(
      message("cart.windows.clockTime").replace("{time}", ""),
    );
    // The address comes prefilled from the delivery address.
    await expect(field(page, "streetName")).toHaveValue("Hohe Straße");
    await expect(field(page, "postalCode")).toHaveValue("50667");

    // Bad input: every broken field says why, tied to its input; focus goes to the first one.
    await field(page, "email").fill("erika@");
    await field(page, "phoneNumber").fill("12");
    await field(page, "streetNumber").fill("123456");
    await page.getByTestId("place-order").click();
    await expect(page.getByTestId("address-errors")).toBeVisible();
    await expect(field(page, "firstName")).toBeFocused();
    const expectFieldError = async (name: string, error: string) => {
      const input = field(page, name);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(error)));
    };
    await expectFieldError("firstName", message("checkout.error.required.firstName"));
    await expectFieldError("lastName", message("checkout.error.required.lastName"));
    await expectFieldError("email", message("checkout.error.email"));
    await expectFieldError("phoneNumber", message("checkout.error.phone"));
    await expectFieldError("streetNumber", text("checkout.error.tooLong", { max: "5" }));
    await expect(page).toHaveURL(/\/kasse$/);
    await expectNoAxeViolations(page);

    // Fixed: the errors go as the fields are right.
    await fillDetails(page);
    await field(page, "streetNumber").fill("12");
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

    // A card carries the surcharge (1,5 %); at the door there is none.
    await paymentOption(page, "credit-cards").check();
    await expect(page.getByTestId("summary-surcharge")).toContainText("1,5");
    const total = euros(await page.getByTestId("summary-total").locator("dd").textContent());
    const toPay = euros(await page.getByTestId("summary-total-with-surcharge").locator("dd").textContent());
    expect(toPay).toBeCloseTo(Math.round(total * 101.5) / 100, 2);
    await paymentOption(page, "payment-at-the-door").check();
    await expect(page.getByTestId("summary-surcharge")).toHaveCount(0);
    await expect(paymentOption(page, "payment-at-the-door")).toBeChecked();
    // Keyboard: the radio group moves with the arrow keys (and sets the method), and back.
    await paymentOption(page, "payment-at-the-door").focus();
    await page.keyboard.press("ArrowDown");
    await expect(paymentOption(page, "credit-cards")).toBeChecked();
    await expect(page.getByTestId("summary-surcharge")).toBeVisible();
    await page.keyboard.press("ArrowUp");
    await expect(paymentOption(page, "payment-at-the-door")).toBeChecked();
    await expect(page.getByTestId("summary-surcharge")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/kasse-ok\?finalized=true&orderNumber=\d+$/);
    const confirmation = page.getByTestId("order-confirmation");
    await expect(confirmation.getByRole("heading", { level: 1 })).toHaveText(message("confirmation.title"));
    const orderNumber = new URL(page.url()).searchParams.get("orderNumber") ?? "";
    await expect(page.getByTestId("order-number")).toHaveText(
      text("confirmation.orderNumber", { orderNumber }),
    );
    await expect(page.getByTestId("checkout-service")).toContainText("Hohe Straße 12");
    await expect(page.getByTestId("order-line")).toHaveCount(lines);
    await expect(page.getByTestId("order-payment")).toContainText(
      message("checkout.payment.payment-at-the-door"),
    );
    await expectBadgeCount(page, 0);
    await expectNoAxeViolations(page);

    // The tracking of the order: begin_checkout, add_payment_info, purchase; no personal data.
    const layer = await dataLayer(page);
    const events = layer.filter((e) => typeof e.event === "string").map((e) => e.event);
    expect(events).toContain("begin_checkout");
    expect(events).toContain("add_payment_info");
    expect(events.indexOf("begin_checkout")).toBeLessThan(events.indexOf("add_payment_info"));
    // [issue 15 #4] add_shipping_info once, in the checkout: after begin_checkout, with the cart's lines.
    expect(events.filter((e) => e === "add_shipping_info")).toHaveLength(1);
    expect(events.indexOf("add_shipping_info")).toBe(events.indexOf("begin_checkout") + 1);
    const shipping = layer.find((e) => e.event === "add_shipping_info") as {
      ecommerce: { shipping_tier: string; value: number; items: unknown[] };
    };
    expect(shipping.ecommerce.shipping_tier).toBe("DELIVERY");
    expect(shipping.ecommerce.items).toHaveLength(lines);
    expect(shipping.ecommerce.value).toBeGreaterThan(0);
    // [issue 15 #9] add_payment_info once per confirmed choice: the method the order was placed with,
    // not one per option clicked on the way.
    const paymentTypes = layer
      .filter((e) => e.event === "add_payment_info")
      .map((e) => (e.ecommerce as { payment_type: string }).payment_type);
    expect(paymentTypes).toEqual(["payment-at-the-door"]);
    const purchases = layer.filter((e) => e.event === "purchase") as Array<{
      user_type: string;
      order_type: string;
      order_number_masked: string;
      ecommerce: {
        currency: string;
        value: number;
        transaction_id: string;
        coupon?: string;
        discount: number;
        shipping: number;
        tax: number;
        items: Array<{ price: number; quantity: number }>;
      };
    }>;
    expect(purchases).toHaveLength(1);
    const [purchase] = purchases;
    expect(purchase).toMatchObject({ user_type: "guest", order_type: "guest_order" });
    expect(purchase?.ecommerce.currency).toBe("EUR");
    expect(purchase?.ecommerce.items).toHaveLength(lines);
    // [issue 15 #1] value is the goods after the order's discounts (the always-on vouchers here):
    // the items' sum less the discount; shipping and tax are numbers beside it.
    const itemsSum = (purchase?.ecommerce.items ?? []).reduce(
      (n, i) => n + Math.round(i.price * 100) * i.quantity,
      0,
    );
    expect(itemsSum).toBeGreaterThanOrEqual(4000);
    expect(purchase?.ecommerce.discount).toBeGreaterThan(0);
    expect(purchase?.ecommerce.coupon).toBeTruthy();
    expect(Math.round(((purchase?.ecommerce.value ?? 0) + (purchase?.ecommerce.discount ?? 0)) * 100)).toBe(
      itemsSum,
    );
    for (const key of ["shipping", "tax"] as const) expect(typeof purchase?.ecommerce[key]).toBe("number");
    expect(purchase?.ecommerce.tax).toBeGreaterThan(0);
    // [issue 15 #2] the server's transaction id, and the masked number as its own parameter.
    expect(purchase?.ecommerce.transaction_id).toMatch(/^[0-9a-f]{20}$/);
    expect(purchase?.ecommerce.transaction_id).not.toContain(orderNumber.slice(-4));
    expect(purchase?.order_number_masked).toBe("*".repeat(orderNumber.length - 1) + orderNumber.slice(-1));
    // The purchase names the method add_payment_info named.
    expect(purchase?.ecommerce).toMatchObject({ payment_type: "payment-at-the-door" });
    const serialised = JSON.stringify(layer);
    for (const value of Object.values(SHOPPER)) expect(serialised).not.toContain(value);
    expect(serialised).not.toContain(orderNumber);

    // A reload of the confirmation reads the order again; an unknown number is not found.
    await page.reload();
    await expect(page.getByTestId("order-number")).toHaveText(
      text("confirmation.orderNumber", { orderNumber }),
    );
    await page.goto("/kasse-ok?finalized=true&orderNumber=4099999999");
    await expect(page.getByTestId("order-not-found")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("confirmation.notFound.title"));
  });

  test("[doc2 §4 §8] credit card through the test payment provider: Decline → back at checkout with the declined message; Pay → confirmation", async ({
    page,
  }) => {
    const lines = await fillCart(page, "pickup");
    await toCheckout(page);
    await expect(page.getByTestId("checkout-service")).toContainText(message("cart.service.pickupAt"));
    // Click and collect offers payment at the store, not at the door.
    await expect(paymentOption(page, "payment-at-the-store")).toBeVisible();
    await expect(paymentOption(page, "payment-at-the-door")).toHaveCount(0);
    await fillDetails(page);
    await field(page, "streetName").fill("Domkloster");
    await field(page, "streetNumber").fill("4");
    await field(page, "postalCode").fill("50667");
    await field(page, "city").fill("Köln");
    await paymentOption(page, "credit-cards").check();
    await expect(page.getByTestId("summary-surcharge")).toBeVisible();
    const toPay =
      (await page.getByTestId("summary-total-with-surcharge").locator("dd").textContent())?.trim() ?? "";

    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/psp\/pay\?/);
    await expect(page.getByRole("heading", { name: "Test payment provider" })).toBeVisible();
    // The provider charges what the checkout said: the total with the card surcharge.
    expect(euros(await page.locator("#amount").textContent())).toBeCloseTo(euros(toPay), 2);
    await page.getByRole("button", { name: "Decline" }).click();

    await expect(page).toHaveURL(/\/kasse\?paymentError=payment_declined$/);
    await expect(page.getByTestId("payment-error")).toHaveText(
      message("checkout.paymentError.payment_declined"),
    );
    // Nothing is lost, and the declined payment gave the cart back: it can be changed (another
    // method, too) and placed again.
    await expect(page.getByTestId("order-line")).toHaveCount(lines);
    await expect(page.getByTestId("summary-total-with-surcharge").locator("dd")).toHaveText(toPay);
    await expect(paymentOption(page, "payment-at-the-store")).toBeEnabled();
    await expect(page.getByTestId("place-order")).toHaveText(message("checkout.place"));
    await expectNoAxeViolations(page);

    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/psp\/pay\?/);
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/kasse-ok\?finalized=true&orderNumber=\d+$/);
    await expect(page.getByTestId("order-number")).toBeVisible();
    await expect(page.getByTestId("order-payment")).toContainText(message("checkout.payment.credit-cards"));
    await expect(page.getByTestId("summary-total-with-surcharge").locator("dd")).toHaveText(toPay);
    await expectBadgeCount(page, 0);
  });

  test("[doc2 §4] back from the payment page to checkout: the finalized cart is reset to an open one with its lines", async ({
    page,
  }) => {
    const lines = await fillCart(page, "pickup");
    await toCheckout(page);
    await fillDetails(page);
    await field(page, "streetName").fill("Domkloster");
    await field(page, "streetNumber").fill("4");
    await field(page, "postalCode").fill("50667");
    await field(page, "city").fill("Köln");
    await paymentOption(page, "credit-cards").check();
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/psp\/pay\?/);
    await page.goBack();
    await expect(page).toHaveURL(/\/kasse$/);
    await expect(page.getByTestId("order-line")).toHaveCount(lines);
    await expect(page.getByTestId("place-order")).toHaveText(message("checkout.place"));
    await expect(paymentOption(page, "payment-at-the-store")).toBeEnabled();
  });

  test("[doc2 §8] a card payment made before the cart changed does not pay the changed cart: back at checkout with the cart-changed message, the new total, and paying again places the order", async ({
    page,
  }) => {
    // Two trips to the payment provider after filling the cart.
    test.setTimeout(60_000);
    await fillCart(page, "pickup");
    await toCheckout(page);
    await fillDetails(page);
    await field(page, "streetName").fill("Domkloster");
    await field(page, "streetNumber").fill("4");
    await field(page, "postalCode").fill("50667");
    await field(page, "city").fill("Köln");
    await paymentOption(page, "credit-cards").check();
    const paid = euros(await page.getByTestId("summary-total-with-surcharge").locator("dd").textContent());
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/psp\/pay\?/);

    // While the payment page is open the cart is taken back and grown (another tab, a script).
    const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
    const api = (path: string, data?: unknown) =>
      page.request.post(path, { headers: { "X-XSRF-TOKEN": xsrf }, ...(data ? { data } : {}) });
    const reopened = await (await api("/api/carts/reset")).json();
    const sku = reopened.productLineItems[0].articleId as string;
    expect((await api("/api/carts/items", { sku, quantity: 1 })).status()).toBe(200);
    const grown = await (await api("/api/carts/finalize")).json();
    const newTotal = grown.priceInfo.totalWithSurcharge / 100;
    expect(newTotal).toBeGreaterThan(paid);

    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/kasse\?paymentError=payment_cart_changed$/);
    await expect(page.getByTestId("payment-error")).toHaveText(
      message("checkout.paymentError.payment_cart_changed"),
    );
    await expect
      .poll(async () =>
        euros(await page.getByTestId("summary-total-with-surcharge").locator("dd").textContent()),
      )
      .toBeCloseTo(newTotal, 2);
    await expectNoAxeViolations(page);

    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/psp\/pay\?/);
    expect(euros(await page.locator("#amount").textContent())).toBeCloseTo(newTotal, 2);
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/kasse-ok\?finalized=true&orderNumber=\d+$/);
    await expect
      .poll(async () =>
        euros(await page.getByTestId("summary-total-with-surcharge").locator("dd").textContent()),
      )
      .toBeCloseTo(newTotal, 2);
  });
});
