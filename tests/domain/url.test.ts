import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyUrl, sameOriginPath } from "../../domain/navigation/url";

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
  it("[issue 16 #5] a path that normalises to another host ('/.//evil.example') is never an internal target", () => {
    for (const href of [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/a/..//evil.example",
    ]) {
      expect(classifyUrl(href, origin).kind, href).toBe("invalid");
      expect(sameOriginPath(href), href).toBeUndefined();
    }
  });
  it("[issue 16 #5] every redirect target normalises to a path of this shop, or is refused", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("/", "/.", "/..", "/%2e", "/a/..", ""), (s, prefix) => {
        const path = sameOriginPath(`${prefix}${s}`);
        if (path === undefined) return true;
        // Resolved against any origin, the path stays on it.
        return (
          path.startsWith("/") && new URL(path, "https://shop.example").origin === "https://shop.example"
        );
      }),
    );
  });
  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.string(), (s) =>
        ["internal", "external", "dangerous", "invalid"].includes(classifyUrl(s, origin).kind),
      ),
    );
  });
});
