import { type Finding, isObject, type Payload, sameAmount } from "./finding";

/**
 * Algolia's Insights API event schema (the OpenAPI specification Algolia's API clients are
 * generated from, and its send-events reference), checked on the events as posted. Written
 * against Algolia's own format (eventSubtype, objectData, currency, value), not this app's.
 */
const SPEC = "https://github.com/algolia/api-clients-automation/blob/main/specs/insights";
const ALGOLIA_ATTRIBUTES = `${SPEC}/common/schemas/EventAttributes.yml`;
const ALGOLIA_PUSH_EVENTS = `${SPEC}/paths/pushEvents.yml`;
export const ALGOLIA_ADD_TO_CART = `${SPEC}/common/schemas/AddedToCartObjectIDsAfterSearch.yml`;
const ALGOLIA_SEND_EVENTS = "https://www.algolia.com/doc/libraries/search-insights/send-events";
/** Algolia's Insights API declines events older than 4 days (and with them their whole batch). */
const ALGOLIA_MAX_AGE = "https://github.com/algolia/instantsearch-ios/issues/192";

const ALGOLIA_MAX_EVENTS_PER_REQUEST = 1000;
const ALGOLIA_MAX_OBJECT_IDS = 20;
const MAX_AGE_MS = 4 * 24 * 60 * 60 * 1000;
/** Clocks drift: an event stamped a little ahead of the checker's clock is not a defect. */
const FUTURE_TOLERANCE_MS = 60 * 60 * 1000;

const EVENT_NAME = /^[\x20-\x7E]{1,64}$/;
const USER_TOKEN = /^[a-zA-Z0-9_=/+-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/;
const CURRENCY = /^[A-Z]{3}$/;
const PROPERTIES = new Set([
  "eventType",
  "eventSubtype",
  "eventName",
  "index",
  "userToken",
  "authenticatedUserToken",
  "timestamp",
  "queryID",
  "objectIDs",
  "filters",
  "positions",
  "objectData",
  "currency",
  "value",
]);
const OBJECT_DATA = new Set(["queryID", "price", "quantity", "discount"]);
/** Event names that say the conversion is an add to cart or a purchase, which Algolia types by eventSubtype. */
const NAMED_SUBTYPE: ReadonlyArray<[RegExp, string]> = [
  [/add(ed)?\s*to\s*cart/i, "addToCart"],
  [/purchas|order/i, "purchase"],
];

const isAmount = (v: unknown): boolean =>
  (typeof v === "number" && Number.isFinite(v)) || (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v));

