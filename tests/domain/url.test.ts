import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyUrl } from "../../domain/navigation/url";

const origin = "https://shop.example";

describe("link targets", () => {
  it("[doc1 §2] dangerous protocols are refused, however they are written", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "\tjavascript:x",
      "java\nscript:x",
      "data:text/html,<b>",
      "vbscript:x",
      "file:///etc/passwd",
    ]) {
      expect(classifyUrl(href, origin).kind).toBe("dangerous");
    }
  });
  it("[doc1 §2] other sites and non-web protocols count as external", () => {
    expect(classifyUrl("https://example.org/partner", origin)).toEqual({
      kind: "external",
      href: "https://example.org/partner",
    });
    expect(classifyUrl("//evil.example/x", origin).kind).toBe("external");
    expect(classifyUrl("mailto:info@example.org", origin).kind).toBe("external");
    expect(classifyUrl("http://shop.example/x", origin).kind).toBe("external");
  });
  it("same-origin links are internal with path and query", () => {
    expect(classifyUrl("/angebote?x=1#top", origin)).toEqual({
      kind: "internal",
      path: "/angebote",
      search: "?x=1",
      hash: "#top",
    });
    expect(classifyUrl("https://shop.example/a", origin)).toMatchObject({ kind: "internal", path: "/a" });
  });
  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.string(), (s) =>
        ["internal", "external", "dangerous", "invalid"].includes(classifyUrl(s, origin).kind),
      ),
    );
  });
});
