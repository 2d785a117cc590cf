import { Schema } from "effect";
import { expect } from "vitest";
import {
  type AnyCall,
  type CallInput,
  type CallOutput,
  fillPath,
  queryString,
} from "../../domain/api/contract";
import { ErrorBody } from "../../domain/api/errors";
import type { Product } from "../../domain/discovery/product";
import { storeAvailability } from "../../server/discovery/availability";
import { generateCatalogue } from "../../server/seed/catalogue/generate";
import { SERVICE_FEE_GAP_SKU } from "../../server/seed/checkout";
import { Browser } from "./client";

/** The catalogue the server seeds: test products are picked from it, never hard-coded prices. */
export const catalogue = generateCatalogue().products.map((r) => r.product);

/** A plain food article (7 %), available in the given stores, priced per piece within [min, max] cents. */
export const pickProduct = (
  stores: ReadonlyArray<string> = ["4401", "4402", "4404", "4405"],
  min = 200,
  max = 1000,
  skip: ReadonlyArray<string> = [],
): Product => {
  const p = catalogue.find(
    (x) =>
      x.availability === "available" &&
      x.ageRestriction === 0 &&
      !x.weightArticle &&
      !x.weightPieceArticle &&
      x.price.depositPrice === undefined &&
      x.price.loyalty === undefined &&
      x.maxQuantity >= 24 &&
      !["getraenke", "haushalt", "drogerie"].includes(x.parentCategories[0]?.slug ?? "") &&
      x.sku !== SERVICE_FEE_GAP_SKU &&
      !skip.includes(x.sku) &&
      x.price.regular.value >= min &&
      x.price.regular.value <= max &&
      stores.every((s) => storeAvailability(x.sku, x.availability, s) === "available"),
  );
  if (!p) throw new Error("no product fits");
  return p;
};

/** A browser that calls the API through the call descriptors, with cookies and the XSRF header. */
export class Shopper {
  constructor(readonly browser: Browser = new Browser()) {}

  async start() {
    await this.browser.csrf();
    return this;
  }

  /** Raw call: status and JSON body. */
  async raw<C extends AnyCall>(
    c: C,
    input: Partial<{ params: unknown; query: unknown; body: unknown }> = {},
  ) {
    const query = input.query === undefined ? undefined : (Schema.encodeSync(c.query)(input.query) as object);
    const path =
      fillPath(c.path, input.params as Record<string, unknown>) +
      queryString(query as Record<string, unknown>);
    const init: Parameters<Browser["fetch"]>[1] = { method: c.method, xsrf: true };
    if (input.body !== undefined) init.json = input.body;
    const response = await this.browser.fetch(path, init);
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
  }

  async ok<C extends AnyCall>(c: C, input: CallInput<C> = {} as CallInput<C>): Promise<CallOutput<C>> {
    const { status, json } = await this.raw(c, input as never);
    expect(status, `${c.name}: ${JSON.stringify(json).slice(0, 500)}`).toBe(c.status);
    return Schema.decodeUnknownSync(c.response)(json) as CallOutput<C>;
  }

  async fails<C extends AnyCall>(
    c: C,
    input: Partial<{ params: unknown; query: unknown; body: unknown }>,
    status: number,
  ) {
    const r = await this.raw(c, input);
    expect(r.status, `${c.name}: ${JSON.stringify(r.json).slice(0, 500)}`).toBe(status);
    return Schema.decodeUnknownSync(ErrorBody)(r.json);
  }
}

export const shopper = () => new Shopper().start();

export const annaAddress = {
  distributionType: "DELIVERY",
  firstName: "Anna",
  lastName: "Schmidt",
  streetName: "Hohe Straße",
  streetNumber: "12",
  postalCode: "50667",
  city: "Köln",
  country: "Deutschland",
  countryCode: "DE",
  phoneNumber: "+49 221 1234567",
  email: "anna.schmidt@example.com",
} as const;

export const billing = {
  firstName: "Anna",
  lastName: "Schmidt",
  streetName: "Hohe Straße",
  streetNumber: "12",
  postalCode: "50667",
  city: "Köln",
  country: "Deutschland",
  email: "anna.schmidt@example.com",
  phoneNumber: "+49 221 1234567",
} as const;
