import { Effect } from "effect";
import { finalizeCart, getCart, setBillingAddress, setCartPayment } from "../../api/cart";
import { runValidation } from "../../cart/handlers/validation";
import { type Cart, GIFT_CARD_METHOD_KEY, type PaymentMethodKey } from "../../cart/model";
import { reportFailure, unclearStatus } from "../../cart/policy";
import { GIFT_CARD_BRAND, paidByGiftCardsAlone } from "../../cart/rules/gift-card-payment";
import { Navigation } from "../../ports/navigation";
import { checkout } from "../access";
import { missingFields, toBillingAddress } from "../address";
import { hiddenCheckoutFields, withoutHidden } from "../billing-fields";
import type { ChoosePaymentMethod, PlaceOrder } from "../commands";
import {
  BRAND_NAMES,
  isOfferedFor,
  isPaidOnline,
  mainPayment,
  paymentReturnSearch,
  pspUrl,
} from "../payment";
import { checkoutBlocker } from "../rules";
import { CartNotOrderable, checkoutCall, listedCodes, OrderInputRejected } from "./calls";
import { goTo, pathOf } from "./route";

/**
 * POST /api/carts/finalize. A 409 cart_invalid / order_limits is the shopper's to fix (shown,
 * nothing lost). Without a clear answer the cart is read again: FINALIZED means it went through.
 */
const finalize = (before: Cart) =>
  checkoutCall(finalizeCart, {}).pipe(
    Effect.catchTag("CheckoutCallFailed", (e) =>
      Effect.gen(function* () {
        if (e.status === 409 && (e.code === "cart_invalid" || e.code === "order_limits"))
          return yield* new CartNotOrderable({
            reason: e.code === "cart_invalid" ? "cartInvalid" : "orderLimits",
            codes: listedCodes(e),
            message: e.message,
          });
        if (!unclearStatus(e.status)) return yield* e;
        const fresh = yield* checkoutCall(getCart, {}).pipe(Effect.orElseFail(() => e));
        if (fresh.id !== before.id || fresh.cartStatus !== "FINALIZED") return yield* e;
        return fresh;
      }),
    ),
  );

/**
 * The finalized cart on to its payment (document 2 §4): methods paid offline go at once to the
 * payment-return route (id = the cart id); online ones leave for the payment provider, which
 * returns to the payment-return route with paymentId.
 */
const handOver = (
  cart: Cart,
  methodKey: PaymentMethodKey,
  brandName: string,
  methodType: "ONE_TIER" | "WALLET" = "ONE_TIER",
) =>
  Effect.gen(function* () {
    const returnPath = yield* pathOf("paymentReturn");
    if (returnPath === undefined) return "failed" as const;
    const online = isPaidOnline(methodKey);
    const search = paymentReturnSearch({
      // Online, the provider appends its paymentId: that is the checkout id then.
      cartId: online ? null : cart.id,
      methodKey,
      brandName,
      initiator: "REDIRECT",
      methodType,
    });
    if (online) {
      yield* checkout.emit({ _tag: "PaymentHandedOver", methodKey, to: "provider", returnQuery: search });
      yield* (yield* Navigation).leave(pspUrl(cart.id, `${returnPath}${search}`));
      return "redirected" as const;
    }
    yield* checkout.emit({ _tag: "PaymentHandedOver", methodKey, to: "paymentReturn", returnQuery: search });
    yield* goTo("paymentReturn", search, "push");
    return "paymentreturn" as const;
  });

