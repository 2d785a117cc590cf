import fc from "fast-check";
import type { Cart, DistributionAddress, LineItem } from "../../domain/cart/model";
import { piecePrice } from "../../domain/discovery/pricing";
import type { Product } from "../../domain/discovery/product";
import type { Customer } from "../../domain/session/customer";

/** Test skus are plain strings made into the branded Sku type. */
export const asSku = (s: string): Product["sku"] => s as Product["sku"];

export const product = (overrides: Partial<Product> = {}): Product => ({
  sku: asSku("100001"),
  productId: "p-100001",
  name: "Vollmilch 3,5 %",
  slug: "vollmilch-3-5",
  brand: { slug: "hof", name: "Hofgut" },
  category: "milch",
  parentCategories: [
    { slug: "kuehlregal", name: "Kühlregal" },
    { slug: "milch", name: "Milch" },
  ],
  price: { regular: { value: 129 } },
  unitPrice: { value: 129, per: "l" },
  packageSize: "1 l",
  maxQuantity: 99,
  quantityStepSize: 1,
  weightArticle: false,
  weightPieceArticle: false,
  weight: { grams: 1030, netContent: { value: 1000, unit: "ml" } },
  bundleSize: 1,
  availability: "available",
  ageRestriction: 0,
  image: { url: "/media/milch.svg", alt: "Milch" },
  description: "",
  nutrition: [],
  attributes: [],
  ...overrides,
});

export const productArb: fc.Arbitrary<Product> = fc
  .record({
    sku: fc.stringMatching(/^[0-9]{6}$/),
    name: fc.stringMatching(/^[A-Za-z0-9 ,%.-]{1,20}$/),
    regular: fc.integer({ min: 0, max: 100_000 }),
    loyalty: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
    kind: fc.constantFrom("piece", "weight", "weightPiece"),
    grams: fc.integer({ min: 1, max: 5000 }),
  })
  .map(({ sku, name, regular, loyalty, kind, grams }) =>
    product({
      sku: asSku(sku),
      slug: `p-${sku}`,
      name,
      price: {
        regular: { value: regular },
        ...(loyalty !== undefined ? { loyalty: { value: loyalty } } : {}),
      },
      weightArticle: kind === "weight",
      weightPieceArticle: kind === "weightPiece",
      weight: { grams, netContent: { value: grams, unit: "g" } },
    }),
  );

/** Customers whose personal fields carry a marker, so any leak into an event is found by search. */
export const customerArb: fc.Arbitrary<Customer> = fc
  .record({
    first: fc.stringMatching(/^[A-Za-z]{3,12}$/),
    last: fc.stringMatching(/^[A-Za-z]{3,12}$/),
    loyalty: fc.boolean(),
    firstOrderDelivery: fc.boolean(),
    firstOrderClickAndCollect: fc.boolean(),
  })
  .map(({ first, last, loyalty, firstOrderDelivery, firstOrderClickAndCollect }) => ({
    customerId: `PIIid${first}`,
    email: `PIImail.${first}@example.com`,
    firstName: `PIIfirst${first}`,
    lastName: `PIIlast${last}`,
    salutation: "Female" as const,
    newsletterTopics: [],
    firstOrderDelivery,
    firstOrderClickAndCollect,
    ...(loyalty
      ? {
          loyaltyMemberInformation: {
            mpCardId: `PIIcard${first}`,
            loyalityMemberId: `PIImember${last}`,
            joeAuthenticationStatus: "Authenticated",
          },
        }
      : {}),
  })) as fc.Arbitrary<Customer>;

/** A cart line of `p`: perPiecePrice defaults to the regular piece (or per-kg) price. */
export const lineItem = (p: Product, quantity: number, overrides: Partial<LineItem> = {}): LineItem => {
  const perPiecePrice = overrides.perPiecePrice ?? piecePrice(p);
  return {
    lineItemId: `L-${p.sku}`,
    articleId: p.sku,
    product: p,
    quantity,
    perPiecePrice,
    totalPrice: p.weightArticle ? Math.round((perPiecePrice * quantity) / 1000) : perPiecePrice * quantity,
    depositPrice: 0,
    weightGrams: 0,
    availability: "available",
    vatRate: 7,
    addedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
};

export const zeroPrices: Cart["priceInfo"] = {
  totalArticlePrice: 0,
  orderValue: 0,
  depositFees: 0,
  serviceFees: 0,
  serviceFeesAfterDiscount: 0,
  serviceFeeTaxRate: 19,
  discounts: 0,
  savings: { loyalty: 0, discountCodes: 0, vouchers: 0 },
  totalSavings: 0,
  totalVat: 0,
  total: 0,
  totalWithSurcharge: 0,
  coveredAmount: 0,
  overAuthorizationPercentage: 0,
  overAuthorizationAmount: 0,
  uncoveredAmountWithOverAuthorization: 0,
  uncoveredAmountWithoutOverAuthorization: 0,
};

/**
 * A cart DTO with these lines. Its priceInfo agrees with them (no discounts, fees or VAT): the
 * purchase reads the order's figures from it; a test of discounts passes its own.
 */
export const cart = (lines: ReadonlyArray<LineItem>, overrides: Partial<Cart> = {}): Cart => {
  const goods = lines.reduce((n, l) => n + l.totalPrice, 0);
  return {
    id: "cart-1",
    customerId: null,
    cartStatus: "OPEN",
    mode: "REGULAR",
    orderNumber: null,
    lineItemCount: lines.length,
    productLineItems: [...lines],
    unavailableLineItems: [],
    voucherLineItems: [],
    discountCodes: [],
    distributionAddress: null,
    distributionWindow: null,
    billingAddress: null,
    payments: [],
    crateDepositDesired: true,
    weight: 0,
    freeOfChargeThreshold: 8000,
    deliveryPassLineItem: null,
    priceInfo: {
      ...zeroPrices,
      totalArticlePrice: goods,
      orderValue: goods,
      total: goods,
      totalWithSurcharge: goods,
      uncoveredAmountWithOverAuthorization: goods,
      uncoveredAmountWithoutOverAuthorization: goods,
    },
    version: 1,
    ...overrides,
  };
};

/** Addresses whose personal fields carry the marker "PII", so any leak into an event is found. */
export const addressArb: fc.Arbitrary<DistributionAddress> = fc
  .record({
    word: fc.stringMatching(/^[A-Za-z]{3,10}$/),
    type: fc.constantFrom("DELIVERY" as const, "CLICK_AND_COLLECT" as const),
  })
  .map(({ word, type }) => ({
    distributionType: type,
    storeId: "S1",
    firstName: `PIIfirst${word}`,
    lastName: `PIIlast${word}`,
    streetName: `PIIstreet${word}`,
    streetNumber: "1",
    postalCode: "PII01",
    city: `PIIcity${word}`,
    phoneNumber: "PII0221",
    email: `PII.${word}@example.com`,
  }));
