import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AnyCall, fillPath } from "../../domain/api/contract";
import { getCategoryTree } from "../../domain/api/discovery";
import { ErrorBody } from "../../domain/api/errors";
import {
  getSearchBanner,
  searchBrands,
  searchCategories,
  searchContent,
  searchProducts,
  searchRecipes,
} from "../../domain/api/search";
import { SEARCH_TERM_MAX_LENGTH } from "../../domain/discovery/search";
import { searchWords } from "../../server/search/terms";
import { Browser } from "./client";

const calls: ReadonlyArray<AnyCall> = [
  searchProducts,
  searchCategories,
  searchBrands,
  searchContent,
  searchRecipes,
  getSearchBanner,
];

const length = (s: string) => [...s.trim()].length;

/**
 * Sends a term through every search call; each answer is a 200 that decodes, or a 400 for a bad
 * length or a NUL byte (refused where the request is read: issue 16 #2).
 */
const searchEverywhere = async (term: string) => {
  for (const c of calls) {
    const response = await new Browser().fetch(fillPath(c.path, { term }));
    const json = (await response.json()) as unknown;
    const label = `${c.name} ${JSON.stringify(term).slice(0, 60)}`;
    if (length(term) < 2 || length(term) > SEARCH_TERM_MAX_LENGTH || term.includes("\u0000")) {
      expect(response.status, label).toBe(400);
      Schema.decodeUnknownSync(ErrorBody)(json);
    } else {
      expect(response.status, label).toBe(200);
      Schema.decodeUnknownSync(c.response)(json);
    }
  }
};

const total = async (term: string) => {
  const response = await new Browser().fetch(fillPath(searchProducts.path, { term }));
  return ((await response.json()) as { total: number }).total;
};

const HOSTILE = [
  "'",
  "''",
  '"quoted"',
  "%",
  "%%",
  "100%",
  "_",
  "a_b",
  "\\",
  "\\\\'",
  "'; DROP TABLE products; --",
  '" OR 1=1 --',
  "milch' OR '1'='1",
  "1; SELECT pg_sleep(5)",
  "$1 $2",
  "&|!():*<->",
  "milch:*",
  "!milch",
  "(milch",
  "milch <-> käse",
  "milch & !käse",
  "<script>alert(1)</script>",
  ["$", "{7*7}"].join(""),
  "{{7*7}}",
  "🍎🥖🧀",
  "👨‍👩‍👧",
  "\u200b\u200b",
  "a\u0000b",
  "\u0000\u0000",
  "\t\nmilch\r\n",
  "ab\u0301c",
  "牛奶",
  "حليب",
  "../..",
  "a/b",
  "?x=1",
  "#frag",
  "+",
  "%00",
  "%2F",
  "!!!???...",
  "—–-",
  "x".repeat(SEARCH_TERM_MAX_LENGTH),
  "%".repeat(SEARCH_TERM_MAX_LENGTH),
  "milch ".repeat(33),
  "x".repeat(1000),
  " ",
  "       ",
];

describe("hostile search terms", () => {
  it("[issue] quotes, %, _, backslashes, SQL, tsquery syntax, emoji, control characters and 1,000 characters never cause a 500", async () => {
    for (const term of HOSTILE) await searchEverywhere(term);
  });

  it("[issue] terms reach SQL only as words: tsquery operators and LIKE wildcards are plain separators", async () => {
    expect(await total("milch:*")).toBe(await total("milch"));
    expect(await total("!milch")).toBe(await total("milch"));
    expect(await total("(milch)")).toBe(await total("milch"));
    expect(await total("milch & !käse")).toBe(await total("milch käse"));
    for (const term of ["%%", "__", "%_%", "\\\\", "''", "!!!???..."])
      expect(await total(term), term).toBe(0);
    for (const term of ["'; DROP TABLE products; --", '" OR 1=1 --']) {
      // Words "drop", "table", "products", "or" may match text, but nothing more than the plain words do.
      expect(await total(term)).toBe(await total(term.replace(/[^\p{L}\p{N}]+/gu, " ")));
    }
  });

  it("[issue] raw, badly encoded paths are a 200 or 400, never a 500", async () => {
    for (const raw of [
      "%",
      "%zz",
      "%ED%A0%80",
      "%C0%AF",
      "%F0%9F",
      "a%00b",
      "%25%",
      "ab%2F..%2F..",
      "%E2%80%AE%E2%80%AD",
    ]) {
      for (const base of [
        "/api/product-discovery/products/search/",
        "/api/product-discovery/categories/search/",
        "/api/content/search/",
      ]) {
        const response = await new Browser().fetch(`${base}${raw}`);
        expect([200, 400, 404], `${base}${raw}`).toContain(response.status);
        await response.json();
      }
      const banner = await new Browser().fetch(`/api/content/search/${raw}/banner`);
      expect([200, 400, 404], raw).toContain(banner.status);
    }
  });

  it("an empty term is refused by the client's fillPath; sent anyway, the server answers 404, never 500", async () => {
    for (const c of calls) {
      expect(() => fillPath(c.path, { term: "" })).toThrow("term must not be null or empty");
      const response = await new Browser().fetch(c.path.replace(":term", ""));
      expect([400, 404], c.name).toContain(response.status);
      Schema.decodeUnknownSync(ErrorBody)(await response.json());
    }
  });

  it("a term of just '..' is resolved away by the URL itself (even as %2E%2E): never a 500", async () => {
    for (const c of calls) {
      const response = await new Browser().fetch(fillPath(c.path, { term: ".." }));
      expect([200, 400, 404], c.name).toContain(response.status);
      Schema.decodeUnknownSync(ErrorBody)(await response.json());
    }
  });

  it("[issue] arbitrary Unicode terms never cause a 500 (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", minLength: 2, maxLength: 40 }), async (term) => {
        await searchEverywhere(term);
      }),
      { numRuns: 25, seed: 20260301 },
    );
  });

  it("the catalogue is intact after all of it", async () => {
    const response = await new Browser().fetch(getCategoryTree.path);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThanOrEqual(9);
    expect(await total("Milch")).toBeGreaterThan(10);
  });
});

describe("term splitting", () => {
  it("words are letters and digits only, lower case, at most 12, deduplicated", () => {
    expect(searchWords("  Bio-Äpfel, 3,5 %  ").words).toEqual(["bio", "äpfel", "3", "5"]);
    expect(searchWords("a\u0000b").clean).toBe("a b");
    expect(searchWords("milch:* & !(käse)").words).toEqual(["milch", "käse"]);
    expect(searchWords("'; DROP TABLE x; --").words).toEqual(["drop", "table", "x"]);
    expect(searchWords("a b c d e f g h i j k l m n").words).toHaveLength(12);
    expect(searchWords("milch Milch MILCH").words).toEqual(["milch"]);
    expect(searchWords("%_\\").words).toEqual([]);
  });

  it("one-character words match only as themselves, longer ones as prefixes; folded forms drop umlauts", () => {
    const w = searchWords("H-Milch Äpfel");
    expect(w.prefixQueries).toEqual(["h", "milch:*", "äpfel:*"]);
    expect(w.folded).toEqual(["h", "milch", "apfel"]);
    expect(w.anyQuery).toBe("h | milch:* | äpfel:*");
  });

  it("no word can carry tsquery or SQL syntax (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (term) => {
        const w = searchWords(term);
        for (const word of w.words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
        expect(w.clean).not.toMatch(/\p{Cc}/u);
      }),
    );
  });
});