const checkEvent = (e: Payload, index: number, now: number): Finding[] => {
  const out: Finding[] = [];
  const label = typeof e.eventName === "string" ? e.eventName : "(no eventName)";
  const find = (rule: string, source: string, message: string) =>
    out.push({ rule: `algolia.${rule}`, source, message: `${label}: ${message}`, index });

  for (const key of Object.keys(e))
    if (!PROPERTIES.has(key))
      find("property", ALGOLIA_PUSH_EVENTS, `${key} is not an Insights event property`);
  if (e.eventType !== "click" && e.eventType !== "conversion" && e.eventType !== "view")
    find(
      "eventType",
      ALGOLIA_PUSH_EVENTS,
      `eventType ${JSON.stringify(e.eventType)} is not click, conversion or view`,
    );
  if (typeof e.eventName !== "string" || !EVENT_NAME.test(e.eventName))
    find("eventName", ALGOLIA_ATTRIBUTES, "eventName must be 1 to 64 printable ASCII characters");
  if (typeof e.index !== "string" || e.index === "") find("index", ALGOLIA_PUSH_EVENTS, "index is required");
  if (typeof e.userToken !== "string" || !USER_TOKEN.test(e.userToken))
    find("userToken", ALGOLIA_ATTRIBUTES, "userToken must match [a-zA-Z0-9_=/+-]{1,129}");
  if (
    e.authenticatedUserToken !== undefined &&
    (typeof e.authenticatedUserToken !== "string" || !USER_TOKEN.test(e.authenticatedUserToken))
  )
    find(
      "authenticatedUserToken",
      ALGOLIA_ATTRIBUTES,
      "authenticatedUserToken must match [a-zA-Z0-9_=/+-]{1,129}",
    );

  const ids = e.objectIDs;
  const hasIds = Array.isArray(ids);
  if (hasIds === (e.filters !== undefined))
    find(
      "objectIDs",
      ALGOLIA_PUSH_EVENTS,
      "an event carries either objectIDs or filters, exactly one of them",
    );
  if (hasIds && (ids.length < 1 || ids.length > ALGOLIA_MAX_OBJECT_IDS))
    find(
      "objectIDs.count",
      ALGOLIA_ATTRIBUTES,
      `${ids.length} objectIDs, 1 to ${ALGOLIA_MAX_OBJECT_IDS} allowed`,
    );

  if (e.queryID !== undefined && (typeof e.queryID !== "string" || !QUERY_ID.test(e.queryID)))
    find(
      "queryID",
      ALGOLIA_ATTRIBUTES,
      `queryID ${JSON.stringify(e.queryID)} is not 32 lowercase hex characters`,
    );
  if (e.positions !== undefined) {
    const p = e.positions;
    if (e.eventType !== "click" || e.queryID === undefined)
      find(
        "positions.context",
        ALGOLIA_ATTRIBUTES,
        "positions belong to click events after a search (with queryID)",
      );
    if (!Array.isArray(p) || !hasIds || p.length !== ids.length)
      find("positions.length", ALGOLIA_ATTRIBUTES, "one position per objectID");
    else if (p.some((x) => !Number.isInteger(x) || (x as number) < 1))
      find("positions.value", ALGOLIA_ATTRIBUTES, "positions are integers from 1");
  } else if (e.eventType === "click" && e.queryID !== undefined)
    find("positions", ALGOLIA_ATTRIBUTES, "a click after a search needs positions");

  if (typeof e.timestamp !== "number" || !Number.isInteger(e.timestamp))
    find("timestamp", ALGOLIA_ATTRIBUTES, "timestamp must be an integer of epoch milliseconds");
  else if (e.timestamp < now - MAX_AGE_MS)
    find("timestamp.age", ALGOLIA_MAX_AGE, "older than 4 days: declined");
  else if (e.timestamp > now + FUTURE_TOLERANCE_MS)
    find("timestamp.future", ALGOLIA_ATTRIBUTES, "in the future");

  // Conversions: the subtype, and the price information with its currency.
  if (e.eventSubtype !== undefined) {
    if (e.eventType !== "conversion")
      find("eventSubtype.context", ALGOLIA_SEND_EVENTS, "eventSubtype is only for conversion events");
    if (e.eventSubtype !== "addToCart" && e.eventSubtype !== "purchase")
      find("eventSubtype", ALGOLIA_SEND_EVENTS, "eventSubtype is addToCart or purchase");
  } else if (e.eventType === "conversion" && typeof e.eventName === "string") {
    const named = NAMED_SUBTYPE.find(([re]) => re.test(e.eventName as string));
    if (named)
      find(
        "eventSubtype.missing",
        ALGOLIA_ADD_TO_CART,
        `a conversion named as ${named[1]} needs eventSubtype "${named[1]}" (issue 15 #7)`,
      );
  }
  const data = e.objectData;
  if (data !== undefined) {
    if (!Array.isArray(data) || !hasIds || data.length !== ids.length)
      find("objectData.length", ALGOLIA_ATTRIBUTES, "objectData must have one entry per objectID");
    if (Array.isArray(data))
      for (const [i, d] of data.entries()) {
        if (!isObject(d)) {
          find("objectData.entry", ALGOLIA_ATTRIBUTES, `objectData[${i}] is not an object`);
          continue;
        }
        for (const k of Object.keys(d))
          if (!OBJECT_DATA.has(k))
            find("objectData.property", ALGOLIA_ATTRIBUTES, `objectData[${i}].${k} is not allowed`);
        if (d.price !== undefined && !isAmount(d.price))
          find("objectData.price", ALGOLIA_ATTRIBUTES, `objectData[${i}].price is not an amount`);
        if (d.discount !== undefined && !isAmount(d.discount))
          find("objectData.discount", ALGOLIA_ATTRIBUTES, `objectData[${i}].discount is not an amount`);
        if (d.quantity !== undefined && !Number.isInteger(d.quantity))
          find("objectData.quantity", ALGOLIA_ATTRIBUTES, `objectData[${i}].quantity is not an integer`);
        if (d.queryID !== undefined && (typeof d.queryID !== "string" || !QUERY_ID.test(d.queryID)))
          find(
            "objectData.queryID",
            ALGOLIA_ATTRIBUTES,
            `objectData[${i}].queryID is not 32 lowercase hex characters`,
          );
      }
  }
  const priced =
    e.value !== undefined || (Array.isArray(data) && data.some((d) => isObject(d) && d.price !== undefined));
  if (priced && (typeof e.currency !== "string" || !CURRENCY.test(e.currency)))
    find("currency", ALGOLIA_SEND_EVENTS, "value or objectData prices need currency (ISO 4217)");
  if (e.value !== undefined && !isAmount(e.value))
    find("value", ALGOLIA_ATTRIBUTES, "value is not an amount");
  else if (e.value !== undefined && Array.isArray(data)) {
    let sum = 0;
    for (const d of data) if (isObject(d)) sum += Number(d.price ?? 0) * Number(d.quantity ?? 1);
    if (!sameAmount(Number(e.value), sum))
      find(
        "value.sum",
        ALGOLIA_ATTRIBUTES,
        `value ${e.value} ≠ Σ price × quantity = ${Math.round(sum * 100) / 100}`,
      );
  }
  return out;
};

/** Every Insights schema problem in a list of posted events; `now` judges the timestamps' age. */
export const checkAlgoliaEvents = (events: ReadonlyArray<unknown>, now: number): Finding[] =>
  events.flatMap((e, i) =>
    isObject(e)
      ? checkEvent(e, i, now)
      : [
          {
            rule: "algolia.event",
            source: ALGOLIA_PUSH_EVENTS,
            message: "an event is a JSON object",
            index: i,
          },
        ],
  );

/** A request's body: 1 to 1000 events. `index` is the request's own position. */
export const checkAlgoliaRequest = (events: number, index: number): Finding[] =>
  events < 1 || events > ALGOLIA_MAX_EVENTS_PER_REQUEST
    ? [
        {
          rule: "algolia.request.events",
          source: ALGOLIA_PUSH_EVENTS,
          message: `a request carries 1 to ${ALGOLIA_MAX_EVENTS_PER_REQUEST} events, not ${events}`,
          index,
        },
      ]
    : [];
