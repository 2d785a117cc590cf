import { Schema } from "effect";
import { DeliveryPassLineItem } from "../delivery-pass/model";
import { Cents, noControlCharacters, Product, Sku } from "../discovery/product";

/**
 * Cart, checkout-service and voucher entities of document 2 §3 and §4. Money is integer cents,
 * weight integer grams, instants ISO 8601 strings (UTC).
 */

/** No `<` in free text (document 2 §5: "text must not contain <"). */
const noAngle = <A extends string, I, R>(self: Schema.Schema<A, I, R>) =>
  self.pipe(Schema.filter((s) => (s.includes("<") ? "must not contain <" : true)));

const Text = (max: number) => Schema.String.pipe(Schema.maxLength(max), noControlCharacters, noAngle);

export const DistributionType = Schema.Literal("DELIVERY", "CLICK_AND_COLLECT");
export type DistributionType = typeof DistributionType.Type;

/** The service-type names vouchers use (document 2 §3). */
export const VoucherServiceType = Schema.Literal("Delivery", "Click & Collect");
export type VoucherServiceType = typeof VoucherServiceType.Type;

const CartStatus = Schema.Literal("OPEN", "FINALIZED", "ORDERED", "ABANDONED");

export const CartMode = Schema.Literal("REGULAR", "ADDON");
export type CartMode = typeof CartMode.Type;

export const Position = Schema.Struct({
  lat: Schema.Number.pipe(Schema.between(-90, 90)),
  lng: Schema.Number.pipe(Schema.between(-180, 180)),
});
export type Position = typeof Position.Type;

/** Address fields shared by the distribution and the billing address; every field optional on input. */
const addressFields = {
  salutation: Schema.optional(Text(20)),
  title: Schema.optional(Text(15)),
  firstName: Schema.optional(Text(60)),
  lastName: Schema.optional(Text(60)),
  companyName: Schema.optional(Text(50)),
  valueAddedTaxId: Schema.optional(Text(14)),
  companyRegistrationNumber: Schema.optional(Text(14)),
  /** Street name: max 255 (document 2 §5). */
  streetName: Schema.optional(Text(255)),
  /** Street number: max 5 (document 2 §5). */
  streetNumber: Schema.optional(Text(5)),
  stairCase: Schema.optional(Text(4)),
  floor: Schema.optional(Text(20)),
  door: Schema.optional(Text(4)),
  postalCode: Schema.optional(Text(10)),
  city: Schema.optional(Text(60)),
  country: Schema.optional(Text(60)),
  countryCode: Schema.optional(Text(2)),
  /** Additional info: max 255 (document 2 §5). */
  additionalInfo: Schema.optional(Text(255)),
  phoneNumber: Schema.optional(Text(30)),
  email: Schema.optional(Text(50)),
} as const;

/**
 * Where the order goes: DELIVERY to an address (the server derives deliveryAreaNumber, storeId
 * and pickingUnitIds from the postal code or position), or CLICK_AND_COLLECT at storeId.
 */
export const DistributionAddress = Schema.Struct({
  distributionType: Schema.optional(DistributionType),
  storeId: Schema.optional(Schema.String.pipe(Schema.maxLength(40), noControlCharacters)),
  deliveryAreaNumber: Schema.optional(Schema.String.pipe(Schema.maxLength(40))),
  pickingUnitIds: Schema.optional(
    Schema.Array(Schema.String.pipe(Schema.maxLength(40))).pipe(Schema.maxItems(20)),
  ),
  position: Schema.optional(Position),
  ...addressFields,
});
export type DistributionAddress = typeof DistributionAddress.Type;

export const BillingAddress = Schema.Struct(addressFields);
export type BillingAddress = typeof BillingAddress.Type;

/** Availability of a cart line (document 2 §4). */
export const LineAvailability = Schema.Literal(
  "available",
  "ageRestricted",
  "temporarilyUnavailable",
  "unavailable",
);
export type LineAvailability = typeof LineAvailability.Type;

