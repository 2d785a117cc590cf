import type { DeliveryPassOffer } from "../../domain/delivery-pass/model";
import type { Db } from "../db/db";
import { insertPass, savePassOffer } from "../delivery-pass/store";
import { now } from "../http/clock";
import type { SeedArea } from "./area";

/** The demo shop's delivery pass: 12 months, free delivery from 40 € (the shop's own threshold is higher). */
export const demoPassOffer: DeliveryPassOffer = {
  articleId: "LIEFERPASS-12M",
  name: "Lieferpass 12 Monate",
  price: 5988,
  durationDays: 365,
  freeDeliveryThreshold: 4000,
};

/** Max (C-1003) has a pass that started 30 days before the seed and runs another 335 days. */
export const DEMO_PASS_CUSTOMER = "C-1003";

export const deliveryPassSeed: SeedArea = {
  name: "delivery-pass",
  async seed(tx: Db) {
    await savePassOffer(tx, demoPassOffer);
    await tx.query("DELETE FROM delivery_passes WHERE customer_id = $1", [DEMO_PASS_CUSTOMER]);
    const day = 86_400_000;
    const at = now();
    await insertPass(
      tx,
      DEMO_PASS_CUSTOMER,
      { startDate: new Date(at - 30 * day).toISOString(), endDate: new Date(at + 335 * day).toISOString() },
      null,
    );
  },
};
