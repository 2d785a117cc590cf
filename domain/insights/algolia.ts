import { Schema } from "effect";

/*
 * Algolia's Insights API event format (POST /1/events, body {events: [...]}), as its OpenAPI
 * specification defines it (algolia/api-clients-automation, specs/insights: EventAttributes,
 * ClickedObjectIDsAfterSearch, ViewedObjectIDs, AddedToCartObjectIDsAfterSearch,
 * PurchasedObjectIDsAfterSearch, pushEvents). The shop's projection builds the typed shapes; the
 * reference collector and the devtools check every event with `InsightsEvent`, the API's own rules.
 */

/** At most 1000 events per request and 20 object ids (positions, object data) per event. */
export const INSIGHTS_REQUEST_MAX = 1000;
export const INSIGHTS_OBJECT_IDS_MAX = 20;

/** The anonymous or pseudonymous user token: 1 to 129 of these characters. */
export const USER_TOKEN_PATTERN = /^[A-Za-z0-9_=/+-]{1,129}$/;
/** A search's queryID as Algolia answers it (clickAnalytics): 32 lower-case hex digits. */
export const QUERY_ID_PATTERN = /^[0-9a-f]{32}$/;
/** 1 to 64 printable ASCII characters. */
const EVENT_NAME_PATTERN = /^[\x20-\x7E]{1,64}$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;

const at = (message: string) => ({ message: () => message });

const EventName = Schema.String.pipe(
  Schema.pattern(EVENT_NAME_PATTERN, at("eventName must be 1 to 64 printable ASCII characters")),
);
const IndexName = Schema.String.pipe(Schema.minLength(1, at("index must not be empty")));
const UserToken = Schema.String.pipe(
  Schema.pattern(USER_TOKEN_PATTERN, at("userToken must match [a-zA-Z0-9_=/+-]{1,129}")),
);
const QueryID = Schema.String.pipe(
  Schema.pattern(QUERY_ID_PATTERN, at("queryID must be 32 hexadecimal characters")),
);
const Timestamp = Schema.Int.pipe(Schema.positive(at("timestamp must be milliseconds since the epoch")));
/** Each list of an event holds 1 to 20 items. */
const notEmpty = (name: string) => at(`${name} must not be empty`);
const atMost20 = (name: string) => at(`${name} can't have more than 20 items`);
const ObjectIDs = Schema.Array(Schema.String).pipe(
  Schema.minItems(1, notEmpty("objectIDs")),
  Schema.maxItems(INSIGHTS_OBJECT_IDS_MAX, atMost20("objectIDs")),
);
const Positions = Schema.Array(
  Schema.Int.pipe(Schema.greaterThanOrEqualTo(1, at("positions start at 1"))),
).pipe(
  Schema.minItems(1, notEmpty("positions")),
  Schema.maxItems(INSIGHTS_OBJECT_IDS_MAX, atMost20("positions")),
);
const Filters = Schema.Array(Schema.String).pipe(
  Schema.minItems(1, notEmpty("filters")),
  Schema.maxItems(INSIGHTS_OBJECT_IDS_MAX, atMost20("filters")),
);
const Currency = Schema.String.pipe(
  Schema.pattern(CURRENCY_PATTERN, at("currency must be a three-letter ISO 4217 code")),
);
/** Prices, discounts and values: a number, or a number written as a string, in units of `currency`. */
const Amount = Schema.Union(Schema.Number, Schema.String.pipe(Schema.pattern(/^-?\d+(\.\d+)?$/)));

/** Per object of a conversion: its final unit price, the quantity and the unit discount. */
const objectDataFields = {
  price: Schema.optional(Amount),
  quantity: Schema.optional(Schema.Int),
  discount: Schema.optional(Amount),
};
export const ObjectData = Schema.Struct(objectDataFields).annotations({
  parseOptions: { onExcessProperty: "error" },
});
export type ObjectData = typeof ObjectData.Type;
/** Per object of a purchase: the search it came from as well (only those count as search revenue). */
const ObjectDataAfterSearch = Schema.Struct({
  queryID: Schema.optional(QueryID),
  ...objectDataFields,
}).annotations({ parseOptions: { onExcessProperty: "error" } });
type ObjectDataAfterSearch = typeof ObjectDataAfterSearch.Type;
const ObjectDataAfterSearchList = Schema.Array(ObjectDataAfterSearch).pipe(
  Schema.minItems(1, notEmpty("objectData")),
  Schema.maxItems(INSIGHTS_OBJECT_IDS_MAX, atMost20("objectData")),
);

const common = {
  eventName: EventName,
  index: IndexName,
  userToken: UserToken,
  authenticatedUserToken: Schema.optional(UserToken),
  timestamp: Schema.optional(Timestamp),
};

/** A click on a search result: one position (from 1) per object id. */
export const ClickedObjectIDsAfterSearch = Schema.Struct({
  eventType: Schema.Literal("click"),
  ...common,
  queryID: QueryID,
  objectIDs: ObjectIDs,
  positions: Positions,
});
export type ClickedObjectIDsAfterSearch = typeof ClickedObjectIDsAfterSearch.Type;

/** Objects shown to the shopper (a product list). */
export const ViewedObjectIDs = Schema.Struct({
  eventType: Schema.Literal("view"),
  ...common,
  objectIDs: ObjectIDs,
});
export type ViewedObjectIDs = typeof ViewedObjectIDs.Type;

