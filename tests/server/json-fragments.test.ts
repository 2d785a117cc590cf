import { describe, expect, it } from "vitest";
import { answerJson, keepJsonText } from "../../server/http/json-fragments";

// Issue 18: the JSON text of an unchanging value is made once and spliced into answers
// (server/http/json-fragments.ts). The bytes must be exactly JSON.stringify's.
const kept = () =>
  Object.freeze(keepJsonText({ sku: "4711", name: 'Milch „frisch“ \u2028 "3,5 %"', price: { value: 129 } }));

describe("answerJson", () => {
  it("writes exactly what JSON.stringify writes, kept values included, however often they occur", () => {
    const a = kept();
    const b = kept();
    const answer = {
      lines: [
        { product: a, n: 1 },
        { product: b, n: 2 },
        { product: a, n: 3 },
      ],
      top: a,
      none: [],
    };
    const plain = JSON.parse(JSON.stringify(answer));
    expect(answerJson(answer).toString("utf8")).toBe(JSON.stringify(plain));
    // The second time from the kept texts.
    expect(answerJson(answer).toString("utf8")).toBe(JSON.stringify(plain));
    expect(answerJson(a).toString("utf8")).toBe(JSON.stringify(plain.top));
  });

  it("leaves answers without kept values, and kept values outside answers, as they are", () => {
    const value = { text: 'a "quoted" \\u0000 text', list: [1, null, true] };
    expect(answerJson(value).toString("utf8")).toBe(JSON.stringify(value));
    const a = kept();
    expect(JSON.stringify({ a })).toBe(`{"a":${JSON.stringify({ ...a })}}`);
  });
});
