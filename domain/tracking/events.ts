import { Either, ParseResult, Schema } from "effect";

/**
 * The dataLayer events the shop emits (GA4 ecommerce shape). Each has a schema: the devtools
 * Tracking tab and the tests validate every projected event against it.
 */
const Item = Schema.Struct({
  item_id: Schema.String,
  item_name: Schema.String,
  item_brand: Schema.String,
  item_category: Schema.optional(Schema.String),
  item_category2: Schema.optional(Schema.String),
  item_category3: Schema.optional(Schema.String),
  price: Schema.Number.pipe(Schema.nonNegative()),
  quantity: Schema.Number.pipe(Schema.positive()),
  index: Schema.optional(Schema.Int.pipe(Schema.positive())),
  item_list_id: Schema.optional(Schema.String),
  item_list_name: Schema.optional(Schema.String),
});
const UserType = Schema.Literal("guest", "customer", "loyalty");
const Money = Schema.Struct({
  currency: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/)),
  value: Schema.Number.pipe(Schema.nonNegative()),
  items: Schema.Array(Item),
});
const List = Schema.Struct({
  item_list_id: Schema.String,
  item_list_name: Schema.String,
  items: Schema.Array(Item),
});

const PageView = Schema.Struct({
  event: Schema.Literal("page_view"),
  page_path: Schema.String.pipe(Schema.startsWith("/")),
  /** The page's URL without order ids and personal data; root-relative as projected, absolute as pushed. */
  page_location: Schema.String.pipe(Schema.pattern(/^(https?:\/\/[^/]+)?\//)),
  page_referrer: Schema.optional(Schema.String.pipe(Schema.pattern(/^(https?:\/\/[^/]+)?\//))),
  page_type: Schema.String,
  user_type: UserType,
});
const ViewItemList = Schema.Struct({ event: Schema.Literal("view_item_list"), ecommerce: List });
const SelectItem = Schema.Struct({ event: Schema.Literal("select_item"), ecommerce: List });
const moneyEvent = <T extends string>(name: T) =>
  Schema.Struct({ event: Schema.Literal(name), ecommerce: Money });
const ViewItem = moneyEvent("view_item");
export const AddToCart = moneyEvent("add_to_cart");
export const RemoveFromCart = moneyEvent("remove_from_cart");
export const ViewCart = moneyEvent("view_cart");
export const BeginCheckout = moneyEvent("begin_checkout");
export const AddShippingInfo = Schema.Struct({
  event: Schema.Literal("add_shipping_info"),
  ecommerce: Schema.extend(Money, Schema.Struct({ shipping_tier: Schema.String })),
});
export const AddPaymentInfo = Schema.Struct({
  event: Schema.Literal("add_payment_info"),
  ecommerce: Schema.extend(Money, Schema.Struct({ payment_type: Schema.String })),
});
/** Money in currency units with at most two decimals (cents / 100), never negative. */
const Amount = Schema.Number.pipe(
  Schema.nonNegative(),
  Schema.filter((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6 || "at most two decimals"),
);
/**
 * GA4's purchase (recommended-event reference): `value` is what the shopper paid for the goods,
 * after the order's discounts, without shipping; `discount` the order's discounts, `coupon` the
 * codes and vouchers that gave them, `shipping` the service fee charged, `tax` the VAT the total
 * contains. The discounts are order-level (the cart gives no per-line discount), so no item
 * carries `discount` or `coupon`, and `value` = Σ price × quantity − discount.
 */
export const Purchase = Schema.Struct({
  event: Schema.Literal("purchase"),
  user_type: UserType,
  order_type: Schema.Literal("guest_order", "first_order", "customer_order"),
  /** Document 2 §1: the order number masked except its last character (not unique: not an id). */
  order_number_masked: Schema.String.pipe(Schema.pattern(/^\**[^*]?$/u)),
  ecommerce: Schema.extend(
    Money,
    Schema.Struct({
      /** The server's keyed hash of the order number (unique per order, not revealing it). */
      transaction_id: Schema.String.pipe(Schema.pattern(/^[0-9A-Za-z_-]{1,64}$/)),
      /** The main payment's method key (document 2 §9). */
      payment_type: Schema.String,
      coupon: Schema.optional(Schema.String.pipe(Schema.minLength(1))),
      discount: Amount,
      shipping: Amount,
      tax: Amount,
    }),
  ),
});
/** GA4's search: one per submitted term. */
const Search = Schema.Struct({ event: Schema.Literal("search"), search_term: Schema.String });
const Hits = Schema.optional(Schema.Int.pipe(Schema.nonNegative()));
/** GA4's view_search_results, with the hits per searched type (custom parameters). */
const ViewSearchResults = Schema.Struct({
  event: Schema.Literal("view_search_results"),
  search_term: Schema.String,
  page_type: Schema.Literal("results"),
  results_products: Hits,
  results_categories: Hits,
  results_brands: Hits,
  results_content: Hits,
  results_recipes: Hits,
});
/**
 * Document 1 §8: a zero-result search is queued with term, type and page type; once per search,
 * when every searched type is empty (search_type: the searched types, comma-separated).
 */
const SearchZeroResults = Schema.Struct({
  event: Schema.Literal("search_zero_results"),
  search_term: Schema.String,
  search_type: Schema.String,
  page_type: Schema.String,
});

/** GA4's login and sign_up: the method only (the shop's one method is the e-mail address). */
const Login = Schema.Struct({
  event: Schema.Literal("login"),
  method: Schema.Literal("email"),
  user_type: UserType,
});
const SignUp = Schema.Struct({
  event: Schema.Literal("sign_up"),
  method: Schema.Literal("email"),
  /** Double opt-in: the account opens after the mailed link is followed. */
  confirmation_pending: Schema.Boolean,
});

export const DataLayerEvent = Schema.Union(
  Login,
  SignUp,
  PageView,
  ViewItemList,
  SelectItem,
  ViewItem,
  AddToCart,
  RemoveFromCart,
  ViewCart,
  BeginCheckout,
  AddShippingInfo,
  AddPaymentInfo,
  Purchase,
  Search,
  ViewSearchResults,
  SearchZeroResults,
);
export type DataLayerEvent = typeof DataLayerEvent.Type;

/** Keys that would carry personal data; none may appear anywhere in a tracking event. */
const PERSONAL_KEYS: ReadonlyArray<string> = [
  "email",
  "firstName",
  "lastName",
  "first_name",
  "last_name",
  "birthdate",
  "phone",
  "phoneNumber",
  "street",
  "streetName",
  "postalCode",
  "city",
  "customerId",
  "loyalityMemberId",
  "mpCardId",
  "address",
];
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Problems with personal data: forbidden keys anywhere, or a value that looks like an e-mail address. */
export const personalDataProblems = (value: unknown, path = "$"): string[] => {
  if (typeof value === "string") return EMAIL.test(value) ? [`${path} looks like an e-mail address`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => personalDataProblems(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [
      ...(PERSONAL_KEYS.includes(k) ? [`${path}.${k} is personal data`] : []),
      ...personalDataProblems(v, `${path}.${k}`),
    ]);
  return [];
};

const decode = Schema.decodeUnknownEither(DataLayerEvent);
/** Schema and personal-data check of one dataLayer event: the list of problems, empty when valid. */
export const dataLayerProblems = (value: unknown): string[] => {
  const decoded = decode(value, { onExcessProperty: "error" });
  const schema = Either.isLeft(decoded)
    ? [ParseResult.TreeFormatter.formatErrorSync(decoded.left).split("\n").slice(0, 6).join(" ")]
    : [];
  return [...schema, ...personalDataProblems(value)];
};