/** Billing address, finalize, payment: each step's answer is the cart. */
const place = (c: typeof PlaceOrder.Type, cart: Cart) =>
  Effect.gen(function* () {
    const payment = mainPayment(cart);
    const type = cart.distributionAddress?.distributionType;
    // Gift cards that cover the whole order pay it alone (document 2 §9, method type WALLET).
    const giftCardsAlone = (c: Cart) =>
      mainPayment(c) === undefined && paidByGiftCardsAlone(c)
        ? handOver(c, GIFT_CARD_METHOD_KEY, GIFT_CARD_BRAND, "WALLET")
        : undefined;
    // A cart finalized by this checkout whose payment failed: the same cart is paid again.
    if (cart.cartStatus === "FINALIZED") {
      const alone = giftCardsAlone(cart);
      if (alone && !payment) {
        yield* checkout.emit({ _tag: "OrderPlacementStarted", methodKey: GIFT_CARD_METHOD_KEY });
        return yield* alone;
      }
      if (!payment) return yield* new OrderInputRejected({ reason: "noPaymentMethod", codes: [] });
      yield* checkout.emit({ _tag: "OrderPlacementStarted", methodKey: payment.methodKey });
      return yield* handOver(cart, payment.methodKey, payment.brandName);
    }
    // The form checks every rule of document 2 §5 before it sends; here the required fields.
    const { config } = yield* checkout.inputs;
    const hidden = hiddenCheckoutFields(c.address.salutation, config?.billingAddressFields);
    const missing = missingFields(c.address).filter((f) => !hidden.has(f));
    if (missing.length > 0)
      return yield* new OrderInputRejected({ reason: "invalidAddress", codes: missing });
    const alone = !payment && paidByGiftCardsAlone(cart);
    if (!alone && (!payment || !isOfferedFor(payment.methodKey, type)))
      return yield* new OrderInputRejected({ reason: "noPaymentMethod", codes: [] });
    yield* checkout.emit({
      _tag: "OrderPlacementStarted",
      methodKey: payment?.methodKey ?? GIFT_CARD_METHOD_KEY,
    });
    const billed = yield* checkoutCall(setBillingAddress, {
      body: toBillingAddress(withoutHidden(c.address, hidden)),
    });
    yield* checkout.emit({ _tag: "BillingAddressSaved", cart: billed });
    const finalized = yield* finalize(billed);
    yield* checkout.emit({ _tag: "CartFinalized", cart: finalized });
    const paid = mainPayment(finalized) ?? payment;
    const byGiftCards = giftCardsAlone(finalized);
    if (byGiftCards) return yield* byGiftCards;
    if (!paid) return yield* new OrderInputRejected({ reason: "noPaymentMethod", codes: [] });
    return yield* handOver(finalized, paid.methodKey, paid.brandName);
  });

/** The placement stopped: nothing is lost, the shopper sees why and can try again. */
const stopped = (
  reason: "invalidAddress" | "noPaymentMethod" | "cartInvalid" | "orderLimits" | "failed",
  codes: ReadonlyArray<string>,
  status = 0,
  message = "",
) => checkout.emit({ _tag: "OrderPlacementFailed", reason, codes: [...codes], status, message });

/** Sets the method on the cart (POST /api/carts/payment); the cart answers totalWithSurcharge. */
export const choosePaymentMethod = (c: typeof ChoosePaymentMethod.Type) =>
  Effect.gen(function* () {
    const { cart } = yield* checkout.inputs;
    if (cart === null) return "nocart";
    // A finalized cart keeps its method (document 2 §4): it waits for its payment.
    if (cart.cartStatus !== "OPEN" || (yield* checkout.state).placement !== "idle") return "locked";
    if (!isOfferedFor(c.methodKey, cart.distributionAddress?.distributionType)) return "notoffered";
    if (mainPayment(cart)?.methodKey === c.methodKey) return "unchanged";
    const brandName = BRAND_NAMES[c.methodKey];
    const r = yield* checkoutCall(setCartPayment, { body: { methodKey: c.methodKey, brandName } }).pipe(
      Effect.either,
    );
    if (r._tag === "Left")
      return yield* reportFailure("ChoosePaymentMethod", r.left, false, unclearStatus(r.left.status));
    yield* checkout.emit({ _tag: "PaymentMethodChosen", methodKey: c.methodKey, brandName, cart: r.right });
    return "chosen";
  });

/**
 * Place order (document 2 §2 checkout, §4): the billing address (POST billing-address), the cart
 * finalized (POST finalize), then the payment. A cart that does not validate or misses the order
 * limits is shown to the shopper with the cart's validation refreshed; nothing is lost.
 */
export const placeOrder = (c: typeof PlaceOrder.Type) =>
  Effect.gen(function* () {
    const { cart } = yield* checkout.inputs;
    if ((yield* checkout.state).placement !== "idle") return "busy";
    if (cart === null || checkoutBlocker(cart) !== null) return "notready";
    return yield* place(c, cart).pipe(
      Effect.catchTag("OrderInputRejected", (e) =>
        Effect.as(
          stopped(e.reason, e.codes),
          e.reason === "invalidAddress" ? ("invalidaddress" as const) : ("nopaymentmethod" as const),
        ),
      ),
      Effect.catchTag("CartNotOrderable", (e) =>
        Effect.gen(function* () {
          yield* stopped(e.reason, e.codes, 409, e.message);
          // The cart page and the checkout show the validation's errors: read them fresh.
          if (e.reason === "cartInvalid") yield* runValidation("request");
          return e.reason === "cartInvalid" ? ("cartinvalid" as const) : ("orderlimits" as const);
        }),
      ),
      Effect.catchTag("CheckoutCallFailed", (e) =>
        Effect.gen(function* () {
          yield* stopped("failed", e.code ? [e.code] : [], e.status, e.message);
          // The failure policy the checkout shares with the cart: a notification, and code 3 sends the shopper on.
          return yield* reportFailure("PlaceOrder", e);
        }),
      ),
    );
  });
