import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCompleteAddress } from "../../domain/addresses/rules/complete";
import { MAX_SAVED_ADDRESSES } from "../../domain/addresses/rules/limit";
import { ADDRESS_PLACEHOLDERS } from "../../domain/addresses/rules/placeholders";
import { getAddresses } from "../../domain/api/addresses";
import { setDistributionAddress, validateCart } from "../../domain/api/cart";
import { deliveryAddressOf } from "../../domain/cart/rules/saved-address";
import { listAddresses, type NewAddress, saveAddress } from "../../server/addresses/store";
import type { Db } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import { openDb } from "../../server/db/open";
import { HttpError } from "../../server/http/errors";
import { customerSeed } from "../../server/seed/customers";
import { seedAll } from "../../server/seed/index";
import { shopper } from "./cart-client";
import { ANNA, LENA } from "./client";

const MAX = { email: "max.becker@example.com", password: "Adresse-2026!" } as const;

const loggedIn = async (who: { email: string; password: string }) => {
  const s = await shopper();
  expect((await s.browser.login(who.email, who.password)).status).toBe(200);
  return s;
};

describe("GET /api/customers/addresses (document 2 §3, §5, §6)", () => {
  it("[doc2 §6] saved addresses need a logged-in customer: 401 for a guest", async () => {
    const s = await shopper();
    const error = await s.fails(getAddresses, {}, 401);
    expect(error.message).toBe("not logged in");
  });

  it("[doc2 §3] Anna's list: the complete primary delivery address first, then her billing address", async () => {
    const list = await (await loggedIn(ANNA)).ok(getAddresses);
    expect(list.map((a) => [a.id, a.category, a.primary])).toEqual([
      ["ADR-1001-1", "delivery", true],
      ["ADR-1001-2", "billing", false],
    ]);
    expect(list[0]?.address).toMatchObject({
      streetName: "Ehrenstraße",
      streetNumber: "27",
      postalCode: "50672",
      city: "Köln",
    });
    expect(list.every((a) => isCompleteAddress(a.address))).toBe(true);
  });

  it("[doc2 §5] the placeholder saved for Lena's missing street number is stripped when read back", async () => {
    const list = await (await loggedIn(LENA)).ok(getAddresses);
    expect(list.map((a) => [a.id, a.category, a.primary])).toEqual([
      ["ADR-1002-1", "combined", true],
      ["ADR-1002-2", "delivery", false],
    ]);
    const primary = list[0]?.address;
    expect(primary).toMatchObject({ streetName: "Venloer Straße", postalCode: "50823", city: "Köln" });
    expect(primary).not.toHaveProperty("streetNumber");
    expect(isCompleteAddress(primary ?? {})).toBe(false);
    expect(isCompleteAddress(list[1]?.address ?? {})).toBe(true);
    const values = list.flatMap((a) => Object.values(a.address));
    expect(values.filter((v) => ADDRESS_PLACEHOLDERS.includes(v ?? ""))).toEqual([]);
  });

  it("a customer without saved addresses gets an empty list", async () => {
    expect(await (await loggedIn(MAX)).ok(getAddresses)).toEqual([]);
  });

  it("[doc2 §4] every complete seeded address is inside a delivery area (no distribution-location error)", async () => {
    for (const who of [ANNA, LENA]) {
      const saved = (await (await loggedIn(who)).ok(getAddresses)).filter((a) =>
        isCompleteAddress(a.address),
      );
      for (const a of saved) {
        // On a guest's cart: the customers' own carts belong to other test files.
        const guest = await shopper();
        const cart = await guest.ok(setDistributionAddress, { body: deliveryAddressOf(a) });
        expect(cart.distributionAddress?.deliveryAreaNumber, a.id).toMatch(/^A\d$/);
        const codes = (await guest.ok(validateCart)).errors.map((e) => e.code);
        expect(
          codes.filter((c) => ["004", "005", "130", "131", "132"].includes(c)),
          a.id,
        ).toEqual([]);
      }
    }
  });
});

describe("saving addresses (server/addresses/store, document 2 §5)", () => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "grocery-addresses-"));
    db = await openDb({ dataDir: dir });
    await migrate(db);
    await seedAll(db, [customerSeed]);
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const address = (n: number, primary = false): NewAddress => ({
    category: "delivery",
    primary,
    addressType: "PRIVATE",
    address: { streetName: "Ehrenstraße", streetNumber: String(n), postalCode: "50672", city: "Köln" },
  });

  it("[doc2 §5] missing fields are saved as placeholders and read back without them", async () => {
    const saved = await saveAddress(db, "C-1001", {
      category: "billing",
      primary: false,
      addressType: "COMPANY",
      address: { companyName: "Demo GmbH", city: "Köln" },
    });
    const [row] = await db.query<Record<string, string | null>>(
      "SELECT street_name, street_number, postal_code, city FROM customer_addresses WHERE id = $1",
      [saved.id],
    );
    expect(row).toEqual({ street_name: "nana", street_number: "na", postal_code: "nan", city: "Köln" });
    expect(saved.address).toEqual({ companyName: "Demo GmbH", city: "Köln" });
  });

  it("[doc2 §3] a primary saved later is listed first and takes the flag from the earlier primary", async () => {
    const first = await saveAddress(db, "C-1002", address(1, true));
    const second = await saveAddress(db, "C-1002", address(2));
    const third = await saveAddress(db, "C-1002", address(3, true));
    const list = await listAddresses(db, "C-1002");
    expect(list.map((a) => [a.id, a.primary])).toEqual([
      [third.id, true],
      [first.id, false],
      [second.id, false],
    ]);
  });

  it(`[doc2 §5 §9] at most ${MAX_SAVED_ADDRESSES} saved addresses per customer: the next is refused with 409`, async () => {
    await db.query("DELETE FROM customer_addresses WHERE customer_id = $1", ["C-1003"]);
    for (let n = 1; n <= MAX_SAVED_ADDRESSES; n++) await saveAddress(db, "C-1003", address(n));
    const refused = await saveAddress(db, "C-1003", address(99)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409 });
    expect(await listAddresses(db, "C-1003")).toHaveLength(MAX_SAVED_ADDRESSES);
  });
});
