import type { DeliveryArea, Store } from "../../domain/cart/model";
import type { Db } from "../db/db";
import type { SeedArea } from "./area";

/**
 * The demo region (Köln and neighbours): eight stores, four delivery areas by postal code, and a
 * small gazetteer of real streets with approximate positions, for the maps calls. Positions are
 * rough centres, good enough for a demo; nothing here calls an external service.
 */
const week = (opens: string, closes: string, days = [1, 2, 3, 4, 5, 6]) =>
  days.map((dayOfWeek) => ({ dayOfWeek, opens, closes }));

export const demoStores: ReadonlyArray<Store> = [
  {
    storeId: "4401",
    name: "Demo Markt Köln Neumarkt",
    streetName: "Neumarkt",
    streetNumber: "18",
    postalCode: "50667",
    city: "Köln",
    position: { lat: 50.9364, lng: 6.9476 },
    openingHours: week("07:00", "22:00"),
    pickingUnitIds: ["PU-4401-1", "PU-4401-2"],
    temporarilyClosed: false,
    services: ["clickAndCollect", "bakery", "butcher", "fishCounter", "bottleReturn"],
  },
  {
    storeId: "4402",
    name: "Demo Markt Köln Ehrenfeld",
    streetName: "Venloer Straße",
    streetNumber: "300",
    postalCode: "50823",
    city: "Köln",
    position: { lat: 50.948, lng: 6.918 },
    openingHours: week("07:00", "22:00"),
    pickingUnitIds: ["PU-4402-1"],
    temporarilyClosed: false,
    services: ["clickAndCollect", "bakery", "bottleReturn"],
  },
  {
    storeId: "4403",
    name: "Demo Markt Köln Nippes",
    streetName: "Neusser Straße",
    streetNumber: "250",
    postalCode: "50733",
    city: "Köln",
    position: { lat: 50.958, lng: 6.953 },
    openingHours: week("08:00", "21:00"),
    pickingUnitIds: ["PU-4403-1"],
    temporarilyClosed: false,
    services: ["clickAndCollect", "fishCounter", "bottleReturn", "parking"],
  },
  {
    storeId: "4404",
    name: "Demo Markt Köln Deutz",
    streetName: "Deutzer Freiheit",
    streetNumber: "40",
    postalCode: "50679",
    city: "Köln",
    position: { lat: 50.937, lng: 6.979 },
    openingHours: week("07:00", "22:00"),
    pickingUnitIds: ["PU-4404-1"],
    temporarilyClosed: false,
    services: ["clickAndCollect", "bakery", "butcher", "bottleReturn"],
  },
  {
    storeId: "4405",
    name: "Demo Markt Köln Sülz",
    streetName: "Berrenrather Straße",
    streetNumber: "200",
    postalCode: "50937",
    city: "Köln",
    position: { lat: 50.918, lng: 6.92 },
    openingHours: week("07:00", "22:00"),
    pickingUnitIds: ["PU-4405-1"],
    temporarilyClosed: false,
    services: ["clickAndCollect", "bottleReturn", "parking"],
  },
  {
    storeId: "4406",
    name: "Demo Markt Köln Mülheim",
    streetName: "Frankfurter Straße",
    streetNumber: "50",
    postalCode: "51065",
    city: "Köln",
    position: { lat: 50.959, lng: 7.012 },
    openingHours: week("08:00", "20:00"),
    pickingUnitIds: ["PU-4406-1"],
    temporarilyClosed: false,
    services: ["clickAndCollect", "butcher", "bottleReturn", "parking"],
  },
  {
    // Closed for refurbishment: choosing it gives validation code 131.
    storeId: "4407",
    name: "Demo Markt Leverkusen Wiesdorf",
    streetName: "Wiesdorfer Platz",
    streetNumber: "10",
    postalCode: "51373",
    city: "Leverkusen",
    position: { lat: 51.033, lng: 6.987 },
    openingHours: week("08:00", "20:00"),
    pickingUnitIds: ["PU-4407-1"],
    temporarilyClosed: true,
    services: ["bakery", "bottleReturn", "parking"],
  },
  {
    // No picking unit: a store without click and collect; choosing it gives validation code 131.
    storeId: "4408",
    name: "Demo Markt Bonn Zentrum",
    streetName: "Poststraße",
    streetNumber: "5",
    postalCode: "53111",
    city: "Bonn",
    position: { lat: 50.733, lng: 7.098 },
    openingHours: week("08:00", "20:00"),
    pickingUnitIds: [],
    temporarilyClosed: false,
    services: ["bakery", "bottleReturn"],
  },
];

