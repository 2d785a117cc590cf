import type { OrderConfig } from "../model";

/**
 * How long an unpaid finalized cart holds its delivery window when the order config does not say:
 * long enough to pay by card or PayPal, short enough that unpaid (or scripted) carts cannot book
 * out the windows.
 */
export const DEFAULT_WINDOW_HOLD_MINUTES = 20;

export const windowHoldMinutesOf = (config: OrderConfig): number =>
  config.windowHoldMinutes ?? DEFAULT_WINDOW_HOLD_MINUTES;
