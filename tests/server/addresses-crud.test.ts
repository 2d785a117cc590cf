import { describe, expect, it } from "vitest";
import { MAX_SAVED_ADDRESSES } from "../../domain/addresses/rules/limit";
import { ADDRESS_PLACEHOLDERS } from "../../domain/addresses/rules/placeholders";
import {
  createAddress,
  createCombinedAddress,
  deleteAddress,
  deleteCombinedAddress,
  getAddresses,
  setPrimaryAddress,
  updateAddress,
  updateCombinedAddress,
} from "../../domain/api/addresses";
import { ownTestServer } from "../support/own-server";
import { Shopper } from "./cart-client";
import { ANNA, Browser, LENA } from "./client";

/* Document 2 §3, §5, §7: the address calls on a server of this file's own (Max's list is rewritten). */

const server = ownTestServer();
const MAX = { email: "max.becker@example.com", password: "Adresse-2026!" } as const;

const shopper = () => new Shopper(new Browser(server.url)).start();
const loggedIn = async (who: { email: string; password: string }) => {
  const s = await shopper();
  expect((await s.browser.login(who.email, who.password)).status).toBe(200);
  return s;
};
const clearMax = () =>
  server.db.query(
    "DELETE FROM customer_addresses WHERE customer_id = (SELECT id FROM customers WHERE email = $1)",
    [MAX.email],
  );

const home = {
  firstName: "Max",
  lastName: "Becker",
  streetName: "Aachener Straße",
  streetNumber: "5",
  postalCode: "50674",
  city: "Köln",
  phoneNumber: "0221 123456",
};
const body = (address: Record<string, string> = home, primary = false) =>
  ({ addressType: "PRIVATE", primary, address }) as const;

describe("address calls need a customer (document 2 §6)", () => {
  it("[doc2 §6 §7] every address call answers 401 to a guest", async () => {
    const s = await shopper();
    await s.fails(createAddress, { params: { type: "billing" }, body: body() }, 401);
    await s.fails(updateAddress, { params: { type: "billing" }, body: { ...body(), id: "x" } }, 401);
    await s.fails(createCombinedAddress, { body: body() }, 401);
    await s.fails(updateCombinedAddress, { body: { ...body(), id: "x" } }, 401);
    await s.fails(setPrimaryAddress, { params: { id: "x" } }, 401);
    await s.fails(deleteAddress, { params: { id: "x" } }, 401);
    await s.fails(deleteCombinedAddress, { params: { id: "x" } }, 401);
  });
});

describe("creating, editing, deleting and the primary address (document 2 §7)", () => {
  it("[doc2 §7] POST by type creates a billing and a delivery address; the list answers, placeholders never shown", async () => {
    await clearMax();
    const s = await loggedIn(MAX);
    const one = await s.ok(createAddress, { params: { type: "billing" }, body: body() });
    expect(one.map((a) => [a.category, a.primary])).toEqual([["billing", false]]);
    expect(one[0]?.address).toMatchObject(home);
    const two = await s.ok(createAddress, {
      params: { type: "delivery" },
      body: body({ ...home, streetNumber: "7" }, true),
    });
    expect(two.map((a) => [a.category, a.primary, a.address.streetNumber])).toEqual([
      ["delivery", true, "7"],
      ["billing", false, "5"],
    ]);
    expect(await s.ok(getAddresses)).toEqual(two);
  });

  it("[doc2 §7] PUT by type edits the address in place; another category's id is 404", async () => {
    await clearMax();
    const s = await loggedIn(MAX);
    const [saved] = await s.ok(createAddress, { params: { type: "billing" }, body: body() });
    const id = saved?.id ?? "";
    const edited = await s.ok(updateAddress, {
      params: { type: "billing" },
      body: { ...body({ ...home, city: "Bonn", postalCode: "53111" }), id },
    });
    expect(edited).toHaveLength(1);
    expect(edited[0]).toMatchObject({
      id,
      category: "billing",
      address: { city: "Bonn", postalCode: "53111" },
    });
    await s.fails(updateAddress, { params: { type: "delivery" }, body: { ...body(), id } }, 404);
  });

  it("[doc2 §7] set primary: exactly one primary address per customer", async () => {
    await clearMax();
    const s = await loggedIn(MAX);
    await s.ok(createAddress, { params: { type: "billing" }, body: body(home, true) });
    const list = await s.ok(createAddress, { params: { type: "delivery" }, body: body() });
    const other = list.find((a) => !a.primary)?.id ?? "";
    const after = await s.ok(setPrimaryAddress, { params: { id: other } });
    expect(after.filter((a) => a.primary).map((a) => a.id)).toEqual([other]);
    expect(after[0]?.id).toBe(other);
  });

  it("[doc2 §7] the combined address: POST, PUT, DELETE …/{id}/combined; the plain DELETE refuses it", async () => {
    await clearMax();
    const s = await loggedIn(MAX);
    const [combined] = await s.ok(createCombinedAddress, { body: body(home, true) });
    expect(combined).toMatchObject({ category: "combined", primary: true });
    const id = combined?.id ?? "";
    const edited = await s.ok(updateCombinedAddress, {
      body: { ...body({ ...home, streetNumber: "9a" }), id },
    });
    expect(edited[0]?.address.streetNumber).toBe("9a");
    await s.fails(deleteAddress, { params: { id } }, 404);
    expect(await s.ok(deleteCombinedAddress, { params: { id } })).toEqual([]);
  });

  it("[doc2 §7] DELETE removes a billing or delivery address; the combined DELETE refuses it", async () => {
    await clearMax();
    const s = await loggedIn(MAX);
    const [saved] = await s.ok(createAddress, { params: { type: "delivery" }, body: body() });
    const id = saved?.id ?? "";
    await s.fails(deleteCombinedAddress, { params: { id } }, 404);
    expect(await s.ok(deleteAddress, { params: { id } })).toEqual([]);
    await s.fails(deleteAddress, { params: { id } }, 404);
  });

  it("[doc2 §7] another customer's address id answers 404 to every call, and stays untouched", async () => {
    const s = await loggedIn(MAX);
    const anna = await (await loggedIn(ANNA)).ok(getAddresses);
    const id = anna[0]?.id ?? "";
    await s.fails(updateAddress, { params: { type: "delivery" }, body: { ...body(), id } }, 404);
    await s.fails(setPrimaryAddress, { params: { id } }, 404);
    await s.fails(deleteAddress, { params: { id } }, 404);
    const lena = await (await loggedIn(LENA)).ok(getAddresses);
    await s.fails(deleteCombinedAddress, { params: { id: lena[0]?.id ?? "" } }, 404);
    await s.fails(updateCombinedAddress, { body: { ...body(), id: lena[0]?.id ?? "" } }, 404);
    expect(await (await loggedIn(ANNA)).ok(getAddresses)).toEqual(anna);
  });
});