interface PostalCode {
  readonly code: string;
  readonly city: string;
  readonly district: string;
  readonly lat: number;
  readonly lng: number;
  readonly area: string | null;
}

export const demoPostalCodes: ReadonlyArray<PostalCode> = [
  { code: "50667", city: "Köln", district: "Altstadt-Nord", lat: 50.9385, lng: 6.9535, area: "A1" },
  { code: "50668", city: "Köln", district: "Neustadt-Nord", lat: 50.9485, lng: 6.9585, area: "A1" },
  { code: "50670", city: "Köln", district: "Neustadt-Nord", lat: 50.9475, lng: 6.9445, area: "A1" },
  { code: "50672", city: "Köln", district: "Neustadt-Nord", lat: 50.9405, lng: 6.9395, area: "A1" },
  { code: "50674", city: "Köln", district: "Neustadt-Süd", lat: 50.9305, lng: 6.9335, area: "A1" },
  { code: "50676", city: "Köln", district: "Altstadt-Süd", lat: 50.9295, lng: 6.9525, area: "A1" },
  { code: "50677", city: "Köln", district: "Neustadt-Süd", lat: 50.9215, lng: 6.9505, area: "A1" },
  { code: "50678", city: "Köln", district: "Neustadt-Süd", lat: 50.9235, lng: 6.9625, area: "A1" },
  { code: "50823", city: "Köln", district: "Ehrenfeld", lat: 50.9495, lng: 6.9205, area: "A2" },
  { code: "50825", city: "Köln", district: "Ehrenfeld", lat: 50.9525, lng: 6.9025, area: "A2" },
  { code: "50827", city: "Köln", district: "Bickendorf", lat: 50.9635, lng: 6.8935, area: "A2" },
  { code: "50733", city: "Köln", district: "Nippes", lat: 50.9605, lng: 6.9505, area: "A2" },
  { code: "50735", city: "Köln", district: "Riehl", lat: 50.9685, lng: 6.9695, area: "A2" },
  { code: "50679", city: "Köln", district: "Deutz", lat: 50.9365, lng: 6.9795, area: "A3" },
  { code: "51063", city: "Köln", district: "Mülheim", lat: 50.9665, lng: 7.0055, area: "A3" },
  { code: "51065", city: "Köln", district: "Mülheim", lat: 50.9575, lng: 7.0125, area: "A3" },
  { code: "51103", city: "Köln", district: "Kalk", lat: 50.9395, lng: 7.0125, area: "A3" },
  { code: "50931", city: "Köln", district: "Lindenthal", lat: 50.9325, lng: 6.9155, area: "A4" },
  { code: "50937", city: "Köln", district: "Sülz", lat: 50.9195, lng: 6.9225, area: "A4" },
  { code: "50939", city: "Köln", district: "Klettenberg", lat: 50.9105, lng: 6.9295, area: "A4" },
  { code: "50968", city: "Köln", district: "Marienburg", lat: 50.9115, lng: 6.9635, area: "A4" },
  { code: "50996", city: "Köln", district: "Rodenkirchen", lat: 50.8905, lng: 6.9935, area: null },
  { code: "51373", city: "Leverkusen", district: "Wiesdorf", lat: 51.0325, lng: 6.9855, area: null },
  { code: "53111", city: "Bonn", district: "Zentrum", lat: 50.7355, lng: 7.0985, area: null },
];

const areaDefs: ReadonlyArray<Omit<DeliveryArea, "postalCodes" | "pickingUnitIds">> = [
  { deliveryAreaNumber: "A1", name: "Köln Innenstadt", center: { lat: 50.935, lng: 6.95 }, storeId: "4401" },
  {
    deliveryAreaNumber: "A2",
    name: "Köln Ehrenfeld und Nippes",
    center: { lat: 50.956, lng: 6.925 },
    storeId: "4402",
  },
  {
    deliveryAreaNumber: "A3",
    name: "Köln rechtsrheinisch",
    center: { lat: 50.95, lng: 7.0 },
    storeId: "4404",
  },
  {
    deliveryAreaNumber: "A4",
    name: "Köln Süd und Lindenthal",
    center: { lat: 50.918, lng: 6.933 },
    storeId: "4405",
  },
];

export const DEFAULT_AREA = "A1";

const demoAreas: ReadonlyArray<DeliveryArea> = areaDefs.map((a) => ({
  ...a,
  postalCodes: demoPostalCodes.filter((p) => p.area === a.deliveryAreaNumber).map((p) => p.code),
  pickingUnitIds: demoStores.find((s) => s.storeId === a.storeId)?.pickingUnitIds ?? [],
}));

