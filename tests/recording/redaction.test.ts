import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeRecording } from "../../domain/app/recording/format";
import {
  KnownValues,
  learnPersonalData,
  maskEmail,
  maskPhone,
  maskText,
  redactEntry,
  redactValue,
} from "../../domain/recording/redact";
import { isSecretKey, REDACTED, redactCardNumbers, redactParams } from "../../domain/recording/secrets";
import { PERSONAL, recordJourney, SECRETS } from "./journey";

describe("redaction", () => {
  it("[issue 5] an exported recording of the full journey holds no secret and no personal data", async () => {
    const { recording } = await recordJourney();
    const text = encodeRecording(recording);
    const found = [...Object.values(SECRETS), ...Object.values(PERSONAL)].filter((v) => text.includes(v));
    expect(found).toEqual([]);
    // ... and not in other spellings either: the card number without spaces, the email's local part.
    expect(text).not.toContain(SECRETS.card.replace(/ /g, ""));
    expect(text).not.toContain("anna.schmidt");
    expect(text).toContain(REDACTED);
  });

  it("with the opt-in, personal data is kept but secrets are still redacted", async () => {
    const { recording } = await recordJourney({ personalData: "kept" });
    const text = encodeRecording(recording);
    expect(text).toContain(PERSONAL.email);
    expect(Object.values(SECRETS).filter((v) => text.includes(v))).toEqual([]);
  });

  it("secrets by key: login passwords, card data, gift-card codes, security answers", () => {
    const login = ["auth.login", { body: { email: "max@example.de", password: "hunter22" } }];
    const payment = { cardNumber: "4111111111111111", cvc: "123", expiryMonth: "12", cardHolder: "Max M" };
    const other = { giftCardCode: "GC-1", giftCardPin: "9999", securityAnswer: "Rex", newPassword: "x" };
    const out = JSON.stringify(redactValue({ login, payment, other }));
    for (const secret of [
      "hunter22",
      "4111111111111111",
      "123",
      "GC-1",
      "9999",
      "Rex",
      '"x"',
      "max@example.de",
    ])
      expect(out).not.toContain(secret);
  });

  it("[issue 16 #9] a masked recording keeps an address's delivery region, not its postal code, city, floor or the customer id", () => {
    const selected = {
      _tag: "DeliverySelected",
      customerId: "c-4711",
      address: {
        distributionType: "DELIVERY",
        deliveryAreaNumber: "DA-KOELN-1",
        streetName: "Lindenallee",
        streetNumber: "7",
        stairCase: "B",
        floor: "3. OG links",
        door: "12",
        postalCode: "50667",
        city: "Köln",
        countryCode: "DE",
      },
    };
    const out = redactValue(selected) as typeof selected;
    expect(out.address).toEqual({
      distributionType: "DELIVERY",
      deliveryAreaNumber: "DA-KOELN-1",
      streetName: "***",
      streetNumber: "***",
      stairCase: "***",
      floor: "***",
      door: "***",
      postalCode: "50***",
      city: "***",
      countryCode: "DE",
    });
    expect(out.customerId).toBe("***");
    // Idempotent: re-execution compares a masked recording with today's masked output.
    expect(redactValue(out)).toEqual(out);
    // The physical card's form names it zip.
    expect(redactValue({ zip: "50667", city: "Köln" })).toEqual({ zip: "50***", city: "***" });
  });

  it("[issue 16 #9] an address's coordinates keep about a kilometre (two decimals), other numbers stay as they are", () => {
    const prediction = {
      id: "p-1",
      position: { lat: 50.941278, lng: 6.958281 },
      latitude: 50.941278,
      longitude: 6.958281,
      quantity: 3,
      price: 1.299,
    };
    const out = redactValue(prediction) as typeof prediction;
    expect(out.position).toEqual({ lat: 50.94, lng: 6.96 });
    expect([out.latitude, out.longitude]).toEqual([50.94, 6.96]);
    expect([out.quantity, out.price, out.id]).toEqual([3, 1.299, "p-1"]);
    expect(redactValue(out)).toEqual(out);
    // Kept when the recording keeps personal data.
    expect(redactValue(prediction, { personalData: "kept" })).toEqual(prediction);
  });
  it("[issue 5] an id keeps one spelling in a live recording: a postal code learned after the suggestions does not re-spell the chosen suggestion's id", () => {
    const known = new KnownValues();
    const masked = { personalData: "masked" } as const;
    // The live recorder redacts entry by entry: the suggestions arrive before any postal code is known.
    const suggestions = redactValue(
      { predictions: [{ id: "street-50667-hohe-strasse", primaryPart: "Hohe Straße 12" }] },
      masked,
      known,
    ) as { predictions: Array<{ id: string; primaryPart: string }> };
    redactValue({ address: { postalCode: "50667", city: "Köln" } }, masked, known);
    const chosen = redactValue(
      { predictionId: "street-50667-hohe-strasse", note: "PLZ 50667" },
      masked,
      known,
    ) as {
      predictionId: string;
      note: string;
    };
    expect(chosen.predictionId).toBe(suggestions.predictions[0]?.id);
    expect(suggestions.predictions[0]?.primaryPart).toBe("***");
    // Free text still masks the learned value.
    expect(chosen.note).toBe("PLZ 50***");
  });

  it("[doc2 §3] the wallet's gift-card codes are masked in a recording, the balances kept; other codes stay", () => {
    const loaded = {
      _tag: "WalletLoaded",
      wallet: { balance: 15000, giftCards: [{ code: "6000200020002003", balance: 15000 }] },
    };
    const out = redactValue(loaded) as typeof loaded;
    expect(out.wallet.giftCards).toEqual([{ code: "***", balance: 15000 }]);
    expect(out.wallet.balance).toBe(15000);
    // A wallet error code, a voucher's code: not a gift card, not masked.
    expect(redactValue({ _tag: "WalletLoadFailed", code: "1003" })).toEqual({
      _tag: "WalletLoadFailed",
      code: "1003",
    });
    // With the opt-in the recording keeps it (the live state holds it).
    expect(redactValue(loaded, { personalData: "kept" })).toEqual(loaded);
  });

  it("[issue 5] an address typed into the address search is masked from the first entry on, not only after it was chosen", () => {
    const policy = { personalData: "masked" } as const;
    // One entry at a time, with no knowledge carried over: as the recorder sees them before the
    // address was ever chosen.
    const typed = redactValue({ _tag: "SearchAddress", query: "Hohe Straße 12" }, policy);
    const suggested = redactValue(
      {
        _tag: "AddressSuggestionsReceived",
        query: "Hohe Straße 12",
        predictions: [
          {
            id: "p1",
            primaryPart: "Hohe Straße 12",
            secondaryPart: "50667 Köln",
            description: "Hohe Straße 12, 50667 Köln",
            type: "street",
          },
        ],
      },
      policy,
    );
    const request = redactValue(
      ["maps.autocomplete", { query: { q: "Hohe Straße 12", addressOnly: true, restrictCountry: "DE" } }],
      policy,
    );
    const geocode = redactValue(
      ["maps.geocodeId", { query: { primaryPart: "Hohe Straße 12", secondaryPart: "50667 Köln" } }],
      policy,
    );
    for (const value of [typed, suggested, request, geocode])
      expect(JSON.stringify(value)).not.toContain("Hohe Stra");
    // A product's description is not an address: left alone.
    expect(redactValue({ sku: "1", description: "Frische Vollmilch" }, policy)).toEqual({
      sku: "1",
      description: "Frische Vollmilch",
    });
  });

  it("keys that are not secrets are left alone", () => {
    for (const key of ["name", "title", "path", "cardType", "productId", "quantity", "answered"])
      expect(isSecretKey(key)).toBe(false);
    for (const key of [
      "password",
      "new_password",
      "cardNumber",
      "cvv",
      "giftCardCode",
      "securityAnswer",
      "iban",
    ])
      expect(isSecretKey(key)).toBe(true);
  });

  it("card numbers in free text go only when they pass the Luhn check", () => {
    expect(redactCardNumbers("card 4111 1111 1111 1111 declined")).toBe(`card ${REDACTED} declined`);
    expect(redactCardNumbers("order 1234567890123")).toBe("order 1234567890123");
  });

  it("secret query parameters in URLs", () => {
    expect(redactParams("/reset?token=abc&page=2")).toBe("/reset?token=%5Bredacted%5D&page=2");
  });

  it("values that need no change keep their identity (no copy of a large state)", () => {
    const state = { a: { b: [1, 2, { c: "plain text" }] } };
    expect(redactValue(state)).toBe(state);
  });

  it("redaction is idempotent (re-execution compares redacted with redacted)", () => {
    const value = fc.oneof(
      fc.string(),
      fc.emailAddress(),
      fc.constantFrom("+49 171 2345678", "4111 1111 1111 1111"),
    );
    const doc = fc.record({
      email: fc.emailAddress(),
      phone: value,
      firstName: value,
      password: value,
      message: value,
      nested: fc.array(fc.record({ street: value, note: value })),
    });
    fc.assert(
      fc.property(doc, (d) => {
        const once = redactValue(d);
        expect(redactValue(once)).toEqual(once);
      }),
    );
    for (const f of [maskEmail, maskText, maskPhone])
      fc.assert(
        fc.property(fc.string(), (s) => {
          expect(f(f(s))).toBe(f(s));
        }),
      );
  });
});

