import type {
  BillingAddress,
  Cart,
  CartDiscountCode,
  DeliveryArea,
  DistributionAddress,
  DistributionType,
  OrderConfig,
  Store,
  ValidationCode,
  ValidationError,
  Voucher,
  VoucherLineItem,
} from "../../domain/cart/model";
import { GIFT_CARD_METHOD_KEY, LineItem } from "../../domain/cart/model";
import { isLoyaltyPriced, priceCart, priceLine } from "../../domain/cart/pricing";
import { hasDeliveryPass } from "../../domain/cart/rules/delivery-pass";
import { discountCodeRefusal, VALIDATION_MESSAGES } from "../../domain/cart/rules/validation";
import { voucherApplicability } from "../../domain/cart/rules/vouchers";
import { EMAIL_PATTERN, LEGACY_PHONE, POSTAL_CODE } from "../../domain/checkout/address";
import { mainPaymentOf } from "../../domain/checkout/payment";
import type { DeliveryPass, DeliveryPassOffer } from "../../domain/delivery-pass/model";
import type { Product } from "../../domain/discovery/product";
import type { Customer } from "../../domain/session/customer";
import { addOnCutoffOf } from "../addon/store";
import { lineAvailability } from "../capacity/availability";
import { lookupWindow, scopeType, type WindowLookup } from "../capacity/windows";
import { findCustomerById } from "../customers/store";
import type { Db } from "../db/db";
import { customerPass, loadPassOffer } from "../delivery-pass/store";
import { storeAvailability } from "../discovery/availability";
import { productsBySkus } from "../discovery/store";
import { areaOfAddress, findStore, storeServes } from "../distribution/store";
import { now as clockNow } from "../http/clock";
import { trustedBuilder } from "../http/trusted-values";
import { Lru } from "../read-cache/lru";
import {
  type DiscountCode,
  discountCodeState,
  findDiscountCodes,
  findGiftCards,
  GIFT_CARD_CODE,
  generalVouchers,
  loadOrderConfig,
  serviceFeeGaps,
} from "../vouchers/store";
import type { CartSnapshot } from "./snapshot";
import type { CartRow } from "./state";

/** Everything a cart's view depends on besides its own row, loaded in a few queries. */
export interface CartContext {
  readonly now: number;
  readonly customer: Customer | null;
  readonly config: OrderConfig;
  readonly products: ReadonlyMap<string, Product>;
  readonly vouchers: ReadonlyMap<string, Voucher>;
  readonly codes: ReadonlyMap<string, DiscountCode>;
  readonly type: DistributionType | undefined;
  readonly store: Store | undefined;
  readonly area: DeliveryArea | undefined;
  readonly window: WindowLookup | undefined;
  readonly storeFromHint: boolean;
  readonly passOffer: DeliveryPassOffer | undefined;
  /** The customer's latest pass (valid or not). */
  readonly customerPass: DeliveryPass | null;
  /** An add-on cart's order cut-off (ISO 8601), null for a regular cart or when none is known. */
  readonly addOnCutoff: string | null;
  /** The lines' products without service-fee data, when read with the cart (else validation asks). */
  readonly feeGaps?: ReadonlySet<string> | undefined;
}

/** What a cart snapshot (./snapshot) already read in its one round trip: not asked again. */
export type Prefetched = Pick<
  CartSnapshot,
  "config" | "passOffer" | "products" | "feeGaps" | "customerId" | "customer" | "customerPass"
>;

/** The prefetched customer and pass, when read for this cart's customer (not one set since). */
const prefetchedCustomer = (row: CartRow, pre: Prefetched | undefined) =>
  pre && pre.customerId === row.customer_id ? pre : undefined;

/** The prefetched products, when they cover every line (a line added since was not read). */
const coveredProducts = (row: CartRow, pre: Prefetched | undefined) =>
  pre && row.state.lines.every((l) => pre.products.has(l.sku)) ? pre : undefined;

