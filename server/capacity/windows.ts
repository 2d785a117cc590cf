import type { DeliveryWindow, DistributionType } from "../../domain/cart/model";
import { windowHoldMinutesOf } from "../../domain/cart/rules/window-hold";
import type { Db } from "../db/db";
import { findArea, findStore, storeServes } from "../distribution/store";
import { loadOrderConfig } from "../vouchers/store";

/**
 * Delivery and pick-up windows, generated from the weekly schedule (window_schedule) relative to the
 * server clock, in the shop's time zone (Europe/Berlin): days from today to HORIZON_DAYS - 1,
 * Monday to Saturday, for a delivery area (kind D) or a store (kind S, only while it serves click
 * and collect and within its opening hours). Capacity is taken by ORDERED carts and by FINALIZED
 * carts until their hold ends (order config windowHoldMinutes after finalize). A window id names
 * its scope, day and start hour: "D-A1:2026-05-04T08" or "S-4401:2026-05-04T18".
 */
const TIME_ZONE = "Europe/Berlin";
const HORIZON_DAYS = 7;
/** Past windows still "exist" (and are reported expired, 141) this many days back. */
const PAST_DAYS = 7;
/** A window can be offered from this long before its start. */
const LEAD_MINUTES = 60;

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Offset of Berlin time from UTC at an instant, in ms. */
const offsetAt = (ms: number): number => {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
};

/** The instant of a Berlin wall-clock hour on a day ("2026-05-04", 8). */
export const berlinInstant = (day: string, hour: number): number => {
  const [y, m, d] = day.split("-").map(Number);
  const guess = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hour);
  const first = guess - offsetAt(guess);
  const second = guess - offsetAt(first);
  return second;
};

/** The Berlin calendar day of an instant, as yyyy-mm-dd. */
export const berlinDay = (ms: number): string => new Date(ms + offsetAt(ms)).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10);
};

/** ISO weekday (1 Monday ... 7 Sunday) of a day. */
export const isoWeekday = (day: string): number => {
  const [y, m, d] = day.split("-").map(Number);
  const w = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return w === 0 ? 7 : w;
};

export interface WindowScope {
  readonly kind: "D" | "S";
  /** Area number (D) or store id (S). */
  readonly id: string;
}

export const scopeType = (kind: "D" | "S"): DistributionType =>
  kind === "D" ? "DELIVERY" : "CLICK_AND_COLLECT";

export const windowId = (scope: WindowScope, day: string, hour: number) =>
  `${scope.kind}-${scope.id}:${day}T${String(hour).padStart(2, "0")}`;

const parseWindowId = (id: string): { scope: WindowScope; day: string; hour: number } | undefined => {
  const m = /^([DS])-([A-Za-z0-9_-]{1,40}):(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(id);
  if (!m) return undefined;
  const day = m[3] ?? "";
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || addDays(day, 0) !== day) return undefined;
  return { scope: { kind: m[1] as "D" | "S", id: m[2] ?? "" }, day, hour: Number(m[4]) };
};

interface Slot {
  readonly startHour: number;
  readonly hours: number;
  readonly capacity: number;
}

const schedule = async (db: Db, kind: "D" | "S"): Promise<Slot[]> =>
  (
    await db.query<{ start_hour: number; hours: number; capacity: number }>(
      "SELECT start_hour, hours, capacity FROM window_schedule WHERE kind = $1 ORDER BY start_hour",
      [kind],
    )
  ).map((r) => ({ startHour: r.start_hour, hours: r.hours, capacity: r.capacity }));

const hourOf = (hhmm: string) => {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) + Number(m) / 60;
};

/** The slots a scope offers on a day (none on Sunday, none for an unknown or non-serving scope). */
const slotsOn = async (db: Db, scope: WindowScope, day: string): Promise<Slot[]> => {
  const weekday = isoWeekday(day);
  if (weekday === 7) return [];
  const slots = await schedule(db, scope.kind);
  if (scope.kind === "D") return (await findArea(db, scope.id)) ? slots : [];
  const store = await findStore(db, scope.id);
  if (!store || !storeServes(store)) return [];
  const hours = store.openingHours.find((o) => o.dayOfWeek === weekday);
  if (!hours) return [];
  return slots.filter(
    (s) => s.startHour >= hourOf(hours.opens) && s.startHour + s.hours <= hourOf(hours.closes),
  );
};

