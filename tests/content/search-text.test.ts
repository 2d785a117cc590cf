import { describe, expect, it } from "vitest";
import type { ContentBlock } from "../../domain/content/page";
import { htmlText, publicSearchText } from "../../domain/content/searchText";

const block = (id: string, type: string, props: Record<string, unknown>, children?: ContentBlock[]) =>
  ({ id, type, props, ...(children ? { children } : {}) }) as ContentBlock;

describe("content search text (document 1 §7, issue 14)", () => {
  it("[issue 14] editor HTML is indexed as its text: blocks separate words, inline tags do not, entities are decoded", () => {
    expect(htmlText("<p>Eins</p><p>Zwei<br>Drei</p><ul><li>Vier</li></ul>")).toBe("Eins Zwei Drei Vier");
    expect(htmlText("<p><b>Voll</b><em>korn</em>brot</p>")).toBe("Vollkornbrot");
    expect(htmlText("<p>Frische&nbsp;K&auml;se</p><p>S&#252;&#xdf;es &amp; Saures</p>")).toBe(
      "Frische Käse Süßes & Saures",
    );
    expect(htmlText('<a title="a > b" href="/x">Link</a>')).toBe("Link");
    // An escaped tag is text, not markup.
    expect(htmlText("&lt;b&gt;fett&lt;/b&gt;")).toBe("<b>fett</b>");
    expect(htmlText("&unbekannt; &#0; &#x110000;")).toBe("&unbekannt;");
  });

  it("[issue 14] script, style and template content and comments are never indexed", () => {
    const html =
      '<p>Sichtbar</p><script type="text/javascript">var geheim = "<p>skript</p>";</script>' +
      "<STYLE>.stil { color: red }</STYLE><template><p>Vorlage</p></template><!-- Kommentar --><p>Ende</p>";
    expect(htmlText(html)).toBe("Sichtbar Ende");
    expect(htmlText("<p>Anfang</p><script>offen bis zum Ende")).toBe("Anfang");
  });

  it("[issue 14, doc1 §2] a page's public text: rich text and custom html at any depth, never what guests cannot see", () => {
    const blocks = [
      block("h", "headline", { text: "Titelzeile", level: 1 }),
      block("s", "section", {}, [
        block("t", "text", { html: "<p>Reichtext</p>" }),
        block("c", "custom-html", { html: "<div>Eigenes<script>skript()</script></div>" }),
        block("p", "text", { text: "Schlichttext" }),
      ]),
      block("m", "text", { html: "<p>Mitgliedertext</p>", contentAccess: "loyalty member" }),
      block("k", "section", { contentAccess: "customer" }, [block("k1", "text", { text: "Kundentext" })]),
      block("g", "text", { text: "Gasttext", contentAccess: "guest" }),
      block("x", "text", { html: 42 }),
    ];
    expect(publicSearchText(blocks)).toBe("Titelzeile Reichtext Eigenes Schlichttext Gasttext");
  });
});
