import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Product } from "../../domain/discovery/product";
import { answerJson } from "../../server/http/json-fragments";
import { answerEncoder, trustedBuilder, trustedDecoder } from "../../server/http/trusted-values";
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

  it("[issue 18] a built value is checked once, then passes through answers with its JSON made once", () => {
    const Line = Schema.Struct({ product: Product, quantity: Schema.Int.pipe(Schema.positive()) });
    const build = trustedBuilder(Line);
    const encodeLines = answerEncoder(Schema.Struct({ lines: Schema.Array(Line) }));
    const product = decodeProduct(products[4]);
    const line = build({ product, quantity: 3 });
    expect(Object.isFrozen(line)).toBe(true);
    // Its trusted product is passed, not copied.
    expect(line.product).toBe(product);
    const answer = { lines: [line] };
    const encoded = encodeLines(answer) as typeof answer;
    expect(encoded.lines[0]).toBe(line);
    expect(JSON.parse(answerJson(encoded).toString("utf8"))).toEqual(
      JSON.parse(JSON.stringify({ lines: [{ product: products[4], quantity: 3 }] })),
    );
    // What does not fit is refused when built, and a line not built is checked as before.
    expect(() => build({ product, quantity: 0 })).toThrow();
    expect(() => encodeLines({ lines: [{ product, quantity: -1 }] })).toThrow();
    const plain = encodeLines({ lines: [{ product, quantity: 2 }] }) as typeof answer;
    expect(plain.lines[0]?.product).toBe(product);
  });
});
