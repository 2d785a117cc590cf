import { describe, expect, it } from "vitest";
import { englishMessages, germanMessages } from "../../server/seed/messages";

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
});
