import { Schema } from "effect";
import { DeliveryArea, type Position, Store } from "../../domain/cart/model";
import { distanceKm } from "../../domain/store-finder/distance";
import type { Db } from "../db/db";

const decodeStore = Schema.decodeUnknownSync(Store);
const decodeArea = Schema.decodeUnknownSync(DeliveryArea);

export const listStores = async (db: Db): Promise<Store[]> =>
  (await db.query<{ data: unknown }>("SELECT data FROM stores ORDER BY position")).map((r) =>
    decodeStore(r.data),
  );

export const findStore = async (db: Db, id: string): Promise<Store | undefined> => {
  const [row] = await db.query<{ data: unknown }>("SELECT data FROM stores WHERE id = $1", [id]);
  return row && decodeStore(row.data);
};

/** A store that can prepare click-and-collect orders now: open and with a picking unit. */
export const storeServes = (s: Store): boolean => !s.temporarilyClosed && s.pickingUnitIds.length > 0;

export const listAreas = async (db: Db): Promise<DeliveryArea[]> =>
  (await db.query<{ data: unknown }>("SELECT data FROM delivery_areas ORDER BY position")).map((r) =>
    decodeArea(r.data),
  );

export const defaultArea = async (db: Db): Promise<DeliveryArea | undefined> => {
  const [row] = await db.query<{ data: unknown }>(
    "SELECT data FROM delivery_areas ORDER BY is_default DESC, position LIMIT 1",
  );
  return row && decodeArea(row.data);
};

export const findArea = async (db: Db, number: string): Promise<DeliveryArea | undefined> => {
  const [row] = await db.query<{ data: unknown }>("SELECT data FROM delivery_areas WHERE number = $1", [
    number,
  ]);
  return row && decodeArea(row.data);
};

const areaForPostalCode = async (db: Db, postalCode: string): Promise<DeliveryArea | undefined> => {
  const [row] = await db.query<{ data: unknown }>(
    "SELECT a.data FROM postal_codes p JOIN delivery_areas a ON a.number = p.area_number WHERE p.code = $1",
    [postalCode.trim()],
  );
  return row && decodeArea(row.data);
};

/** Distance in km on a small region (equirectangular approximation). */

/** A position belongs to the postal code whose centre is nearest, if within this distance. */
const POSTAL_CATCHMENT_KM = 3;

const nearestPostalCode = async (
  db: Db,
  position: Position,
): Promise<{ code: string; city: string; area: string | null; lat: number; lng: number } | undefined> => {
  const rows = await db.query<{
    code: string;
    city: string;
    area_number: string | null;
    lat: number;
    lng: number;
  }>("SELECT code, city, area_number, lat, lng FROM postal_codes");
  let best: (typeof rows)[number] | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const r of rows) {
    const km = distanceKm(position, { lat: r.lat, lng: r.lng });
    if (km < bestKm) {
      best = r;
      bestKm = km;
    }
  }
  return best && bestKm <= POSTAL_CATCHMENT_KM
    ? { code: best.code, city: best.city, area: best.area_number, lat: best.lat, lng: best.lng }
    : undefined;
};

/** The delivery area at a position: that of the nearest postal code within the catchment. */
export const areaAt = async (db: Db, position: Position): Promise<DeliveryArea | undefined> => {
  const postal = await nearestPostalCode(db, position);
  return postal?.area ? findArea(db, postal.area) : undefined;
};

/** Delivery area of an address: by postal code first, else by position. */
export const areaOfAddress = async (
  db: Db,
  address: { readonly postalCode?: string | undefined; readonly position?: Position | undefined },
): Promise<DeliveryArea | undefined> => {
  if (address.postalCode) return areaForPostalCode(db, address.postalCode);
  if (address.position) return areaAt(db, address.position);
  return undefined;
};
