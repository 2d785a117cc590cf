import { describe, expect, it } from "vitest";
import { fillOrderFigures, withOrderFigures } from "../../domain/content/orderFigures";
import { demoOrderConfig } from "../../server/seed/checkout";
import { demoPages } from "../../server/seed/content";
import { demoComponentConfigs } from "../../server/seed/content/configs";

describe("fees and thresholds in content come from the order config (issue 10 §6)", () => {
  it("[issue 10 §6] changing the order config changes the /liefergebiet text and the top banner", () => {
    const page = demoPages()["/liefergebiet"];
    const cheaper = { ...demoOrderConfig, serviceFeeDelivery: 299, freeOfChargeThresholdDelivery: 6_000 };
    const before = JSON.stringify(withOrderFigures(page, demoOrderConfig));
    const after = JSON.stringify(withOrderFigures(page, cheaper));
    expect(before).toContain("Die Liefergebühr beträgt 4,99\u00a0€; ab 80,00\u00a0€ Bestellwert");
    expect(after).toContain("Die Liefergebühr beträgt 2,99\u00a0€; ab 60,00\u00a0€ Bestellwert");
    expect(withOrderFigures(demoComponentConfigs.topbarbanner, cheaper).text).toBe(
      "Kostenlose Lieferung ab 60,00\u00a0€ Bestellwert",
    );
  });

  it("an unknown placeholder stays as written (the content test finds it)", () => {
    expect(fillOrderFigures("{order.deliveryFee} / {order.nope}", demoOrderConfig)).toBe(
      "4,99\u00a0€ / {order.nope}",
    );
  });
});