export const loadContext = async (
  db: Db,
  row: CartRow,
  now = clockNow(),
  prefetched?: Prefetched,
): Promise<CartContext> => {
  const s = row.state;
  const pre = coveredProducts(row, prefetched);
  const who = prefetchedCustomer(row, prefetched);
  const address = s.distributionAddress;
  const type = address?.distributionType;
  const [customer, config, products, vouchers, codes, area, window, passOffer, pass, addOnCutoff] =
    await Promise.all([
      who
        ? who.customer
        : row.customer_id
          ? findCustomerById(db, row.customer_id).then((c) => c ?? null)
          : Promise.resolve(null),
      prefetched ? prefetched.config : loadOrderConfig(db),
      pre
        ? pre.products
        : productsBySkus(
            db,
            s.lines.map((l) => l.sku),
          ),
      s.vouchers.length > 0 ? generalVouchers(db) : Promise.resolve([]),
      findDiscountCodes(db, s.discountCodes, row.id),
      type === "DELIVERY" && address ? areaOfAddress(db, address) : Promise.resolve(undefined),
      s.windowId ? lookupWindow(db, s.windowId, now, row.id) : Promise.resolve(undefined),
      prefetched ? prefetched.passOffer : loadPassOffer(db),
      who ? who.customerPass : customerPass(db, row.customer_id),
      s.mode === "ADDON" && s.orderNumber ? addOnCutoffOf(db, s.orderNumber) : Promise.resolve(null),
    ]);
  const storeId = address ? (type === "DELIVERY" ? area?.storeId : address.storeId) : s.storeHint;
  const store = storeId ? await findStore(db, storeId) : undefined;
  return {
    now,
    customer,
    config,
    products,
    vouchers: new Map(vouchers.map((v) => [v.articleId, v] as const)),
    codes,
    type,
    store,
    area,
    window: window ?? undefined,
    /** A store from the storeHint only decides availability, never the distribution checks. */
    storeFromHint: !address && store !== undefined,
    passOffer,
    customerPass: pass,
    addOnCutoff,
    feeGaps: pre?.feeGaps,
  };
};

/**
 * The store whose availability the cart's lines have: the service's store (for delivery the
 * delivery area's, stored with the address), else the store the client named (storeHint).
 */
export const cartStoreId = (s: CartRow["state"]): string | undefined =>
  s.distributionAddress ? s.distributionAddress.storeId : s.storeHint;

/**
 * An add is refused for what the cart's store cannot sell now: the same rule as the listing's and
 * the cart view's availability (storeAvailability), so no add leaves a line the cart then shows as
 * not orderable.
 */
export const orderableAt = (product: Product, storeId: string | undefined): boolean =>
  storeAvailability(product.sku, product.availability, storeId) === "available";

/**
 * Cart lines as answers send them, checked once and kept (issue 18): a cart call's answer carried
 * every line through the answer's schema check and JSON again, though a line only changes when its
 * product (a new version is a new object), quantity or prices do. A line is kept under all of its
 * values, so a kept line is exactly the line this call built; its product must be a trusted one
 * (frozen: ../http/trusted-values), whose identity names its version.
 */
const checkedLine = trustedBuilder(LineItem);
const MAX_KEPT_LINES = 5_000;
/** Each line weighs 1: the bound is a number of lines. */
const keptLines = new Lru<{ readonly line: LineItem; readonly bytes: 1 }>(MAX_KEPT_LINES);
const productIds = new WeakMap<Product, number>();
let productCount = 0;

const keptLine = (item: LineItem): LineItem => {
  const { product } = item;
  if (!Object.isFrozen(product)) return item;
  let productId = productIds.get(product);
  if (productId === undefined) {
    productId = ++productCount;
    productIds.set(product, productId);
  }
  // Every field but the product, by name: a field added to the line later is part of the key too.
  let key = String(productId);
  for (const [name, value] of Object.entries(item)) {
    if (name === "product") continue;
    if (value !== null && typeof value === "object") return checkedLine(item);
    key += `\u0000${name}=${String(value)}`;
  }
  const known = keptLines.get(key);
  if (known) return known.line;
  const checked = checkedLine(item);
  keptLines.set(key, { line: checked, bytes: 1 });
  return checked;
};

