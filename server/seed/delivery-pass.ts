import { createHash } from "node:crypto";
import type { DeliveryPassOffer } from "../../domain/delivery-pass/model";
import { upsertCustomer } from "../customers/store";
import type { Db } from "../db/db";
import { insertPass, savePassOffer } from "../delivery-pass/store";
import { now } from "../http/clock";
import { hashPassword } from "../session/password";
import type { SeedArea } from "./area";
import type { DemoCustomer } from "./customers";

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

/**
 * Paula (C-1004) has no pass, no saved address and no orders: the browser test of the delivery pass
 * and the add-on orders buys and orders with her, so no other test's customer changes.
 */
const passDemoCustomer: DemoCustomer = {
  password: "Lieferpass-2026!",
  customer: {
    customerId: "C-1004",
    salutation: "Female",
    firstName: "Paula",
    lastName: "Neumann",
    email: "paula.neumann@example.com",
    newsletterTopics: [],
    firstOrderDelivery: true,
    firstOrderClickAndCollect: true,
  },
};

export const deliveryPassSeed: SeedArea = {
  name: "delivery-pass",
  async seed(tx: Db) {
    const { customer, password } = passDemoCustomer;
    const salt = createHash("sha256")
      .update(`demo-markt seed salt:${customer.email}`)
      .digest()
      .subarray(0, 16);
    await upsertCustomer(tx, customer, await hashPassword(password, salt));
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
