// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../src/content/embedded/sanitize";

const parse = (html: string) => {
  const t = document.createElement("template");
  t.innerHTML = sanitizeHtml(html);
  return t.content;
};

describe("editor HTML sanitiser (issue 14)", () => {
  it("[issue 14] a <script> is removed with its code", () => {
    const out = sanitizeHtml("<p>Hallo</p><script>window.x = 1</script>");
    expect(out).toBe("<p>Hallo</p>");
  });

  it("[issue 14] event handler attributes are dropped, the element stays", () => {
    const img = parse('<img src="/media/a.svg" alt="A" onerror="alert(1)" onload="alert(2)">').querySelector(
      "img",
    );
    expect(img?.getAttribute("alt")).toBe("A");
    expect(img?.getAttributeNames().filter((n) => n.startsWith("on"))).toEqual([]);
  });

  it("[issue 14] javascript:, data: and plain http addresses are refused; https, mailto, tel and paths kept", () => {
    const hrefs = [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "http://example.com/",
      "https://example.com/",
      "mailto:a@example.com",
      "tel:+49221",
      "/angebote",
    ].map((href) => parse(`<a href="${href}">x</a>`).querySelector("a")?.getAttribute("href") ?? null);
    expect(hrefs).toEqual([
      null,
      null,
      null,
      null,
      "https://example.com/",
      "mailto:a@example.com",
      "tel:+49221",
      "/angebote",
    ]);
  });

  it("[issue 14] a link opening a new tab gets rel=noopener noreferrer; any other target is dropped", () => {
    const links = parse(
      '<a href="/a" target="_blank" rel="opener">a</a><a href="/b" target="_top">b</a>',
    ).querySelectorAll("a");
    expect(links[0]?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(links[0]?.getAttribute("target")).toBe("_blank");
    expect(links[1]?.hasAttribute("target")).toBe(false);
  });

  it("[issue 14] tags outside the allow-list go: iframe, object, style, form, h1; their allowed text stays", () => {
    const out = sanitizeHtml(
      '<h1>Titel</h1><iframe src="https://example.com"></iframe><object data="x"></object><style>p{}</style><form><input name="q"></form><h2>Unter</h2>',
    );
    expect(out).toBe("Titel<h2>Unter</h2>");
  });

  it("[issue 14] inline styles, ids and data attributes are dropped; table markup and classes kept", () => {
    const out = sanitizeHtml(
      '<table class="t" style="color:red" id="main" data-x="1"><tbody><tr><th scope="row">A</th><td colspan="2">B</td></tr></tbody></table>',
    );
    expect(out).toBe(
      '<table class="t"><tbody><tr><th scope="row">A</th><td colspan="2">B</td></tr></tbody></table>',
    );
  });

  it("[issue 14] editor images load lazily", () => {
    expect(parse('<img src="/media/a.svg" alt="">').querySelector("img")?.getAttribute("loading")).toBe(
      "lazy",
    );
  });
});
