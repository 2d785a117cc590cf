import { describe, expect, it } from "vitest";
import type { PersonalVoucher } from "../../domain/loyalty/model";
import { barRuns, EAN13_MODULES, ean13Modules } from "../../domain/loyalty/rules/ean13";
import { isCardInfoReset, loyaltyVariant, memberKey } from "../../domain/loyalty/rules/member";
import { physicalCardErrors } from "../../domain/loyalty/rules/physicalCard";
import { promotionIdsQuery, visiblePersonalVouchers } from "../../domain/loyalty/rules/vouchers";
import { redactValue } from "../../domain/recording/redact";
import type { Customer } from "../../domain/session/customer";
import { userType } from "../../domain/session/model";
import { demoCustomers } from "../../server/seed/customers";

const lena = demoCustomers[1]?.customer as Customer;
const anna = demoCustomers[0]?.customer as Customer;
const withInfo = (info: Customer["loyaltyMemberInformation"]): Customer => ({
  ...anna,
  loyaltyMemberInformation: info,
});

describe("the member's variant by the joe flag (document 1 §4)", () => {
  it("[doc1 §4] joe on: Authenticated is referenced, another status dereferenced, no member info none", () => {
    expect(loyaltyVariant(lena, true)).toBe("referenced");
    expect(
      loyaltyVariant(
        withInfo({ mpCardId: "2400000123453", joeAuthenticationStatus: "Unauthenticated" }),
        true,
      ),
    ).toBe("dereferenced");
    expect(loyaltyVariant(anna, true)).toBe("none");
    expect(loyaltyVariant(null, true)).toBe("none");
  });
  it("[doc1 §4] joe off: a member with a card is referenced, one without a card online-only", () => {
    expect(loyaltyVariant(lena, false)).toBe("referenced");
    expect(loyaltyVariant(withInfo({ loyalityMemberId: "LM-1" }), false)).toBe("onlineOnly");
    expect(loyaltyVariant(anna, false)).toBe("none");
  });
  it("[doc1 §6] tracking's user type is loyalty only for an authenticated member", () => {
    expect(userType(lena)).toBe("loyalty");
    expect(userType(withInfo({ mpCardId: "2400000123453" }))).toBe("customer");
    expect(userType(null)).toBe("guest");
  });
  it("the member key changes with the card and the status, and is null without member info", () => {
    expect(memberKey(anna)).toBeNull();
    const k = memberKey(lena);
    expect(k).not.toBeNull();
    expect(
      memberKey({ ...lena, loyaltyMemberInformation: { ...lena.loyaltyMemberInformation, mpCardId: "x" } }),
    ).not.toBe(k);
  });
  it("[doc1 §8] a card-info error resets when its message or code holds 10048, not otherwise", () => {
    expect(isCardInfoReset({ message: "no loyalty card linked (errorCode 10048)" })).toBe(true);
    expect(isCardInfoReset({ message: "HTTP 404", code: "10048" })).toBe(true);
    expect(isCardInfoReset({ message: "HTTP 404", code: "10049" })).toBe(false);
    expect(isCardInfoReset({ message: "errorCode 1004" })).toBe(false);
    expect(isCardInfoReset(null)).toBe(false);
  });
});

const voucher = (
  promotionId: string,
  redemption: string | undefined,
  limits: PersonalVoucher["ecommerceLimitAutomaticRedemptionToServiceTypes"],
): PersonalVoucher => ({
  promotionId,
  type: "personal",
  name: promotionId,
  ...(redemption ? { ecommerceAutomaticRedemption: redemption } : {}),
  ecommerceLimitAutomaticRedemptionToServiceTypes: limits,
});

