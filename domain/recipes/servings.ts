import type { RecipeIngredient } from "./model";

/** Servings a shopper can choose on a recipe (the stepper's bounds). */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 24;

export const clampServings = (n: number): number =>
  Number.isFinite(n) ? Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(n))) : MIN_SERVINGS;

/**
 * An amount for `to` servings of a recipe written for `from`: proportional, rounded so a kitchen can
 * measure it (whole grams and millilitres from 10 up, otherwise to a quarter). Null stays null.
 */
export const scaleAmount = (amount: number | null, from: number, to: number): number | null => {
  if (amount === null) return null;
  const scaled = (amount * to) / from;
  if (scaled >= 10) return Math.round(scaled);
  return Math.max(0.25, Math.round(scaled * 4) / 4);
};

/** The ingredient lines for `to` servings: amounts scaled, text rebuilt from amount, unit and name. */
export const scaleIngredients = (
  ingredients: ReadonlyArray<RecipeIngredient>,
  from: number,
  to: number,
): ReadonlyArray<RecipeIngredient & { readonly shown: string }> =>
  ingredients.map((i) => {
    const amount = scaleAmount(i.amount, from, to);
    const shown =
      amount === null ? i.text : [formatAmount(amount), i.unit, i.name].filter((p) => p !== "").join(" ");
    return { ...i, amount, shown };
  });

const FRACTIONS: Readonly<Record<string, string>> = { "0.25": "¼", "0.5": "½", "0.75": "¾" };

/** German display of an amount: "1,5" is "1½", "0.25" is "¼", whole numbers as they are. */
export const formatAmount = (n: number): string => {
  const whole = Math.floor(n);
  const frac = FRACTIONS[String(Math.round((n - whole) * 100) / 100)];
  if (frac === undefined) return String(n).replace(".", ",");
  return whole === 0 ? frac : `${whole}${frac}`;
};