/**
 * Bookings per window id at `now`, not counting `exceptCartId`: ORDERED carts, and FINALIZED ones
 * while their hold lasts (an unpaid cart must not keep a window from other shoppers for good).
 */
const bookings = async (
  db: Db,
  ids: ReadonlyArray<string>,
  now: number,
  exceptCartId?: string,
): Promise<Map<string, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ window_id: string; n: number }>(
    `SELECT window_id, count(*)::int AS n FROM carts
     WHERE window_id = ANY($1::text[]) AND id <> $2
       AND (status = 'ORDERED' OR (status = 'FINALIZED' AND hold_until > $3))
     GROUP BY window_id`,
    [[...ids], exceptCartId ?? "", new Date(now).toISOString()],
  );
  return new Map(rows.map((r) => [r.window_id, r.n]));
};

const toWindow = (scope: WindowScope, day: string, slot: Slot, booked: number): DeliveryWindow => ({
  id: windowId(scope, day, slot.startHour),
  distributionType: scopeType(scope.kind),
  appointableId: scope.id,
  start: new Date(berlinInstant(day, slot.startHour)).toISOString(),
  end: new Date(berlinInstant(day, slot.startHour + slot.hours)).toISOString(),
  capacity: slot.capacity,
  remaining: Math.max(0, slot.capacity - booked),
});

/** The bookable windows of a scope from now (plus the lead time) to the end of the horizon. */
export const windowsFor = async (db: Db, scope: WindowScope, now: number): Promise<DeliveryWindow[]> => {
  const today = berlinDay(now);
  const found: Array<{ day: string; slot: Slot }> = [];
  for (let i = 0; i < HORIZON_DAYS; i++) {
    const day = addDays(today, i);
    for (const slot of await slotsOn(db, scope, day)) {
      if (berlinInstant(day, slot.startHour) >= now + LEAD_MINUTES * 60_000) found.push({ day, slot });
    }
  }
  const booked = await bookings(
    db,
    found.map((f) => windowId(scope, f.day, f.slot.startHour)),
    now,
  );
  return found.map((f) =>
    toWindow(scope, f.day, f.slot, booked.get(windowId(scope, f.day, f.slot.startHour)) ?? 0),
  );
};

export type WindowLookup =
  | { readonly exists: false; readonly window: DeliveryWindow }
  | { readonly exists: true; readonly window: DeliveryWindow; readonly expired: boolean };

/**
 * What a window id stands for now. A well-formed id outside the schedule (unknown scope, Sunday,
 * an hour without a slot, a day outside [today - PAST_DAYS, today + HORIZON_DAYS)) does not exist;
 * its window is still described from the id, with capacity 0.
 */
export const lookupWindow = async (
  db: Db,
  id: string,
  now: number,
  exceptCartId?: string,
): Promise<WindowLookup | undefined> => {
  const parsed = parseWindowId(id);
  if (!parsed) return undefined;
  const { scope, day, hour } = parsed;
  const today = berlinDay(now);
  const inRange = day >= addDays(today, -PAST_DAYS) && day < addDays(today, HORIZON_DAYS);
  const slot = inRange ? (await slotsOn(db, scope, day)).find((s) => s.startHour === hour) : undefined;
  if (!slot) {
    return { exists: false, window: toWindow(scope, day, { startHour: hour, hours: 2, capacity: 0 }, 0) };
  }
  const booked = (await bookings(db, [id], now, exceptCartId)).get(id) ?? 0;
  const window = toWindow(scope, day, slot, booked);
  return { exists: true, window, expired: Date.parse(window.end) <= now };
};

/** When a window hold taken at `now` ends (document 2 §3 order config, windowHoldMinutes). */
export const holdUntil = async (db: Db, now: number): Promise<string> =>
  new Date(now + windowHoldMinutesOf(await loadOrderConfig(db)) * 60_000).toISOString();
