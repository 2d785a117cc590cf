import { describe, expect, it } from "vitest";
import { autocomplete, geocodeAddress, geocodeId, geocodeLocation } from "../../domain/api/distribution";
import { shopper } from "./cart-client";

describe("maps from the seeded gazetteer (no external service)", () => {
  it("autocomplete by street (umlauts folded), with a house number, by postal code and by city", async () => {
    const s = await shopper();
    const z = await s.ok(autocomplete, { query: { q: "zuelpicher" } });
    expect(z.predictions[0]).toMatchObject({
      primaryPart: "Zülpicher Straße",
      secondaryPart: "50674 Köln",
      type: "street",
    });
    const n = await s.ok(autocomplete, { query: { q: "Hohe Str. 12" } });
    expect(n.predictions[0]?.primaryPart).toBe("Hohe Straße 12");
    const p = await s.ok(autocomplete, { query: { q: "5066" } });
    expect(p.predictions.some((x) => x.type === "postalCode" && x.primaryPart === "50667")).toBe(true);
    const c = await s.ok(autocomplete, { query: { q: "Bon" } });
    expect(c.predictions[0]).toMatchObject({ type: "city", primaryPart: "Bonn" });
    expect(
      (await s.ok(autocomplete, { query: { q: "Bon", addressOnly: true } })).predictions.every(
        (x) => x.type === "street",
      ),
    ).toBe(true);
    expect((await s.ok(autocomplete, { query: { q: "a" } })).predictions).toEqual([]);
    expect((await s.ok(autocomplete, { query: { q: "Hohe", restrictCountry: "AT" } })).predictions).toEqual(
      [],
    );
  });

  it("geocode a prediction id, an address text and a position", async () => {
    const s = await shopper();
    const [first] = (await s.ok(autocomplete, { query: { q: "Venloer" } })).predictions;
    const byId = await s.ok(geocodeId, {
      params: { id: first?.id ?? "" },
      query: { primaryPart: "Venloer Straße 300" },
    });
    expect(byId.results[0]).toMatchObject({
      streetName: "Venloer Straße",
      streetNumber: "300",
      postalCode: "50823",
      deliveryAreaNumber: "A2",
    });
    await s.fails(geocodeId, { params: { id: "street-nowhere" } }, 404);
    const byText = await s.ok(geocodeAddress, { query: { address: "Poststr. 5, 53111 Bonn" } });
    expect(byText.results[0]).toMatchObject({
      streetName: "Poststraße",
      streetNumber: "5",
      city: "Bonn",
      deliveryAreaNumber: null,
    });
    expect(
      (await s.ok(geocodeAddress, { query: { address: "Unbekannter Weg 1, 99999 Nirgendwo" } })).results,
    ).toEqual([]);
    const here = await s.ok(geocodeLocation, { query: { latitude: 50.9363, longitude: 6.953 } });
    expect(here.results[0]?.streetName).toBe("Schildergasse");
    expect((await s.ok(geocodeLocation, { query: { latitude: 48.1, longitude: 11.5 } })).results).toEqual([]);
  });
});
