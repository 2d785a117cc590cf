/**
 * Integer money arithmetic. Every division of cents rounds half up (away from zero for the
 * non-negative amounts a cart has): 2.5 ct becomes 3 ct, 2.4999 ct becomes 2 ct.
 */
export const divRoundHalfUp = (numerator: number, denominator: number): number => {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator <= 0)
    throw new RangeError(
      `divRoundHalfUp needs integers and a positive denominator (${numerator}/${denominator})`,
    );
  if (numerator < 0) return -divRoundHalfUp(-numerator, denominator);
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
};

/** A percentage given with at most two decimals, in hundredths of a percent (1.5 % is 150). */
export const basisPoints = (percent: number): number => Math.round(percent * 100);

/** percent % of cents, rounded half up. */
export const percentOf = (cents: number, percent: number): number =>
  divRoundHalfUp(cents * basisPoints(percent), 10_000);