export const LineItem = Schema.Struct({
  lineItemId: Schema.String,
  /** The product's sku. */
  articleId: Schema.String,
  product: Product,
  /** Sale units, or grams for a weightArticle. */
  quantity: Schema.Int.pipe(Schema.positive()),
  /** The price the shopper pays per piece (per kg for a weightArticle): loyalty price for members. */
  perPiecePrice: Cents,
  /** linePrice of the quantity, without deposit. */
  totalPrice: Cents,
  /** Deposit of the line (without the crate part when crateDepositDesired is false). */
  depositPrice: Cents,
  weightGrams: Schema.Int.pipe(Schema.nonNegative()),
  availability: LineAvailability,
  /** VAT percent of the article: 7 (food) or 19. */
  vatRate: Schema.Literal(7, 19),
  /** ISO instant of the first add (the chronological sort). */
  addedAt: Schema.String,
});
export type LineItem = typeof LineItem.Type;

export const VoucherDiscount = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("amount"), value: Cents }),
  Schema.Struct({ kind: Schema.Literal("percent"), percent: Schema.Number.pipe(Schema.between(0, 100)) }),
);
export type VoucherDiscount = typeof VoucherDiscount.Type;

/** A general voucher (document 2 §3), plus what it is worth. */
export const Voucher = Schema.Struct({
  articleId: Schema.String,
  component: Schema.Literal("general-voucher"),
  type: Schema.Literal("general-online", "general-offline"),
  name: Schema.String,
  description: Schema.String,
  /** "Always", or a value starting with "First orders"; absent: never added automatically. */
  ecommerceAutomaticRedemption: Schema.optional(Schema.String),
  /** Empty: every service type. */
  ecommerceLimitAutomaticRedemptionToServiceTypes: Schema.Array(VoucherServiceType),
  discount: VoucherDiscount,
  /** The voucher only counts from this order value (cents). */
  minimumOrderValue: Cents,
});
export type Voucher = typeof Voucher.Type;

export const VoucherLineItem = Schema.Struct({
  lineItemId: Schema.String,
  articleId: Schema.String,
  voucher: Voucher,
  /** Whether the voucher counts now; `reason` says why not. */
  applied: Schema.Boolean,
  reason: Schema.optional(Schema.Literal("serviceType", "firstOrder", "minimumOrderValue", "offline")),
  /** The discount it gives now, in cents (0 when not applied). */
  discount: Cents,
  addedAt: Schema.String,
});
export type VoucherLineItem = typeof VoucherLineItem.Type;

export const DiscountCodeState = Schema.Literal(
  "valid",
  "expired",
  "maxApplicationsExceeded",
  "inactive",
  "invalidServiceType",
);
export type DiscountCodeState = typeof DiscountCodeState.Type;

export const CartDiscountCode = Schema.Struct({
  code: Schema.String,
  description: Schema.String,
  state: DiscountCodeState,
  /** The discount it gives now, in cents (0 unless valid). */
  discount: Cents,
});
export type CartDiscountCode = typeof CartDiscountCode.Type;

/** Payment method keys of document 2 §9, plus the gift-card wallet method. */
export const PaymentMethodKey = Schema.Literal(
  "apple-pay",
  "credit-cards",
  "google-pay",
  "pay-by-invoice-b2b",
  "pay-by-invoice-b2c",
  "payment-at-the-door",
  "payment-at-the-store",
  "paypal",
  "gift-card-rewe",
);
export type PaymentMethodKey = typeof PaymentMethodKey.Type;
export const GIFT_CARD_METHOD_KEY = "gift-card-rewe";

export const CartPayment = Schema.Struct({
  paymentId: Schema.String,
  methodKey: PaymentMethodKey,
  brandName: Schema.String,
  /** Gift card: the amount asked for; other methods: what is left to pay (with surcharge). */
  amountPlanned: Cents,
  /** Gift card only; shown masked except its last 4 characters. */
  giftCardCode: Schema.optional(Schema.String),
});
export type CartPayment = typeof CartPayment.Type;

/** A bookable window (document 2 §7 capacity calls). id: "<D|S>-<area or store>:<yyyy-mm-dd>T<HH>". */
export const DeliveryWindow = Schema.Struct({
  id: Schema.String,
  distributionType: DistributionType,
  /** Delivery area number or store id. */
  appointableId: Schema.String,
  start: Schema.String,
  end: Schema.String,
  capacity: Schema.Int.pipe(Schema.nonNegative()),
  remaining: Schema.Int.pipe(Schema.nonNegative()),
});
export type DeliveryWindow = typeof DeliveryWindow.Type;

