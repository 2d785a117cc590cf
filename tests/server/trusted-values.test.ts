import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Product } from "../../domain/discovery/product";
import { answerEncoder, trustedDecoder } from "../../server/http/trusted-values";
import { generateCatalogue } from "../../server/seed/catalogue/generate";

// Issue 18: values decoded by a trustedDecoder pass through answers unencoded
// (server/http/trusted-values.ts). The answer must be what the full encoding gives, and anything
// else in the same place must still be checked.
const Answer = Schema.Struct({
  lines: Schema.Array(Schema.Struct({ product: Product, quantity: Schema.Number })),
  featured: Schema.optional(Product),
});
const decodeProduct = trustedDecoder(Product);
const encode = answerEncoder(Answer);
const fullEncode = Schema.encodeUnknownSync(Answer);
const products = generateCatalogue()
  .products.slice(0, 30)
  .map((p) => p.product);

describe("trusted values in answers", () => {
  it("encodes an answer with trusted products exactly as the full encoding does", () => {
    const answer = {
      lines: products.map((p, i) => ({ product: decodeProduct(JSON.parse(JSON.stringify(p))), quantity: i })),
      featured: decodeProduct(products[0]),
    };
    const encoded = encode(answer) as typeof answer;
    expect(encoded).toEqual(fullEncode(answer));
    // Passed through, not encoded into a copy.
    expect(encoded.lines[0]?.product).toBe(answer.lines[0]?.product);
    expect(encoded.featured).toBe(answer.featured);
  });

  it("still checks a product that was not decoded by it", () => {
    const broken = { ...decodeProduct(products[1]), maxQuantity: -1 };
    expect(() => fullEncode({ lines: [{ product: broken, quantity: 1 }] })).toThrow();
    expect(() => encode({ lines: [{ product: broken, quantity: 1 }] })).toThrow();
    const plain = JSON.parse(JSON.stringify(products[2]));
    expect(encode({ lines: [{ product: plain, quantity: 1 }] })).toEqual(
      fullEncode({ lines: [{ product: plain, quantity: 1 }] }),
    );
  });

  it("freezes what it decoded, so it stays what was checked", () => {
    const product = decodeProduct(products[3]) as { price: { regular: { value: number } } };
    expect(Object.isFrozen(product)).toBe(true);
    expect(() => {
      product.price.regular.value = -5;
    }).toThrow();
  });

  it("refuses a schema whose encoding is not its values", () => {
    expect(() => trustedDecoder(Schema.Struct({ n: Schema.NumberFromString }))).toThrow();
  });
});