describe("state digests", () => {
  it("[issue 19 #3] an outcome's state digests are kept as they are, even when their hex holds a learned personal value", () => {
    const known = new KnownValues();
    learnPersonalData({ firstName: "200" }, known);
    const entry = {
      kind: "outcome",
      seq: 9,
      outcome: { message: "200" },
      state: { wallet: "s18435ad541c200" },
    };
    const redacted = redactEntry(entry, { personalData: "masked" }, known);
    expect(redacted.state).toEqual({ wallet: "s18435ad541c200" });
    // The rest of the entry is redacted as before.
    expect(redacted.outcome).toEqual(redactValue(entry.outcome, { personalData: "masked" }, known));
  });
});

describe("saved addresses (document 2 §3) are personal data", () => {
  const address = {
    firstName: "Anna",
    lastName: "Schmidt",
    streetName: "Lindenallee",
    streetNumber: "7",
    postalCode: "50667",
    city: "Köln",
    phoneNumber: "+49 171 2345678",
    email: "anna.schmidt@example.com",
  };
  const saved = { id: "adr-1", category: "delivery", primary: true, addressType: "PRIVATE", address };
  const hidden = ["Anna", "Schmidt", "Lindenallee", '"7"', "2345678", "anna.schmidt"];

  it("[doc2 §3] the SavedAddressesLoaded event and the recorded answer of the address call are masked like a distribution address", () => {
    const policy = { personalData: "masked" } as const;
    const event = redactValue({ _tag: "SavedAddressesLoaded", addresses: [saved] }, policy);
    const result = redactValue({ ok: true, value: [saved] }, policy);
    for (const value of [event, result]) {
      const text = JSON.stringify(value);
      expect(
        hidden.filter((v) => text.includes(v)),
        text,
      ).toEqual([]);
    }
    // The same fields as a distribution address, masked the same way (issue 16 #9: the postal code
    // keeps its region, the city goes).
    const distribution = redactValue(
      { _tag: "CartReceived", cart: { distributionAddress: address } },
      policy,
    );
    expect((event as { addresses: Array<{ address: unknown }> }).addresses[0]?.address).toEqual(
      (distribution as { cart: { distributionAddress: unknown } }).cart.distributionAddress,
    );
  });
});

