/**
 * Delivery pass (document 2 §4): valid when now is between startDate and endDate (both inclusive);
 * the shopper counts as having the pass when it is valid or a pass line item is in the cart.
 */
export interface DeliveryPassDates {
  readonly startDate: string;
  readonly endDate: string;
}

export const isDeliveryPassValid = (pass: DeliveryPassDates | null | undefined, now: number): boolean => {
  if (!pass) return false;
  const start = Date.parse(pass.startDate);
  const end = Date.parse(pass.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return start <= now && now <= end;
};

export const hasDeliveryPass = (
  pass: DeliveryPassDates | null | undefined,
  now: number,
  passLineItemInCart: boolean,
): boolean => passLineItemInCart || isDeliveryPassValid(pass, now);