/** The cart as the client sees it: prices, availability and discounts derived now. */
export const cartView = (row: CartRow, ctx: CartContext): Cart => {
  const s = row.state;
  const loyalty = isLoyaltyPriced(ctx.customer);
  const storeId = ctx.store?.storeId;
  const available: LineItem[] = [];
  const unavailable: LineItem[] = [];
  const pricedAvailable = [];
  for (const line of s.lines) {
    const product = ctx.products.get(line.sku);
    if (!product) continue; // delisted since: dropped from the view
    const priced = priceLine(product, line.quantity, loyalty, s.crateDepositDesired);
    const item = keptLine({
      lineItemId: line.lineItemId,
      articleId: line.sku,
      product,
      quantity: line.quantity,
      perPiecePrice: priced.perPiecePrice,
      totalPrice: priced.totalPrice,
      depositPrice: priced.depositPrice,
      weightGrams: priced.weightGrams,
      availability: lineAvailability(product, storeId, ctx.customer, ctx.now),
      vatRate: priced.vatRate,
      addedAt: line.addedAt,
    });
    if (item.availability === "available") {
      available.push(item);
      pricedAvailable.push(priced);
    } else unavailable.push(item);
  }

  const voucherItems = s.vouchers.flatMap((v) => {
    const voucher = ctx.vouchers.get(v.articleId);
    return voucher
      ? [{ line: v, voucher, applicability: voucherApplicability(voucher, ctx.type, ctx.customer) }]
      : [];
  });
  const codeStates = s.discountCodes.flatMap((code) => {
    const d = ctx.codes.get(code);
    return d ? [{ d, state: discountCodeState(d, ctx.type, ctx.now) }] : [];
  });
  const mainPayment = mainPaymentOf(s.payments);
  const giftCards = s.payments.filter((p) => p.methodKey === GIFT_CARD_METHOD_KEY);

  const price = priceCart({
    lines: pricedAvailable,
    vouchers: voucherItems.filter((v) => v.applicability.ok).map((v) => v.voucher),
    codes: codeStates
      .filter((c) => c.state === "valid")
      .map((c) => ({ code: c.d.code, discount: c.d.discount })),
    config: ctx.config,
    type: ctx.type,
    methodKey: mainPayment?.methodKey,
    giftCardAmounts: giftCards.map((g) => g.amount ?? 0),
    ...(ctx.passOffer
      ? {
          deliveryPass: {
            linePrice: s.deliveryPass ? ctx.passOffer.price : 0,
            // Document 2 §4: a valid pass, or a pass line item in the cart.
            freeDeliveryThreshold: hasDeliveryPass(ctx.customerPass, ctx.now, s.deliveryPass !== undefined)
              ? ctx.passOffer.freeDeliveryThreshold
              : null,
          },
        }
      : {}),
  });
  const pi = price.priceInfo;

  const voucherLineItems: VoucherLineItem[] = voucherItems.map(({ line, voucher, applicability }) => {
    const discount = price.voucherDiscounts.get(voucher.articleId) ?? 0;
    const belowMinimum = applicability.ok && pi.orderValue < voucher.minimumOrderValue;
    const reason = !applicability.ok ? applicability.reason : belowMinimum ? "minimumOrderValue" : undefined;
    return {
      lineItemId: line.lineItemId,
      articleId: voucher.articleId,
      voucher,
      applied: reason === undefined,
      ...(reason ? { reason } : {}),
      discount,
      addedAt: line.addedAt,
    };
  });
  const discountCodes: CartDiscountCode[] = codeStates.map(({ d, state }) => ({
    code: d.code,
    description: d.description,
    state,
    discount: price.codeDiscounts.get(d.code) ?? 0,
  }));

  return {
    id: row.id,
    customerId: row.customer_id,
    cartStatus: row.status,
    mode: s.mode,
    orderNumber: s.orderNumber,
    ...(s.mode === "ADDON" ? { addOnCutoff: ctx.addOnCutoff } : {}),
    lineItemCount: available.length,
    productLineItems: available,
    unavailableLineItems: unavailable,
    voucherLineItems,
    discountCodes,
    distributionAddress: s.distributionAddress,
    distributionWindow: ctx.window?.window ?? null,
    billingAddress: s.billingAddress,
    payments: s.payments.map((p) => ({
      paymentId: p.paymentId,
      methodKey: p.methodKey,
      brandName: p.brandName,
      amountPlanned:
        p.methodKey === GIFT_CARD_METHOD_KEY ? (p.amount ?? 0) : pi.totalWithSurcharge - pi.coveredAmount,
      ...(p.giftCardCode ? { giftCardCode: maskCode(p.giftCardCode) } : {}),
    })),
    crateDepositDesired: s.crateDepositDesired,
    weight: price.weight,
    freeOfChargeThreshold: price.freeOfChargeThreshold,
    deliveryPassLineItem:
      s.deliveryPass && ctx.passOffer
        ? {
            lineItemId: s.deliveryPass.lineItemId,
            articleId: ctx.passOffer.articleId,
            name: ctx.passOffer.name,
            price: ctx.passOffer.price,
            durationDays: ctx.passOffer.durationDays,
            addedAt: s.deliveryPass.addedAt,
          }
        : null,
    priceInfo: pi,
    version: row.version,
  };
};