/** Products put in the cart after a search: its queryID; prices per object, their sum as value. */
export const AddedToCartObjectIDsAfterSearch = Schema.Struct({
  eventType: Schema.Literal("conversion"),
  eventSubtype: Schema.Literal("addToCart"),
  ...common,
  queryID: QueryID,
  objectIDs: ObjectIDs,
  objectData: Schema.optional(
    Schema.Array(ObjectData).pipe(
      Schema.minItems(1, notEmpty("objectData")),
      Schema.maxItems(INSIGHTS_OBJECT_IDS_MAX, atMost20("objectData")),
    ),
  ),
  currency: Schema.optional(Currency),
  value: Schema.optional(Amount),
});
export type AddedToCartObjectIDsAfterSearch = typeof AddedToCartObjectIDsAfterSearch.Type;

/** Products bought: each object's data carries the search it came from. */
export const PurchasedObjectIDsAfterSearch = Schema.Struct({
  eventType: Schema.Literal("conversion"),
  eventSubtype: Schema.Literal("purchase"),
  ...common,
  objectIDs: ObjectIDs,
  objectData: ObjectDataAfterSearchList,
  currency: Schema.optional(Currency),
  value: Schema.optional(Amount),
});
export type PurchasedObjectIDsAfterSearch = typeof PurchasedObjectIDsAfterSearch.Type;

/** The events the shop sends. */
export type ShopInsightsEvent =
  | ClickedObjectIDsAfterSearch
  | ViewedObjectIDs
  | AddedToCartObjectIDsAfterSearch
  | PurchasedObjectIDsAfterSearch;

/**
 * Every field an event may have (Algolia's pushEvents item), each with its own rule; like the API
 * (additionalProperties: false), a field it does not know is an error.
 */
const InsightsEventFields = Schema.Struct({
  eventType: Schema.Literal("click", "conversion", "view").annotations({
    message: () => "eventType must be one of click, conversion, view",
  }),
  eventSubtype: Schema.optional(
    Schema.Literal("addToCart", "purchase").annotations({
      message: () => "eventSubtype must be addToCart or purchase",
    }),
  ),
  ...common,
  queryID: Schema.optional(QueryID),
  objectIDs: Schema.optional(ObjectIDs),
  filters: Schema.optional(Filters),
  positions: Schema.optional(Positions),
  objectData: Schema.optional(ObjectDataAfterSearchList),
  currency: Schema.optional(Currency),
  value: Schema.optional(Amount),
}).annotations({ parseOptions: { onExcessProperty: "error" } });

type Issue = { readonly path: ReadonlyArray<string>; readonly message: string };

/** The rules across fields that Algolia's API applies beyond each field's own shape. */
const crossFieldIssues = (e: typeof InsightsEventFields.Type): Issue[] => {
  const issues: Issue[] = [];
  const objects = e.objectIDs?.length;
  if ((objects === undefined) === (e.filters === undefined))
    issues.push({ path: ["objectIDs"], message: "an event needs either objectIDs or filters, not both" });
  if (e.positions !== undefined) {
    if (e.eventType !== "click")
      issues.push({ path: ["positions"], message: "positions are only allowed for click events" });
    if (e.queryID === undefined) issues.push({ path: ["positions"], message: "positions require a queryID" });
    if (objects !== undefined && e.positions.length !== objects)
      issues.push({ path: ["positions"], message: "positions must have one position per objectID" });
  } else if (e.eventType === "click" && e.queryID !== undefined && objects !== undefined)
    issues.push({ path: ["positions"], message: "a click after a search (with queryID) needs positions" });
  if (e.eventSubtype !== undefined && e.eventType !== "conversion")
    issues.push({ path: ["eventSubtype"], message: "eventSubtype is only allowed for conversion events" });
  if (e.objectData !== undefined) {
    if (e.eventType !== "conversion")
      issues.push({ path: ["objectData"], message: "objectData is only allowed for conversion events" });
    if (objects === undefined || e.objectData.length !== objects)
      issues.push({ path: ["objectData"], message: "objectData must have one entry per objectID" });
  }
  if (e.eventSubtype === "purchase" && e.objectData === undefined)
    issues.push({ path: ["objectData"], message: "a purchase event needs objectData" });
  const priced =
    e.value !== undefined ||
    (e.objectData ?? []).some(
      (d: ObjectDataAfterSearch) => d.price !== undefined || d.discount !== undefined,
    );
  if (priced && e.currency === undefined)
    issues.push({ path: ["currency"], message: "currency is required with value or prices in objectData" });
  return issues;
};

/** One event as Algolia's Insights API accepts it: each field's rule, then the rules across fields. */
export const InsightsEvent = InsightsEventFields.pipe(
  Schema.filter((e) => {
    const issues = crossFieldIssues(e);
    return issues.length === 0 ? true : issues;
  }),
);
export type InsightsEvent = typeof InsightsEvent.Type;

/** The request body: 1 to 1000 events. */
export const InsightsBatch = Schema.Struct({
  events: Schema.Array(InsightsEvent).pipe(
    Schema.minItems(1, at("No events to process")),
    Schema.maxItems(INSIGHTS_REQUEST_MAX, at("events can't have more than 1000 items")),
  ),
});
export type InsightsBatch = typeof InsightsBatch.Type;