export const PriceInfo = Schema.Struct({
  /** Articles at the regular price (before loyalty prices). */
  totalArticlePrice: Cents,
  /** Articles at the price this shopper pays: the value the order limits are checked against. */
  orderValue: Cents,
  depositFees: Cents,
  serviceFees: Cents,
  serviceFeesAfterDiscount: Cents,
  serviceFeeTaxRate: Schema.Int,
  /** Order-level discounts: vouchers plus discount codes (never more than orderValue). */
  discounts: Cents,
  savings: Schema.Struct({ loyalty: Cents, discountCodes: Cents, vouchers: Cents }),
  totalSavings: Cents,
  /** VAT contained in total (prices are gross). */
  totalVat: Cents,
  total: Cents,
  /** total with the card surcharge of the cart's payment method (= total without one). */
  totalWithSurcharge: Cents,
  /** Covered by gift-card payments. */
  coveredAmount: Cents,
  overAuthorizationPercentage: Schema.Number,
  overAuthorizationAmount: Cents,
  uncoveredAmountWithOverAuthorization: Cents,
  uncoveredAmountWithoutOverAuthorization: Cents,
});
export type PriceInfo = typeof PriceInfo.Type;

/** A line whose merged quantity was capped at maxQuantity (document 2 §4 cart merge): the shopper is told. */
export const CappedLine = Schema.Struct({
  sku: Schema.String,
  name: Schema.String,
  /** Both carts' quantities together. */
  requested: Schema.Int,
  /** What the merged line holds. */
  quantity: Schema.Int,
});
export type CappedLine = typeof CappedLine.Type;

export const Cart = Schema.Struct({
  id: Schema.String,
  customerId: Schema.NullOr(Schema.String),
  cartStatus: CartStatus,
  mode: CartMode,
  orderNumber: Schema.NullOr(Schema.String),
  /**
   * An add-on cart only (document 2 §4 cart mode ADDON): until when it can still be changed and
   * ordered, the order's cut-off (ISO 8601) as the server computes it; null when none is known.
   */
  addOnCutoff: Schema.optional(Schema.NullOr(Schema.String)),
  /** Number of product lines that can be ordered (productLineItems.length). */
  lineItemCount: Schema.Int,
  productLineItems: Schema.Array(LineItem),
  /** Lines that cannot be ordered now (age restriction, unavailable in the cart's store). */
  unavailableLineItems: Schema.Array(LineItem),
  voucherLineItems: Schema.Array(VoucherLineItem),
  discountCodes: Schema.Array(CartDiscountCode),
  distributionAddress: Schema.NullOr(DistributionAddress),
  distributionWindow: Schema.NullOr(DeliveryWindow),
  billingAddress: Schema.NullOr(BillingAddress),
  payments: Schema.Array(CartPayment),
  crateDepositDesired: Schema.Boolean,
  /** Grams of the orderable lines. */
  weight: Schema.Int,
  /** The service fee is waived from this orderValue (cents) for the cart's service type. */
  freeOfChargeThreshold: Cents,
  /** The delivery pass bought with this cart (document 2 §3), priced by the server. */
  deliveryPassLineItem: Schema.NullOr(DeliveryPassLineItem),
  priceInfo: PriceInfo,
  /** Bumped by every change. */
  version: Schema.Int,
});
export type Cart = typeof Cart.Type;

export const ValidationCode = Schema.Literal(
  "004",
  "005",
  "006",
  "007",
  "008",
  "022",
  "023",
  "029",
  "031",
  "130",
  "131",
  "132",
  "140",
  "141",
  "223",
  "227",
  "228",
  "229",
  "260",
  "261",
  "264",
);
export type ValidationCode = typeof ValidationCode.Type;

export const ValidationError = Schema.Struct({
  code: ValidationCode,
  message: Schema.String,
  /** What the error is about: a line item id, a discount code, a payment id, a window id. */
  subject: Schema.optional(Schema.String),
});
export type ValidationError = typeof ValidationError.Type;

export const ValidationResult = Schema.Struct({
  cartDTO: Cart,
  errors: Schema.Array(ValidationError),
});
export type ValidationResult = typeof ValidationResult.Type;

