/**
 * A fish-tracking code as printed on the pack: two letters of the landing country and six digits
 * ("DE-204711"). Shoppers type it with or without the hyphen, in any case, with spaces.
 */
const CODE = /^([A-Z]{2})-?(\d{6})$/;

/** The code in its one written form ("DE-204711"), or null when it is not a fish-tracking code. */
export const normaliseFishCode = (typed: string): string | null => {
  const m = CODE.exec(typed.replace(/\s+/g, "").toUpperCase());
  return m ? `${m[1]}-${m[2]}` : null;
};

export const FISH_CODE_PATTERN = "^[A-Z]{2}-\\d{6}$";
