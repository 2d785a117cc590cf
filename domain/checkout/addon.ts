/**
 * Add-on orders (document 2 §4 cart mode ADDON): an add-on cart belongs to one of the customer's
 * placed orders and may be ordered until that order's cut-off, at most `maxPerOrder` times.
 */
export interface AddOnSettings {
  /** Add-ons one order can take. */
  readonly maxPerOrder: number;
  /** The cut-off is this many minutes before the order's window starts. */
  readonly cutoffMinutes: number;
}

/** The order's cut-off (ms), or null when its window is not known (then there is none). */
export const addOnCutoff = (
  windowStart: string | null | undefined,
  settings: AddOnSettings,
): number | null => {
  const start = windowStart ? Date.parse(windowStart) : Number.NaN;
  return Number.isNaN(start) ? null : start - settings.cutoffMinutes * 60_000;
};

export type AddOnRefusal = "addon_cutoff_passed" | "addon_limit_reached";

/** Why no (further) add-on can be ordered for this order now, or null when one can. */
export const addOnRefusal = (input: {
  readonly cutoffAt: number | null;
  readonly addOnCount: number;
  readonly now: number;
  readonly settings: AddOnSettings;
}): AddOnRefusal | null => {
  if (input.cutoffAt !== null && input.now >= input.cutoffAt) return "addon_cutoff_passed";
  if (input.addOnCount >= input.settings.maxPerOrder) return "addon_limit_reached";
  return null;
};
