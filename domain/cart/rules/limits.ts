import type { CartMode, DistributionType, OrderConfig } from "../model";

/**
 * Order limits (document 2 §5). With an unknown service type the more permissive limit holds:
 * the larger maximum (value and weight) and the smaller minimum. The minimum is skipped for
 * add-on carts (they top up an order that met it). Weight is grams, shown in kg as grams ÷ 1000.
 */
type Limits = Pick<
  OrderConfig,
  | "minOrderValueDelivery"
  | "minOrderValueCC"
  | "maxOrderValueDelivery"
  | "maxOrderValueCC"
  | "maxOrderWeightDelivery"
  | "maxOrderWeightCC"
>;

export const maxOrderValue = (config: Limits, type: DistributionType | undefined): number =>
  type === "DELIVERY"
    ? config.maxOrderValueDelivery
    : type === "CLICK_AND_COLLECT"
      ? config.maxOrderValueCC
      : Math.max(config.maxOrderValueDelivery, config.maxOrderValueCC);

export const minOrderValue = (config: Limits, type: DistributionType | undefined): number =>
  type === "DELIVERY"
    ? config.minOrderValueDelivery
    : type === "CLICK_AND_COLLECT"
      ? config.minOrderValueCC
      : Math.min(config.minOrderValueDelivery, config.minOrderValueCC);

export const maxOrderWeight = (config: Limits, type: DistributionType | undefined): number =>
  type === "DELIVERY"
    ? config.maxOrderWeightDelivery
    : type === "CLICK_AND_COLLECT"
      ? config.maxOrderWeightCC
      : Math.max(config.maxOrderWeightDelivery, config.maxOrderWeightCC);

/** Grams shown as kilograms. */
export const gramsToKg = (grams: number): number => grams / 1000;

/** The service is free when orderValue >= freeOfChargeThreshold. */
export const isFreeOfChargeReached = (orderValue: number, freeOfChargeThreshold: number): boolean =>
  orderValue >= freeOfChargeThreshold;

export interface LimitInput {
  readonly orderValue: number;
  readonly weightGrams: number;
  readonly mode: CartMode;
  readonly type: DistributionType | undefined;
}

export interface LimitCheck {
  readonly maxValueExceeded: boolean;
  readonly belowMinimumValue: boolean;
  readonly maxWeightExceeded: boolean;
  /** What is still missing to the minimum, in cents (0 when met or skipped). */
  readonly missingToMinimum: number;
}

export const checkOrderLimits = (config: Limits, input: LimitInput): LimitCheck => {
  const min = input.mode === "ADDON" ? 0 : minOrderValue(config, input.type);
  return {
    maxValueExceeded: input.orderValue > maxOrderValue(config, input.type),
    belowMinimumValue: input.orderValue < min,
    maxWeightExceeded: input.weightGrams > maxOrderWeight(config, input.type),
    missingToMinimum: Math.max(0, min - input.orderValue),
  };
};

export const withinLimits = (check: LimitCheck): boolean =>
  !check.maxValueExceeded && !check.belowMinimumValue && !check.maxWeightExceeded;
