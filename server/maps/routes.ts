import {
  autocomplete,
  type GeocodeResult,
  geocodeAddress,
  geocodeId,
  geocodeLocation,
  MAX_PREDICTIONS,
  type Prediction,
} from "../../domain/api/distribution";
import { distanceKm } from "../../domain/store-finder/distance";
import type { Db } from "../db/db";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { foldPlace } from "../seed/distribution";

/**
 * Maps from the seeded gazetteer of the demo region (streets, postal codes, cities of Köln, Bonn and
 * Leverkusen); no external service. Prediction ids: a street id, "postal-<code>" or "city-<folded name>".
 */
interface StreetRow {
  id: string;
  street: string;
  postal_code: string;
  lat: number;
  lng: number;
  search_text: string;
  city: string;
  area_number: string | null;
}
interface PostalRow {
  code: string;
  city: string;
  district: string;
  lat: number;
  lng: number;
  area_number: string | null;
}

const streets = (db: Db) =>
  db.query<StreetRow>(
    `SELECT s.*, p.city, p.area_number FROM gazetteer_streets s JOIN postal_codes p ON p.code = s.postal_code
     ORDER BY s.street, s.postal_code`,
  );
const postals = (db: Db) => db.query<PostalRow>("SELECT * FROM postal_codes ORDER BY code");

const MAX_GEOCODE_KM = 1.5;
/** A trailing house number: "12", "12a", "12-14". */
const NUMBER = /\s+(\d{1,4}[a-zA-Z]?(?:\s*-\s*\d{1,4}[a-zA-Z]?)?)\s*$/;

const streetResult = (s: StreetRow, number?: string): GeocodeResult => ({
  id: s.id,
  streetName: s.street,
  ...(number ? { streetNumber: number } : {}),
  postalCode: s.postal_code,
  city: s.city,
  country: "Deutschland",
  countryCode: "DE",
  position: { lat: s.lat, lng: s.lng },
  formattedAddress: `${s.street}${number ? ` ${number}` : ""}, ${s.postal_code} ${s.city}`,
  deliveryAreaNumber: s.area_number,
});

const postalResult = (p: PostalRow): GeocodeResult => ({
  id: `postal-${p.code}`,
  postalCode: p.code,
  city: p.city,
  country: "Deutschland",
  countryCode: "DE",
  position: { lat: p.lat, lng: p.lng },
  formattedAddress: `${p.code} ${p.city}`,
  deliveryAreaNumber: p.area_number,
});

const cityResult = (city: string, ps: ReadonlyArray<PostalRow>): GeocodeResult | undefined => {
  const mine = ps.filter((p) => p.city === city);
  const first = mine[0];
  if (!first) return undefined;
  return {
    id: `city-${foldPlace(city)}`,
    postalCode: first.code,
    city,
    country: "Deutschland",
    countryCode: "DE",
    position: {
      lat: mine.reduce((n, p) => n + p.lat, 0) / mine.length,
      lng: mine.reduce((n, p) => n + p.lng, 0) / mine.length,
    },
    formattedAddress: city,
    deliveryAreaNumber: null,
  };
};

const germanOnly = (restrictCountry: string | undefined) =>
  restrictCountry === undefined || restrictCountry === "" || restrictCountry.toUpperCase() === "DE";