const maskCode = (code: string) =>
  code.length <= 4 ? code : `${"*".repeat(code.length - 4)}${code.slice(-4)}`;

const filled = (v: string | undefined) => v !== undefined && v.trim() !== "";

/** Street name, street number, postal code and city (document 2 §3 "complete"), and a German postal code. */
const addressComplete = (
  a: Pick<DistributionAddress, "streetName" | "streetNumber" | "postalCode" | "city">,
) =>
  filled(a.streetName) &&
  filled(a.streetNumber) &&
  filled(a.city) &&
  POSTAL_CODE.test(a.postalCode?.trim() ?? "");

const billingValid = (b: BillingAddress) =>
  filled(b.firstName) &&
  filled(b.lastName) &&
  addressComplete(b) &&
  (!filled(b.email) || EMAIL_PATTERN.test(b.email ?? ""));

/** The validation codes of document 2 §8 that apply to the cart now; see docs in the report for each rule. */
export const validationErrors = async (
  db: Db,
  row: CartRow,
  ctx: CartContext,
): Promise<ValidationError[]> => {
  const s = row.state;
  const errors: ValidationError[] = [];
  const add = (code: ValidationCode, subject?: string) =>
    errors.push({ code, message: VALIDATION_MESSAGES[code], ...(subject !== undefined ? { subject } : {}) });
  const a = s.distributionAddress;
  const b = s.billingAddress;

  // Distribution location.
  if (!a) add("005");
  else if (!a.distributionType) add("130");
  else if (a.distributionType === "DELIVERY") {
    if (!addressComplete(a)) add("004");
    if (!ctx.area) add("132");
    else if (!ctx.store || !storeServes(ctx.store)) add("131");
  } else {
    if (!ctx.store) add("132");
    else if (!storeServes(ctx.store)) add("131");
  }

  // Contact: e-mail and phone from the billing address, else from the distribution address (for
  // delivery the distribution address's phone comes first: the driver calls it).
  if (ctx.type) {
    const email = b?.email?.trim() || a?.email?.trim();
    if (!email) add("006");
    const phone =
      ctx.type === "DELIVERY"
        ? a?.phoneNumber?.trim() || b?.phoneNumber?.trim()
        : b?.phoneNumber?.trim() || a?.phoneNumber?.trim();
    if (!phone || !LEGACY_PHONE.test(phone)) add("007");
  }
  if (!b || !billingValid(b)) add("031");

  // Time slot.
  if (!s.windowId) add("008");
  else if (!ctx.window?.exists) add("140", s.windowId);
  else if (ctx.window.expired) add("141", s.windowId);
  else {
    const w = ctx.window.window;
    const expected = ctx.type === "DELIVERY" ? ctx.area?.deliveryAreaNumber : ctx.store?.storeId;
    if (
      !ctx.type ||
      scopeType(w.id.startsWith("D-") ? "D" : "S") !== ctx.type ||
      w.appointableId !== expected
    )
      add("022", s.windowId);
    else if (w.remaining <= 0) add("023", s.windowId);
  }

  // Service-fee data of the lines.
  const gaps =
    ctx.feeGaps ??
    (await serviceFeeGaps(
      db,
      s.lines.map((l) => l.sku),
    ));
  for (const l of s.lines) if (gaps.has(l.sku)) add("029", l.lineItemId);

  // Discount codes.
  for (const code of s.discountCodes) {
    const d = ctx.codes.get(code);
    if (!d) continue;
    const refused = discountCodeRefusal(discountCodeState(d, ctx.type, ctx.now));
    if (refused !== null) add(refused, code);
  }

  // Gift-card payments: malformed code 260, not in this customer's wallet 264, balance too low 261.
  const cards = s.payments.filter((p) => p.methodKey === GIFT_CARD_METHOD_KEY);
  const found = await findGiftCards(
    db,
    cards.flatMap((p) => (p.giftCardCode ? [p.giftCardCode] : [])),
  );
  for (const p of cards) {
    const code = p.giftCardCode ?? "";
    const card = found.get(code);
    if (!GIFT_CARD_CODE.test(code)) add("260", p.paymentId);
    else if (!card || card.customerId === null || card.customerId !== row.customer_id)
      add("264", p.paymentId);
    else if ((p.amount ?? 0) > card.balance) add("261", p.paymentId);
  }
  return errors;
};
