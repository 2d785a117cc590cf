import type { Store } from "../cart/model";

/** A run of weekdays with the same hours: days from..to (ISO 1-7), or closed. */
export interface HoursRun {
  readonly from: number;
  readonly to: number;
  readonly hours: string | null;
}

/**
 * The week's opening hours in runs ("Mo–Sa 07:00–22:00", "So geschlossen"): consecutive days with
 * the same hours are one run; a day without hours is closed.
 */
export const hoursRuns = (openingHours: Store["openingHours"]): HoursRun[] => {
  const runs: HoursRun[] = [];
  for (let day = 1; day <= 7; day++) {
    const today = openingHours
      .filter((h) => h.dayOfWeek === day)
      .map((h) => `${h.opens}–${h.closes}`)
      .join(", ");
    const hours = today === "" ? null : today;
    const last = runs.at(-1);
    if (last && last.hours === hours && last.to === day - 1) runs[runs.length - 1] = { ...last, to: day };
    else runs.push({ from: day, to: day, hours });
  }
  return runs;
};
