import { describe, expect, it } from "vitest";
import { setDistributionAddress } from "../../domain/api/cart";
import {
  getCheckoutStores,
  getDefaultDeliveryArea,
  getDeliveryAreaIntersection,
  getDeliveryAreas,
  getOrderConfig,
} from "../../domain/api/distribution";
import { demoOrderConfig } from "../../server/seed/checkout";
import { annaAddress, shopper } from "./cart-client";

describe("distribution: stores, delivery areas, order config", () => {
  it("eight checkout stores with opening hours and positions; one closed, one without picking unit", async () => {
    const s = await shopper();
    const stores = await s.ok(getCheckoutStores);
    expect(stores).toHaveLength(8);
    expect(stores.every((x) => x.openingHours.length === 6)).toBe(true);
    expect(stores.filter((x) => x.temporarilyClosed).map((x) => x.storeId)).toEqual(["4407"]);
    expect(stores.filter((x) => x.pickingUnitIds.length === 0).map((x) => x.storeId)).toEqual(["4408"]);
  });

  it("areas, the default area and the area at a position", async () => {
    const s = await shopper();
    const areas = await s.ok(getDeliveryAreas);
    expect(areas.map((a) => a.deliveryAreaNumber)).toEqual(["A1", "A2", "A3", "A4"]);
    expect((await s.ok(getDefaultDeliveryArea)).deliveryAreaNumber).toBe("A1");
    const at = await s.ok(getDeliveryAreaIntersection, { query: { latitude: 50.9385, longitude: 6.9561 } });
    expect(at.map((a) => a.deliveryAreaNumber)).toEqual(["A1"]);
    expect(
      await s.ok(getDeliveryAreaIntersection, { query: { latitude: 50.733, longitude: 7.098 } }),
    ).toEqual([]);
    const bad = await s.browser.fetch(
      "/api/distribution/delivery-area/intersection?latitude=north&longitude=1",
    );
    expect(bad.status).toBe(400);
  });

  it("order config: the limits the client checks", async () => {
    const s = await shopper();
    expect(await s.ok(getOrderConfig)).toEqual(demoOrderConfig);
  });

  it("a delivery address gets its area, store and picking units from the server; the client's are ignored", async () => {
    const s = await shopper();
    const cart = await s.ok(setDistributionAddress, {
      body: { ...annaAddress, deliveryAreaNumber: "A4", storeId: "4408", pickingUnitIds: ["fake"] },
    });
    expect(cart.distributionAddress).toMatchObject({
      deliveryAreaNumber: "A1",
      storeId: "4401",
      pickingUnitIds: ["PU-4401-1", "PU-4401-2"],
    });
    const cc = await s.ok(setDistributionAddress, {
      body: { distributionType: "CLICK_AND_COLLECT", storeId: "4404", streetName: "x" },
    });
    expect(cc.distributionAddress).toMatchObject({
      streetName: "Deutzer Freiheit",
      postalCode: "50679",
      city: "Köln",
    });
    expect(cc.freeOfChargeThreshold).toBe(demoOrderConfig.freeOfChargeThresholdCC);
  });
});
