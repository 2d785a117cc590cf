import type { Store } from "../cart/model";

/** The stores' opening hours are local times of this zone. */
const STORE_TIME_ZONE = "Europe/Berlin";

const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const local = new Intl.DateTimeFormat("en-GB", {
  timeZone: STORE_TIME_ZONE,
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The ISO weekday (1 Monday) and "HH:MM" at `epochMs` in the stores' time zone. */
const storeLocalTime = (epochMs: number): { readonly dayOfWeek: number; readonly time: string } => {
  const parts = local.formatToParts(new Date(epochMs));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { dayOfWeek: WEEKDAYS[part("weekday")] ?? 1, time: `${part("hour")}:${part("minute")}` };
};

/**
 * Whether a store is open at `epochMs`: not temporarily closed, and the time lies in one of that
 * day's opening hours, opening minute included, closing minute excluded.
 */
export const isOpenAt = (
  store: Pick<Store, "openingHours" | "temporarilyClosed">,
  epochMs: number,
): boolean => {
  if (store.temporarilyClosed) return false;
  const { dayOfWeek, time } = storeLocalTime(epochMs);
  return store.openingHours.some((h) => h.dayOfWeek === dayOfWeek && h.opens <= time && time < h.closes);
};