describe("personal first-order vouchers (document 1 §4)", () => {
  const all = [
    voucher("D", "First orders delivery", ["Delivery"]),
    voucher("C", "First orders", ["Click & Collect"]),
    voucher("B", "First orders", []),
    voucher("A", "Always", ["Delivery"]),
    voucher("N", undefined, []),
  ];
  const ids = (first: { firstOrderDelivery: boolean; firstOrderClickAndCollect: boolean }) =>
    visiblePersonalVouchers(all, first).map((v) => v.promotionId);

  it("[doc1 §4] nothing ordered yet: every voucher shows", () => {
    expect(ids({ firstOrderDelivery: true, firstOrderClickAndCollect: true })).toEqual([
      "D",
      "C",
      "B",
      "A",
      "N",
    ]);
  });
  it("[doc1 §4] a first delivery placed hides the delivery first-order voucher only", () => {
    expect(ids({ firstOrderDelivery: false, firstOrderClickAndCollect: true })).toEqual(["C", "B", "A", "N"]);
  });
  it("[doc1 §4] a first click-and-collect placed hides that service's voucher only", () => {
    expect(ids({ firstOrderDelivery: true, firstOrderClickAndCollect: false })).toEqual(["D", "B", "A", "N"]);
  });
  it("[doc1 §4] both placed: an unlimited first-order voucher goes too; others stay", () => {
    expect(ids({ firstOrderDelivery: false, firstOrderClickAndCollect: false })).toEqual(["A", "N"]);
  });
  it("the promotion ids are sent comma-separated, at most 50", () => {
    expect(promotionIdsQuery(["a", "b"])).toBe("a,b");
    expect(promotionIdsQuery(Array.from({ length: 60 }, (_, i) => `p${i}`)).split(",")).toHaveLength(50);
  });
});

describe("the card's barcode (EAN-13)", () => {
  it("encodes a known EAN-13 (4006381333931) to its 95 modules", () => {
    const m = ean13Modules("4006381333931");
    expect(m).toHaveLength(EAN13_MODULES);
    // Guards, the left half with parity LGLLGG (first digit 4), centre guard, right half.
    expect(m).toBe(
      ["101", "0001101", "0100111", "0101111", "0111101", "0001001", "0110011", "01010"]
        .concat(["1000010", "1000010", "1000010", "1110100", "1000010", "1100110", "101"])
        .join(""),
    );
  });
  it("refuses a number with a wrong check digit or length", () => {
    expect(ean13Modules("4006381333932")).toBeNull();
    expect(ean13Modules("400638133393")).toBeNull();
    expect(ean13Modules(lena.loyaltyMemberInformation?.mpCardId ?? "")).not.toBeNull();
  });
  it("bar runs cover exactly the bars", () => {
    expect(barRuns("1011001")).toEqual([
      [0, 1],
      [2, 2],
      [6, 1],
    ]);
  });
});

describe("the physical card's address (document 1 §5 limits)", () => {
  const ok = {
    firstName: "Max",
    lastName: "Becker",
    street: "Hauptstraße",
    houseNumber: "12",
    zip: "10115",
    city: "Berlin",
  };
  it("[doc1 §5] a valid address has no errors", () => expect(physicalCardErrors(ok)).toEqual({}));
  it("[doc1 §5] required, zip 4–7 digits, house number max 5, first name max 20, surname max 24, no <", () => {
    expect(physicalCardErrors({ ...ok, firstName: " " }).firstName).toEqual({ rule: "required" });
    expect(physicalCardErrors({ ...ok, zip: "123" }).zip).toEqual({ rule: "lengthBetween", min: 4, max: 7 });
    expect(physicalCardErrors({ ...ok, zip: "1234567" }).zip).toBeUndefined();
    expect(physicalCardErrors({ ...ok, zip: "12345678" }).zip).toEqual({
      rule: "lengthBetween",
      min: 4,
      max: 7,
    });
    expect(physicalCardErrors({ ...ok, houseNumber: "12345" }).houseNumber).toBeUndefined();
    expect(physicalCardErrors({ ...ok, houseNumber: "123456" }).houseNumber).toEqual({
      rule: "tooLong",
      max: 5,
    });
    expect(physicalCardErrors({ ...ok, firstName: "a".repeat(21) }).firstName).toEqual({
      rule: "tooLong",
      max: 20,
    });
    expect(physicalCardErrors({ ...ok, lastName: "a".repeat(24) }).lastName).toBeUndefined();
    expect(physicalCardErrors({ ...ok, street: "<b>" }).street).toEqual({ rule: "noLessThan" });
  });
});

describe("recordings mask the loyalty card numbers (DESIGN: personal data in recordings)", () => {
  it("the card-info's currentIds are masked like mpCardId, and masking again changes nothing", () => {
    const entry = {
      _tag: "CardInfoLoaded",
      cardInfo: { currentIds: ["2400000123453"], dontRenderText: false },
    };
    const once = redactValue(entry) as typeof entry;
    expect(once.cardInfo.currentIds).toHaveLength(1);
    expect(once.cardInfo.currentIds[0]).not.toContain("2400000123453");
    expect(redactValue(once)).toEqual(once);
    expect(redactValue(entry, { personalData: "kept" })).toEqual(entry);
  });
});