/** [street, postal code, lat, lng] */
export const demoStreets: ReadonlyArray<readonly [string, string, number, number]> = [
  ["Hohe Straße", "50667", 50.9385, 6.9561],
  ["Schildergasse", "50667", 50.9363, 6.953],
  ["Breite Straße", "50667", 50.9394, 6.9499],
  ["Neumarkt", "50667", 50.9364, 6.9476],
  ["Eigelstein", "50668", 50.9478, 6.9563],
  ["Ehrenstraße", "50672", 50.9393, 6.9403],
  ["Friesenplatz", "50672", 50.9395, 6.9395],
  ["Aachener Straße", "50674", 50.9365, 6.929],
  ["Zülpicher Straße", "50674", 50.93, 6.934],
  ["Severinstraße", "50678", 50.9262, 6.959],
  ["Ubierring", "50678", 50.9225, 6.965],
  ["Bonner Straße", "50677", 50.919, 6.958],
  ["Venloer Straße", "50823", 50.948, 6.918],
  ["Subbelrather Straße", "50823", 50.95, 6.925],
  ["Körnerstraße", "50823", 50.947, 6.916],
  ["Neusser Straße", "50733", 50.96, 6.955],
  ["Merheimer Straße", "50733", 50.961, 6.945],
  ["Deutzer Freiheit", "50679", 50.937, 6.979],
  ["Frankfurter Straße", "51065", 50.959, 7.012],
  ["Berliner Straße", "51063", 50.965, 7.005],
  ["Kalker Hauptstraße", "51103", 50.9395, 7.0125],
  ["Dürener Straße", "50931", 50.9325, 6.9155],
  ["Berrenrather Straße", "50937", 50.918, 6.92],
  ["Luxemburger Straße", "50939", 50.911, 6.929],
  ["Hauptstraße", "50996", 50.8905, 6.9935],
  ["Wiesdorfer Platz", "51373", 51.033, 6.987],
  ["Poststraße", "53111", 50.733, 7.098],
  ["Sternstraße", "53111", 50.735, 7.101],
];

/** Lower case with umlauts and ß spelled out: "Zülpicher Straße" matches "zuelpicher strasse". */
export const foldPlace = (s: string): string =>
  s
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/str\.(\s|$)/g, "strasse$1")
    .replace(/\s+/g, " ")
    .trim();

const streetId = (street: string, postalCode: string) =>
  `street-${postalCode}-${foldPlace(street).replace(/[^a-z0-9]+/g, "-")}`;

const json = (rows: ReadonlyArray<unknown>) => JSON.stringify(rows);

export const distributionSeed: SeedArea = {
  name: "distribution",
  async seed(tx: Db) {
    await tx.query("DELETE FROM gazetteer_streets");
    await tx.query("DELETE FROM postal_codes");
    await tx.query("DELETE FROM delivery_areas");
    await tx.query("DELETE FROM stores");
    await tx.query(
      `INSERT INTO stores (id, position, data)
       SELECT r.id, r.position, r.data FROM jsonb_to_recordset($1::jsonb) AS r(id text, position int, data jsonb)`,
      [json(demoStores.map((s, i) => ({ id: s.storeId, position: i, data: s })))],
    );
    await tx.query(
      `INSERT INTO delivery_areas (number, position, is_default, data)
       SELECT r.number, r.position, r.is_default, r.data
       FROM jsonb_to_recordset($1::jsonb) AS r(number text, position int, is_default boolean, data jsonb)`,
      [
        json(
          demoAreas.map((a, i) => ({
            number: a.deliveryAreaNumber,
            position: i,
            is_default: a.deliveryAreaNumber === DEFAULT_AREA,
            data: a,
          })),
        ),
      ],
    );
    await tx.query(
      `INSERT INTO postal_codes (code, city, district, lat, lng, area_number)
       SELECT r.code, r.city, r.district, r.lat, r.lng, r.area
       FROM jsonb_to_recordset($1::jsonb) AS r(code text, city text, district text, lat float8, lng float8, area text)`,
      [json(demoPostalCodes)],
    );
    await tx.query(
      `INSERT INTO gazetteer_streets (id, street, postal_code, lat, lng, search_text)
       SELECT r.id, r.street, r.postal_code, r.lat, r.lng, r.search_text
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, street text, postal_code text, lat float8, lng float8, search_text text)`,
      [
        json(
          demoStreets.map(([street, postal, lat, lng]) => ({
            id: streetId(street, postal),
            street,
            postal_code: postal,
            lat,
            lng,
            search_text: foldPlace(street),
          })),
        ),
      ],
    );
  },
};