describe("the rules on the server (document 2 §5)", () => {
  it("[doc2 §5] a broken rule is a 400 with a field error per rule (street name and number, postal code, city, <, phone)", async () => {
    const s = await loggedIn(MAX);
    const error = await s.fails(
      createAddress,
      {
        params: { type: "billing" },
        body: body({
          streetName: "x".repeat(256),
          streetNumber: "123456",
          postalCode: "",
          city: "<script>",
          additionalInfo: "y".repeat(256),
          phoneNumber: "call me",
        }),
      },
      400,
    );
    expect(error.errors?.map((e) => e.path).sort()).toEqual(
      [
        "address.additionalInfo",
        "address.city",
        "address.phoneNumber",
        "address.postalCode",
        "address.streetName",
        "address.streetNumber",
      ].sort(),
    );
    expect(error.errors?.find((e) => e.path === "address.streetNumber")?.message).toBe(
      "streetNumber must be at most 5 characters",
    );
  });

  it("[doc2 §5] a missing street number is refused (the placeholders fill only what the rules let through)", async () => {
    const s = await loggedIn(MAX);
    const { streetNumber: _, ...noNumber } = home;
    const error = await s.fails(createAddress, { params: { type: "billing" }, body: body(noNumber) }, 400);
    expect(error.errors).toEqual([{ path: "address.streetNumber", message: "streetNumber is required" }]);
  });

  it("[doc2 §5] a field hidden by configuration (a company's registration number) is removed from what is saved", async () => {
    await clearMax();
    const s = await loggedIn(MAX);
    const company = {
      ...home,
      companyName: "Becker GmbH",
      valueAddedTaxId: "DE123456789",
      companyRegistrationNumber: "HRB12345",
    };
    const [billing] = await s.ok(createAddress, {
      params: { type: "billing" },
      body: { addressType: "COMPANY", address: company },
    });
    expect(billing?.address).toMatchObject({ companyName: "Becker GmbH", valueAddedTaxId: "DE123456789" });
    expect(billing?.address).not.toHaveProperty("companyRegistrationNumber");
    // Not a billing field for a delivery address: kept.
    const list = await s.ok(createAddress, {
      params: { type: "delivery" },
      body: { addressType: "COMPANY", address: company },
    });
    expect(list.find((a) => a.category === "delivery")?.address.companyRegistrationNumber).toBe("HRB12345");
    // A private address has no company fields.
    const priv = await s.ok(createAddress, { params: { type: "billing" }, body: body(company) });
    expect(priv.filter((a) => a.addressType === "PRIVATE")[0]?.address).not.toHaveProperty("companyName");
  });

  it("an unknown type in the path is a 400, not a 500", async () => {
    const s = await loggedIn(MAX);
    const r = await s.raw(createAddress, { params: { type: "shipping" }, body: body() });
    expect(r.status).toBe(400);
  });

  it(`[doc2 §5 §9] at most ${MAX_SAVED_ADDRESSES} per customer: the next POST is 409 with a readable message`, async () => {
    await clearMax();
    const s = await loggedIn(MAX);
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1)
      await s.ok(createAddress, {
        params: { type: "delivery" },
        body: body({ ...home, streetNumber: String(i + 1) }),
      });
    const error = await s.fails(createAddress, { params: { type: "billing" }, body: body() }, 409);
    expect(error.message).toBe(`at most ${MAX_SAVED_ADDRESSES} saved addresses per customer`);
    await s.fails(createCombinedAddress, { body: body() }, 409);
    const list = await s.ok(getAddresses);
    expect(list).toHaveLength(MAX_SAVED_ADDRESSES);
    // Editing is not adding: still allowed at the limit.
    const id = list[0]?.id ?? "";
    await s.ok(updateAddress, { params: { type: "delivery" }, body: { ...body(), id } });
    const values = list.flatMap((a) => Object.values(a.address));
    expect(values.filter((v) => ADDRESS_PLACEHOLDERS.includes(v ?? ""))).toEqual([]);
  });
});
