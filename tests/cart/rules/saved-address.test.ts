import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AddressCategory, SavedAddress } from "../../../domain/addresses/model";
import { isCompleteAddress } from "../../../domain/addresses/rules/complete";
import { withoutPlaceholders, withPlaceholders } from "../../../domain/addresses/rules/placeholders";
import {
  deliveryAddressOf,
  primaryDeliveryAddress,
  serviceDecision,
} from "../../../domain/cart/rules/saved-address";

const complete = { streetName: "Ehrenstraße", streetNumber: "27", postalCode: "50672", city: "Köln" };
const saved = (
  over: Partial<SavedAddress> = {},
  address: SavedAddress["address"] = complete,
): SavedAddress => ({
  id: "a1",
  category: "delivery",
  primary: true,
  addressType: "PRIVATE",
  address,
  ...over,
});

describe("complete address (document 2 §3)", () => {
  it("[doc2 §3] complete iff street number, street name, postal code and city are all there; blank counts as missing", () => {
    expect(isCompleteAddress(complete)).toBe(true);
    for (const field of ["streetName", "streetNumber", "postalCode", "city"] as const) {
      expect(isCompleteAddress({ ...complete, [field]: undefined }), field).toBe(false);
      expect(isCompleteAddress({ ...complete, [field]: "" }), field).toBe(false);
      expect(isCompleteAddress({ ...complete, [field]: "  " }), field).toBe(false);
      expect(isCompleteAddress({ ...complete, [field]: "x" }), field).toBe(true);
    }
  });

  it("[doc2 §5] placeholders: the missing fields get one when saved, and none is left when read back", () => {
    const stored = withPlaceholders({ city: "Köln", firstName: "Anna" });
    expect(stored).toEqual({
      streetName: "nana",
      streetNumber: "na",
      postalCode: "nan",
      city: "Köln",
      firstName: "Anna",
    });
    expect(isCompleteAddress(stored)).toBe(true);
    expect(withoutPlaceholders(stored)).toEqual({ city: "Köln", firstName: "Anna" });
    expect(isCompleteAddress(withoutPlaceholders(stored))).toBe(false);
    // A placeholder in any other field goes too; a value that only contains one stays.
    expect(withoutPlaceholders({ ...complete, door: "nan", floor: "nana 2" })).toEqual({
      ...complete,
      floor: "nana 2",
    });
  });
});

describe("the saved address instead of the service prompt (document 2 §4)", () => {
  it("[doc2 §4] the primary delivery or combined address is the one; billing or non-primary ones are not", () => {
    expect(primaryDeliveryAddress([])).toBeUndefined();
    expect(primaryDeliveryAddress([saved({ category: "billing" })])).toBeUndefined();
    expect(primaryDeliveryAddress([saved({ primary: false })])).toBeUndefined();
    expect(primaryDeliveryAddress([saved({ category: "combined", id: "c" })])?.id).toBe("c");
    expect(
      primaryDeliveryAddress([saved({ primary: false, id: "other" }), saved({ id: "primary" })])?.id,
    ).toBe("primary");
  });

  it("[doc2 §4] boundaries: a street on the cart needs no prompt; a complete primary is used; anything less prompts", () => {
    expect(serviceDecision(true, [saved()])).toEqual({ kind: "add" });
    expect(serviceDecision(true, [])).toEqual({ kind: "add" });
    expect(serviceDecision(false, [saved()])).toEqual({ kind: "useSavedAddress", address: saved() });
    expect(serviceDecision(false, [])).toEqual({ kind: "prompt" });
    expect(serviceDecision(false, [saved({}, { ...complete, streetNumber: undefined })])).toEqual({
      kind: "prompt",
    });
    // A complete non-primary address does not stand in for an incomplete primary one.
    expect(
      serviceDecision(false, [
        saved({ category: "combined" }, { ...complete, streetNumber: "" }),
        saved({ primary: false, id: "a2" }),
      ]),
    ).toEqual({ kind: "prompt" });
  });

  it("[doc2 §4] the delivery address sent for a saved address is that address, for delivery", () => {
    expect(deliveryAddressOf(saved({}, { ...complete, firstName: "Anna" }))).toEqual({
      ...complete,
      firstName: "Anna",
      distributionType: "DELIVERY",
    });
  });

  it("property: the saved address is used iff the prompt is required and the primary delivery/combined address is complete", () => {
    const field = fc.option(fc.constantFrom("", " ", "Ehrenstraße", "27", "50672", "Köln"), {
      nil: undefined,
    });
    const address = fc.record({
      id: fc.string(),
      category: fc.constantFrom<AddressCategory>("billing", "delivery", "combined"),
      primary: fc.boolean(),
      addressType: fc.constantFrom("PRIVATE" as const, "COMPANY" as const),
      address: fc.record({ streetName: field, streetNumber: field, postalCode: field, city: field }),
    });
    fc.assert(
      fc.property(fc.boolean(), fc.array(address, { maxLength: 5 }), (hasStreet, addresses) => {
        const d = serviceDecision(hasStreet, addresses);
        const primary = addresses.find(
          (a) => a.primary && (a.category === "delivery" || a.category === "combined"),
        );
        const usable = primary !== undefined && isCompleteAddress(primary.address);
        expect(d.kind === "useSavedAddress").toBe(!hasStreet && usable);
        expect(d.kind === "prompt").toBe(!hasStreet && !usable);
        if (d.kind === "useSavedAddress") expect(d.address).toBe(primary);
      }),
    );
  });
});