describe("checkout personal data (document 2 §2, §5) is masked", () => {
  it("[doc2 §5] the recorded journey's billing address (PlaceOrder, the billing-address call, the cart) and its order are masked", async () => {
    const { recording } = await recordJourney();
    const entries = recording.entries as ReadonlyArray<Record<string, unknown>>;
    const find = (pick: (e: Record<string, unknown>) => boolean) => entries.filter(pick);
    const place = find((e) => (e.command as { _tag?: string } | undefined)?._tag === "PlaceOrder");
    const billing = find((e) => Array.isArray(e.request) && e.request[0] === "carts.billingAddress");
    const ordered = find((e) => (e.event as { _tag?: string } | undefined)?._tag === "OrderPlaced");
    const saved = find((e) => (e.event as { _tag?: string } | undefined)?._tag === "BillingAddressSaved");
    for (const group of [place, billing, ordered, saved]) expect(group.length).toBeGreaterThan(0);
    const text = JSON.stringify([place, billing, ordered, saved]);
    for (const value of [
      PERSONAL.firstName,
      PERSONAL.lastName,
      PERSONAL.email,
      PERSONAL.phone,
      PERSONAL.street,
    ])
      expect(text).not.toContain(value);
    expect(place[0]?.command).toMatchObject({
      address: {
        firstName: "A***",
        lastName: "S***",
        email: "a***@e***.com",
        phoneNumber: "***78",
        streetName: "***",
      },
    });
    // The order keeps what is not personal: its number, the ordered lines, the prices.
    expect(ordered[0]?.event).toMatchObject({
      order: {
        orderNumber: "4000000001",
        cart: { billingAddress: { firstName: "A***", postalCode: "50***", city: "***" } },
      },
    });
  });

  it("[doc2 §3] an address's additional info (a delivery note) is masked", () => {
    const out = redactValue({
      billingAddress: { additionalInfo: "Bei Anna Schmidt klingeln", city: "Köln" },
    });
    expect(out).toEqual({ billingAddress: { additionalInfo: "***", city: "***" } });
  });
});
