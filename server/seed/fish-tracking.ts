import type { FishCatch } from "../../domain/fish-tracking/model";
import type { Db } from "../db/db";
import type { SeedArea } from "./area";

/** The catches behind the codes on the demo tenant's fish packs (fish-tracking block). */
const demoCatches: ReadonlyArray<FishCatch> = [
  {
    code: "DE-204711",
    species: "Nordsee-Kabeljau (Gadus morhua)",
    catchArea: "FAO 27 Nordostatlantik, Nordsee (IVb)",
    method: "Grundschleppnetz",
    vessel: "SAGITTA (BX 791), Bremerhaven",
    landedAt: "2025-10-14",
  },
  {
    code: "DE-310522",
    species: "Seelachs (Pollachius virens)",
    catchArea: "FAO 27 Nordostatlantik, Skagerrak (IIIa)",
    method: "Pelagisches Schleppnetz",
    vessel: "HELGOLAND (SC 12), Cuxhaven",
    landedAt: "2025-10-09",
  },
  {
    code: "NO-118830",
    species: "Atlantischer Hering (Clupea harengus)",
    catchArea: "FAO 27 Nordostatlantik, Norwegische See (IIa)",
    method: "Ringwade",
    vessel: "KVITBJØRN (M-88-HØ), Ålesund",
    landedAt: "2025-09-30",
  },
];

export const fishTrackingSeed: SeedArea = {
  name: "fishTracking",
  async seed(tx: Db) {
    await tx.query("DELETE FROM fish_catches");
    for (const c of demoCatches)
      await tx.query("INSERT INTO fish_catches (code, data) VALUES ($1, $2::jsonb)", [
        c.code,
        JSON.stringify(c),
      ]);
  },
};
