import type { OrderConfig } from "../cart/model";
import { formatPrice } from "../discovery/format";

/**
 * Figures of the order config that content may state. A CMS text writes "{order.deliveryFee}"
 * instead of an amount, and the figure is filled in from the order config the cart charges with, so
 * a page or banner can never state another fee or threshold than the cart applies.
 */
export const ORDER_FIGURES = {
  deliveryFee: (c: OrderConfig) => c.serviceFeeDelivery,
  pickupFee: (c: OrderConfig) => c.serviceFeeCC,
  freeDeliveryFrom: (c: OrderConfig) => c.freeOfChargeThresholdDelivery,
  freePickupFrom: (c: OrderConfig) => c.freeOfChargeThresholdCC,
  minOrderDelivery: (c: OrderConfig) => c.minOrderValueDelivery,
  minOrderPickup: (c: OrderConfig) => c.minOrderValueCC,
} as const satisfies Record<string, (c: OrderConfig) => number>;

export type OrderFigure = keyof typeof ORDER_FIGURES;

const PLACEHOLDER = /\{order\.([A-Za-z]+)\}/g;

const isFigure = (key: string): key is OrderFigure => Object.hasOwn(ORDER_FIGURES, key);

/** The text with each known placeholder replaced by its amount ("4,99 €"); unknown ones stay as written. */
export const fillOrderFigures = (text: string, config: OrderConfig, locale?: string): string =>
  text.replace(PLACEHOLDER, (whole, key: string) =>
    isFigure(key) ? formatPrice(ORDER_FIGURES[key](config), locale) : whole,
  );

/** Every string in a JSON value (a content page, a component config) with its figures filled in. */
export const withOrderFigures = <T>(value: T, config: OrderConfig, locale?: string): T => {
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return v.includes("{order.") ? fillOrderFigures(v, config, locale) : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object")
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
};
