import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { englishMessages, germanMessages } from "../../server/seed/messages";

const root = join(import.meta.dirname, "../..");
/** Every key the shop's code names literally: t("…") in components, notify("…") in handlers. */
const keysInCode = () =>
  ["src", "domain"].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => {
        const text = readFileSync(join(root, dir, f), "utf8");
        return [...text.matchAll(/\b(?:t|notify)\(\s*"([a-zA-Z0-9_.]+)"/g)].map((m) => ({
          key: m[1] ?? "",
          file: `${dir}/${f}`,
        }));
      }),
  );

/** The placeholders of a text ({term}, {count}), sorted, without repeats. */
const placeholders = (text: string) => [...new Set(text.match(/\{[a-zA-Z0-9_.]+\}/g) ?? [])].sort();

describe("[issue 14 English] the server's English bundle is complete", () => {
  it("German and English bundles have exactly the same keys", () => {
    const german = Object.keys(germanMessages).sort();
    const english = Object.keys(englishMessages).sort();
    expect(german.filter((k) => !english.includes(k))).toEqual([]);
    expect(english.filter((k) => !german.includes(k))).toEqual([]);
  });

  it("no text is empty in either language", () => {
    const empty = (bundle: Record<string, string>) =>
      Object.entries(bundle).flatMap(([k, v]) => (v.trim() === "" ? [k] : []));
    expect(empty(germanMessages)).toEqual([]);
    expect(empty(englishMessages)).toEqual([]);
  });

  it("every text has the same placeholders in both languages", () => {
    const differing = Object.keys(germanMessages).flatMap((key) => {
      const de = placeholders(germanMessages[key] ?? "");
      const en = placeholders(englishMessages[key] ?? "");
      return de.join() === en.join() ? [] : [{ key, de, en }];
    });
    expect(differing).toEqual([]);
  });

  it("every key the code names is in the bundles (no text falls back to its key)", () => {
    const keys = keysInCode();
    expect(keys.length).toBeGreaterThan(500);
    expect(keys.filter(({ key }) => germanMessages[key] === undefined)).toEqual([]);
  });
});