export const OrderConfig = Schema.Struct({
  minOrderValueDelivery: Cents,
  minOrderValueCC: Cents,
  maxOrderValueDelivery: Cents,
  maxOrderValueCC: Cents,
  maxOrderWeightDelivery: Schema.Int.pipe(Schema.positive()),
  maxOrderWeightCC: Schema.Int.pipe(Schema.positive()),
  /** Not named by the specification: the service fees and their free-of-charge thresholds. */
  serviceFeeDelivery: Cents,
  serviceFeeCC: Cents,
  freeOfChargeThresholdDelivery: Cents,
  freeOfChargeThresholdCC: Cents,
  /** Card surcharge percent (document 2 §9 "from configuration"); may have two decimals. */
  surchargePercent: Schema.Number.pipe(Schema.between(0, 100)),
  overAuthorizationPercentage: Schema.Number.pipe(Schema.between(0, 100)),
  /**
   * Not named by the specification: how long a finalized cart that is not yet paid holds its
   * delivery window (minutes; windowHoldMinutesOf gives the default when absent, as in configs and
   * recordings from before it existed). After that the window's capacity is given back; the order
   * is still placed at checkout if the window has room then.
   */
  windowHoldMinutes: Schema.optional(Schema.Int.pipe(Schema.between(1, 24 * 60))),
});
export type OrderConfig = typeof OrderConfig.Type;

const OpeningHours = Schema.Struct({
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  dayOfWeek: Schema.Int.pipe(Schema.between(1, 7)),
  opens: Schema.String,
  closes: Schema.String,
});

/** A store's services; their texts are the messages storeFinder.service.<key>. */
const StoreService = Schema.Literal(
  "clickAndCollect",
  "bakery",
  "butcher",
  "fishCounter",
  "bottleReturn",
  "parking",
);

export const Store = Schema.Struct({
  storeId: Schema.String,
  name: Schema.String,
  streetName: Schema.String,
  streetNumber: Schema.String,
  postalCode: Schema.String,
  city: Schema.String,
  position: Position,
  openingHours: Schema.Array(OpeningHours),
  /** Picking units that prepare click-and-collect orders; none: no click and collect here. */
  pickingUnitIds: Schema.Array(Schema.String),
  temporarilyClosed: Schema.Boolean,
  /** What the store offers besides the shop floor (the store finder lists them); absent: none named. */
  services: Schema.optional(Schema.Array(StoreService)),
});
export type Store = typeof Store.Type;

export const DeliveryArea = Schema.Struct({
  deliveryAreaNumber: Schema.String,
  name: Schema.String,
  postalCodes: Schema.Array(Schema.String),
  center: Position,
  /** The store whose picking units prepare the area's orders. */
  storeId: Schema.String,
  pickingUnitIds: Schema.Array(Schema.String),
});
export type DeliveryArea = typeof DeliveryArea.Type;

export const CapacityEntry = Schema.Struct({
  sku: Schema.String,
  available: Schema.Boolean,
  /** ISO instant from which a temporarily unavailable article can be ordered again. */
  availableAgainAt: Schema.NullOr(Schema.String),
});

export const NotAddedItem = Schema.Struct({
  sku: Schema.String,
  quantity: Schema.Int,
  /** What was added instead (0: nothing). */
  addedQuantity: Schema.Int,
  reason: Schema.Literal(
    "notFound",
    "unavailable",
    "maxQuantityReached",
    "capped",
    "invalidQuantity",
    "offline",
  ),
});
export type NotAddedItem = typeof NotAddedItem.Type;

export const AddOutcome = Schema.Literal("added", "capped", "maxquantityreached", "removed", "voucherAdded");
export type AddOutcome = typeof AddOutcome.Type;

/** A positive quantity (sale units, or grams of a weightArticle). */
const Quantity = Schema.Int.pipe(
  Schema.greaterThanOrEqualTo(0, { message: () => "quantity must not be negative" }),
  Schema.lessThanOrEqualTo(100_000, { message: () => "quantity must be at most 100000" }),
);

export const ItemRequest = Schema.Struct({
  sku: Sku,
  quantity: Quantity,
});
