import { FastCheck as fc } from "effect";

/**
 * What a hostile or broken client sends instead of a value (issue 16 #3): text PostgreSQL cannot
 * hold, very long text, injection payloads, look-alikes of numbers and ids, and values of the wrong
 * type. Effect's own fast-check (3.x) throughout: Arbitrary.make answers its arbitraries.
 */
export const hostileStrings: ReadonlyArray<string> = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00",
  "\ud83d\ude00",
  "x".repeat(10_000),
  "é".repeat(10_000),
  "' OR '1'='1",
  "1; DROP TABLE carts; --",
  "$1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "%00",
  "%",
  "%E0%A4%A",
  "\r\nSet-Cookie: evil=1",
  "\u202e\u200b\ufeff",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999",
  "0x10",
  "2026-02-30T25:61:00Z",
  "__proto__",
  "constructor",
  "00000000-0000-0000-0000-000000000000",
];

const hostileNumbers: ReadonlyArray<number> = [
  -1,
  0,
  1.5,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  2 ** 31,
  -(2 ** 63),
];

/** A value of any JSON type, mostly wrong for the field it replaces. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    [],
    {},
    [null],
    { "": "" },
    JSON.parse('{"__proto__":{"admin":true}}'),
  ),
  fc.constant(Array.from({ length: 5_000 }, (_, i) => i)),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** A path segment sent as written (not encoded again): escapes that decode to nothing, dot segments. */
export const rawSegments: ReadonlyArray<string> = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "%00",
  "..",
  "%2e%2e",
  "%2F",
  "%5C",
];

const nest = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`;

/** A body sent as text, whatever the call's schema: malformed, deep, huge. Built once (the 20 MB one is shared). */
export const rawBodies = (): ReadonlyArray<{ readonly name: string; readonly text: string }> => {
  const items = Array.from({ length: 34_000 }, (_, i) => `{"sku":"${i}","quantity":1}`).join(",");
  const skus = Array.from({ length: 120_000 }, () => '"1"').join(",");
  return [
    { name: "empty", text: "" },
    { name: "truncated", text: '{"a": ' },
    { name: "trailing comma", text: '{"a": 1,}' },
    { name: "single quotes", text: "{'a': 1}" },
    { name: "bare word", text: "undefined" },
    { name: "NaN", text: '{"a": NaN}' },
    { name: "unterminated string", text: '{"a": "\\u12' },
    { name: "two documents", text: "{} {}" },
    { name: "BOM", text: "\ufeff{}" },
    { name: "null", text: "null" },
    { name: "array", text: "[]" },
    { name: "number", text: "1e999" },
    { name: "string", text: '"\\u0000"' },
    { name: "deep arrays (3,000)", text: nest(3_000, "[", "]") },
    { name: "deep objects (3,000)", text: nest(3_000, '{"a":', "}") },
    { name: "deep arrays (100,000)", text: nest(100_000, "[", "]") },
    { name: "unbalanced brackets", text: "]".repeat(1_000) + "[".repeat(1_000) },
    { name: "1 MB of items", text: `{"items":[${items}]}` },
    { name: "1 MB of short strings", text: `{"skus":[${skus}],"objectIDs":[${skus}]}` },
    { name: "just under 1 MB of one string", text: `{"message":"${"x".repeat(1_000_000)}"}` },
    { name: "20 MB", text: `{"message":"${"x".repeat(20 * 1024 * 1024)}"}` },
  ];
};

/** Content types a call may be sent with; only the first is the contract's for a JSON body. */
export const contentTypes: ReadonlyArray<string | undefined> = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16",
  undefined,
];