export const mapsRoutes = (app: App) => {
  route(app, autocomplete, async ({ query }, c) => {
    const db = c.get("db");
    const folded = foldPlace(query.q);
    if (folded.length < 2 || !germanOnly(query.restrictCountry)) return { predictions: [] };
    const numberMatch = NUMBER.exec(folded);
    const number = numberMatch?.[1];
    const text = numberMatch ? folded.slice(0, numberMatch.index).trim() : folded;
    const [allStreets, allPostals] = await Promise.all([streets(db), postals(db)]);
    const predictions: Prediction[] = [];
    const isDigits = /^\d+$/.test(text);
    const streetHits = allStreets
      .filter((s) =>
        isDigits
          ? s.postal_code.startsWith(text)
          : s.search_text.split(" ").some((w) => w.startsWith(text)) || s.search_text.startsWith(text),
      )
      .sort((a, b) => Number(!a.search_text.startsWith(text)) - Number(!b.search_text.startsWith(text)));
    for (const s of streetHits) {
      const primary = number ? `${s.street} ${number}` : s.street;
      predictions.push({
        id: s.id,
        primaryPart: primary,
        secondaryPart: `${s.postal_code} ${s.city}`,
        description: `${primary}, ${s.postal_code} ${s.city}`,
        type: "street",
      });
    }
    if (!query.addressOnly) {
      for (const p of allPostals.filter((p) => isDigits && p.code.startsWith(text))) {
        predictions.push({
          id: `postal-${p.code}`,
          primaryPart: p.code,
          secondaryPart: `${p.city}-${p.district}`,
          description: `${p.code} ${p.city}`,
          type: "postalCode",
        });
      }
      for (const city of new Set(allPostals.map((p) => p.city))) {
        if (!isDigits && foldPlace(city).startsWith(text))
          predictions.unshift({
            id: `city-${foldPlace(city)}`,
            primaryPart: city,
            secondaryPart: "Deutschland",
            description: city,
            type: "city",
          });
      }
    }
    return { predictions: predictions.slice(0, MAX_PREDICTIONS) };
  });

  route(app, geocodeLocation, async ({ query }, c) => {
    const here = { lat: query.latitude, lng: query.longitude };
    let best: StreetRow | undefined;
    let bestKm = Number.POSITIVE_INFINITY;
    for (const s of await streets(c.get("db"))) {
      const km = distanceKm(here, { lat: s.lat, lng: s.lng });
      if (km < bestKm) {
        best = s;
        bestKm = km;
      }
    }
    return { results: best && bestKm <= MAX_GEOCODE_KM ? [streetResult(best)] : [] };
  });

  route(app, geocodeAddress, async ({ query }, c) => {
    if (!germanOnly(query.restrictCountry)) return { results: [] };
    const db = c.get("db");
    const folded = foldPlace(query.address);
    const postal = /\b(\d{5})\b/.exec(folded)?.[1];
    const candidates = (await streets(db))
      .filter((s) => folded.includes(s.search_text) && (postal === undefined || s.postal_code === postal))
      .sort((a, b) => b.search_text.length - a.search_text.length);
    const street = candidates[0];
    if (street) {
      const after = folded.slice(folded.indexOf(street.search_text) + street.search_text.length);
      const number = /^\s*(\d{1,4}[a-z]?)/.exec(after)?.[1];
      return { results: [streetResult(street, number)] };
    }
    const allPostals = await postals(db);
    const p = postal ? allPostals.find((x) => x.code === postal) : undefined;
    if (p) return { results: [postalResult(p)] };
    const city = [...new Set(allPostals.map((x) => x.city))].find((name) => folded.includes(foldPlace(name)));
    const cr = city ? cityResult(city, allPostals) : undefined;
    return { results: cr ? [cr] : [] };
  });

  route(app, geocodeId, async ({ params, query }, c) => {
    const db = c.get("db");
    const id = params.id;
    if (id.startsWith("postal-")) {
      const p = (await postals(db)).find((x) => `postal-${x.code}` === id);
      if (p) return { results: [postalResult(p)] };
    } else if (id.startsWith("city-")) {
      const all = await postals(db);
      const city = [...new Set(all.map((x) => x.city))].find((name) => `city-${foldPlace(name)}` === id);
      const cr = city ? cityResult(city, all) : undefined;
      if (cr) return { results: [cr] };
    } else {
      const s = (await streets(db)).find((x) => x.id === id);
      if (s) {
        const number = query.primaryPart ? NUMBER.exec(query.primaryPart)?.[1] : undefined;
        return { results: [streetResult(s, number)] };
      }
    }
    throw new HttpError(404, `no place "${id}"`, { code: "place_not_found" });
  });
};
