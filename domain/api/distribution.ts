import { Schema } from "effect";
import {
  CapacityEntry,
  DeliveryArea,
  DeliveryWindow,
  DistributionAddress,
  DistributionType,
  OrderConfig,
  Position,
  Store,
  Voucher,
} from "../cart/model";
import { noControlCharacters, Sku } from "../discovery/product";
import { defineCall } from "./contract";

/**
 * Checkout services of document 2 §7: capacity (windows and item availability), order config,
 * checkout stores, delivery areas, maps (from a seeded gazetteer of the demo region, no external
 * service) and the general vouchers.
 */
const Latitude = Schema.NumberFromString.pipe(Schema.between(-90, 90));
const Longitude = Schema.NumberFromString.pipe(Schema.between(-180, 180));
const QText = (max: number) => Schema.String.pipe(Schema.maxLength(max), noControlCharacters);
const Flag = Schema.BooleanFromString;

/** Where windows are wanted: a store (appointableId) for click and collect, an address for delivery. */
export const WindowQuery = Schema.Struct({
  distributionType: DistributionType,
  /** Store id (click and collect) or delivery area number (delivery, instead of the address). */
  appointableId: Schema.optional(QText(40)),
  streetName: Schema.optional(QText(255)),
  streetNumber: Schema.optional(QText(5)),
  postalCode: Schema.optional(QText(10)),
  country: Schema.optional(QText(60)),
  city: Schema.optional(QText(60)),
  latitude: Schema.optional(Latitude),
  longitude: Schema.optional(Longitude),
});
export type WindowQuery = typeof WindowQuery.Type;

/** The first window from now (plus the lead time) that still has room; null when none in the horizon. */
export const getEarliestWindow = defineCall({
  name: "capacity.earliestWindow",
  method: "GET",
  path: "/api/capacity/window/earliest",
  query: WindowQuery,
  response: Schema.NullOr(DeliveryWindow),
  errors: { 400: "no store or delivery area for the query" },
});

/** Not named by the specification: every window of the horizon for a store or area, to choose from. */
export const getWindows = defineCall({
  name: "capacity.windows",
  method: "GET",
  path: "/api/capacity/windows",
  query: WindowQuery,
  response: Schema.Struct({ windows: Schema.Array(DeliveryWindow) }),
  errors: { 400: "no store or delivery area for the query" },
});

/** Availability of articles at the distribution address's store (at the window's start when timeSlotId is given). */
export const postCapacity = defineCall({
  name: "capacity.items",
  method: "POST",
  path: "/api/capacity",
  query: Schema.Struct({ timeSlotId: Schema.optional(QText(80)) }),
  body: Schema.Struct({
    skus: Schema.Array(Sku).pipe(Schema.maxItems(200)),
    distributionAddress: Schema.optional(DistributionAddress),
  }),
  response: Schema.Struct({ entries: Schema.Array(CapacityEntry) }),
});

export const getOrderConfig = defineCall({
  name: "orderConfig",
  method: "GET",
  path: "/api/order-config",
  response: OrderConfig,
});

export const getCheckoutStores = defineCall({
  name: "checkoutStores",
  method: "GET",
  path: "/api/checkout-stores",
  response: Schema.Array(Store),
});

export const getDeliveryAreas = defineCall({
  name: "distribution.deliveryAreas",
  method: "GET",
  path: "/api/distribution/delivery-area",
  response: Schema.Array(DeliveryArea),
});

export const getDefaultDeliveryArea = defineCall({
  name: "distribution.defaultDeliveryArea",
  method: "GET",
  path: "/api/distribution/delivery-area/default",
  response: DeliveryArea,
});

/** The areas at a position (empty outside every area). */
export const getDeliveryAreaIntersection = defineCall({
  name: "distribution.deliveryAreaIntersection",
  method: "GET",
  path: "/api/distribution/delivery-area/intersection",
  query: Schema.Struct({ latitude: Latitude, longitude: Longitude }),
  response: Schema.Array(DeliveryArea),
});

export const Prediction = Schema.Struct({
  id: Schema.String,
  primaryPart: Schema.String,
  secondaryPart: Schema.String,
  description: Schema.String,
  type: Schema.Literal("street", "postalCode", "city"),
});
export type Prediction = typeof Prediction.Type;

export const GeocodeResult = Schema.Struct({
  id: Schema.String,
  streetName: Schema.optional(Schema.String),
  streetNumber: Schema.optional(Schema.String),
  postalCode: Schema.String,
  city: Schema.String,
  country: Schema.String,
  countryCode: Schema.String,
  position: Position,
  formattedAddress: Schema.String,
  /** The delivery area the address is in, when any. */
  deliveryAreaNumber: Schema.NullOr(Schema.String),
});
export type GeocodeResult = typeof GeocodeResult.Type;

const Results = Schema.Struct({ results: Schema.Array(GeocodeResult) });

export const MAX_PREDICTIONS = 8;

/** q: 2+ characters of a street, postal code or city (shorter: no predictions). */
export const autocomplete = defineCall({
  name: "maps.autocomplete",
  method: "GET",
  path: "/api/maps/places/autocomplete",
  query: Schema.Struct({
    q: QText(200),
    addressOnly: Schema.optional(Flag),
    restrictCountry: Schema.optional(QText(2)),
  }),
  response: Schema.Struct({ predictions: Schema.Array(Prediction) }),
});

export const geocodeLocation = defineCall({
  name: "maps.geocodeLocation",
  method: "GET",
  path: "/api/maps/geocode/location",
  query: Schema.Struct({ latitude: Latitude, longitude: Longitude, addressOnly: Schema.optional(Flag) }),
  response: Results,
});

export const geocodeAddress = defineCall({
  name: "maps.geocodeAddress",
  method: "GET",
  path: "/api/maps/geocode/address",
  query: Schema.Struct({ address: QText(300), restrictCountry: Schema.optional(QText(2)) }),
  response: Results,
});

/** A prediction's id; primaryPart may carry a house number ("Hohe Straße 12"). */
export const geocodeId = defineCall({
  name: "maps.geocodeId",
  method: "GET",
  path: "/api/maps/geocode/:id",
  params: Schema.Struct({ id: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(80)) }),
  query: Schema.Struct({
    primaryPart: Schema.optional(QText(300)),
    secondaryPart: Schema.optional(QText(300)),
  }),
  response: Results,
  errors: { 404: "no place with this id" },
});

export const getGeneralVouchers = defineCall({
  name: "content.generalVouchers",
  method: "GET",
  path: "/api/content/vouchers/generalvouchers",
  response: Schema.Array(Voucher),
  content: true,
});
