import { type Finding, isObject, type Payload, sameAmount } from "./finding";

/**
 * GA4's rules for the dataLayer pushes, from Google's own references: the recommended-event
 * reference (required parameters, value = Σ price × quantity, items), the collection limits
 * (name and value lengths, parameter counts) and transaction_id, which GA4 deduplicates purchases by.
 * Pure: give it the pushes as captured (window.dataLayer or the devtools' records).
 */
const GA4_EVENTS_REFERENCE =
  "https://developers.google.com/analytics/devguides/collection/ga4/reference/events?client_type=gtm";
export const GA4_LIMITS = "https://support.google.com/analytics/answer/9267744";
/** The reference's transaction_id: unique per transaction, it is how GA4 avoids duplicate purchases. */
export const GA4_DUPLICATE_PURCHASES = `${GA4_EVENTS_REFERENCE}#purchase`;

const ref = (event: string) => `${GA4_EVENTS_REFERENCE}#${event}`;

/** Recommended ecommerce events: which need value + currency, which need items. */
const MONEY_EVENTS = new Set([
  "add_payment_info",
  "add_shipping_info",
  "add_to_cart",
  "add_to_wishlist",
  "begin_checkout",
  "purchase",
  "refund",
  "remove_from_cart",
  "view_cart",
  "view_item",
]);
const ITEM_EVENTS = new Set([...MONEY_EVENTS, "view_item_list", "select_item", "view_promotion"]);
/** Recommended events with a required parameter of their own. */
const REQUIRED: Readonly<Record<string, ReadonlyArray<string>>> = {
  purchase: ["transaction_id"],
  refund: ["transaction_id"],
  search: ["search_term"],
};

const GA4_MAX_ITEMS = 200;
const GA4_MAX_NAME = 40;
const GA4_MAX_PARAMS = 25;
const GA4_MAX_VALUE = 100;
/** The collection limits' exceptions for long string parameters. */
const LONG_VALUES: Readonly<Record<string, number>> = {
  page_location: 1000,
  page_referrer: 420,
  page_title: 300,
};
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const CURRENCY = /^[A-Z]{3}$/;

/** The event's parameters as GA4 reads them from a GTM push: the top level and the ecommerce object. */
const paramsOf = (push: Payload): Payload => {
  const { event: _event, ecommerce, ...top } = push;
  return isObject(ecommerce) ? { ...top, ...ecommerce } : top;
};

const checkPush = (push: Payload, index: number, seen: Map<string, number>): Finding[] => {
  const out: Finding[] = [];
  const event = push.event;
  if (typeof event !== "string") return out;
  const find = (rule: string, source: string, message: string) =>
    out.push({ rule: `ga4.${rule}`, source, message: `${event}: ${message}`, index });
  if (!NAME.test(event) || event.length > GA4_MAX_NAME)
    find("event_name", GA4_LIMITS, `event name must be letters, digits and _ (≤ ${GA4_MAX_NAME} characters)`);
  const params = paramsOf(push);
  const names = Object.keys(params).filter((k) => k !== "items");
  if (names.length > GA4_MAX_PARAMS)
    find("parameter_count", GA4_LIMITS, `${names.length} parameters, at most ${GA4_MAX_PARAMS} are logged`);
  for (const name of names) {
    if (name.length > GA4_MAX_NAME)
      find("parameter_name", GA4_LIMITS, `parameter name ${name} is longer than ${GA4_MAX_NAME} characters`);
    const v = params[name];
    const max = LONG_VALUES[name] ?? GA4_MAX_VALUE;
    if (typeof v === "string" && v.length > max)
      find("parameter_value", GA4_LIMITS, `${name} has ${v.length} characters, at most ${max} are logged`);
  }
  for (const p of REQUIRED[event] ?? [])
    if (params[p] === undefined || params[p] === "") find(`${event}.${p}`, ref(event), `${p} is required`);

  const items = params.items;
  if (ITEM_EVENTS.has(event)) {
    if (!Array.isArray(items) || items.length === 0) find("items", ref(event), "items is required");
    else {
      if (items.length > GA4_MAX_ITEMS)
        find("items.max", ref(event), `${items.length} items, at most ${GA4_MAX_ITEMS} per event`);
      items.forEach((item, i) => {
        if (!isObject(item)) return;
        if (item.item_id === undefined && item.item_name === undefined)
          find("items.id_or_name", ref(event), `items[${i}] needs item_id or item_name`);
        for (const key of ["price", "quantity", "discount"] as const)
          if (item[key] !== undefined && typeof item[key] !== "number")
            find("items.number", ref(event), `items[${i}].${key} must be a number, not ${typeof item[key]}`);
      });
    }
  }
  if (params.value !== undefined) {
    if (typeof params.value !== "number") find("value.number", ref(event), "value must be a number");
    if (typeof params.currency !== "string" || !CURRENCY.test(params.currency))
      find("currency", ref(event), "value needs currency (ISO 4217, three letters)");
  } else if (MONEY_EVENTS.has(event)) find("value", ref(event), "value (with currency) is required");

  // value = Σ price × quantity; the order's discount comes off it (issue 15 #1), shipping and tax do not.
  if (typeof params.value === "number" && Array.isArray(items) && MONEY_EVENTS.has(event)) {
    let sum = 0;
    for (const item of items)
      if (isObject(item))
        sum += (Number(item.price) || 0) * (item.quantity === undefined ? 1 : Number(item.quantity));
    const expected = sum - (typeof params.discount === "number" ? params.discount : 0);
    if (!sameAmount(params.value, expected))
      find(
        "value.sum",
        ref(event),
        `value ${params.value} ≠ Σ price × quantity${typeof params.discount === "number" ? " − discount" : ""} = ${Math.round(expected * 100) / 100}`,
      );
  }
  if (event === "purchase" && typeof params.transaction_id === "string") {
    const first = seen.get(params.transaction_id);
    if (first !== undefined)
      find(
        "purchase.transaction_id.unique",
        GA4_DUPLICATE_PURCHASES,
        `transaction_id ${params.transaction_id} repeats the purchase at #${first}: GA4 drops the second`,
      );
    else seen.set(params.transaction_id, index);
  }
  return out;
};

/** Every GA4 problem in a list of dataLayer pushes, in order. */
export const checkGa4 = (pushes: ReadonlyArray<unknown>): Finding[] => {
  const seen = new Map<string, number>();
  return pushes.flatMap((push, i) => (isObject(push) ? checkPush(push, i, seen) : []));
};
