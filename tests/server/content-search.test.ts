import { describe, expect, it } from "vitest";
import { refreshContentSearchText } from "../../server/content/store";
import { browserFetch, inProcessServer } from "../support/in-process";

/** The content search (GET /api/content/search/:term) over pages a test stores (issue 14, document 1 §7). */
const shop = async () => {
  const { app, db } = await inProcessServer();
  const jar = new Map<string, string>();
  const f = browserFetch(app, jar);
  await f("/api/csrf");
  const putPage = async (slug: string, blocks: unknown[]) => {
    const res = await f(`/api/test/content-pages?path=/test/${slug}`, {
      method: "PUT",
      headers: { "content-type": "application/json", "x-xsrf-token": jar.get("XSRF-TOKEN") ?? "" },
      body: JSON.stringify({ slug, title: `Testseite ${slug}`, blocks }),
    });
    expect(res.status).toBe(204);
  };
  const found = async (term: string) => {
    const res = await f(`/api/content/search/${encodeURIComponent(term)}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: Array<{ path: string }> }).results.map((r) => r.path);
  };
  return { db, putPage, found };
};

describe("content search (document 1 §7, issue 14)", () => {
  it("[issue 14] rich-text and custom-html blocks are found by their text, tags stripped and entities decoded", async () => {
    const { putPage, found } = await shop();
    await putPage("reichtext", [
      { id: "r", type: "text", props: { html: "<p>Unsere <b>Kn&auml;cke</b>brotvielfalt</p>" } },
      {
        id: "c",
        type: "custom-html",
        props: { html: '<div class="x">Rhabarberschorle&nbsp;selbstgemacht</div>' },
      },
    ]);
    expect(await found("Knäckebrotvielfalt")).toEqual(["/test/reichtext"]);
    expect(await found("Rhabarberschorle")).toEqual(["/test/reichtext"]);
    // Markup is not text: an attribute or a tag name finds nothing.
    expect(await found("class")).not.toContain("/test/reichtext");
  });

  it("[issue 14] script and style content of custom html is never indexed", async () => {
    const { putPage, found } = await shop();
    await putPage("skript", [
      {
        id: "c",
        type: "custom-html",
        props: {
          html: "<p>Sichtbarer Skriptrahmen</p><script>var zauberwortskript = 1;</script><style>.zauberwortstil{}</style>",
        },
      },
    ]);
    expect(await found("Skriptrahmen")).toEqual(["/test/skript"]);
    expect(await found("zauberwortskript")).toEqual([]);
    expect(await found("zauberwortstil")).toEqual([]);
  });

  it("[issue 14, doc1 §2] a term only in a block hidden from guests does not find the page", async () => {
    const { putPage, found } = await shop();
    await putPage("mitglieder", [
      { id: "h", type: "headline", props: { text: "Vorteilswelt", level: 1 } },
      {
        id: "m",
        type: "text",
        props: { html: "<p>Mitgliederpreisgeheimnis</p>", contentAccess: "loyalty member" },
      },
      {
        id: "k",
        type: "section",
        props: { contentAccess: "customer" },
        children: [{ id: "k1", type: "text", props: { text: "Kundenbonusgeheimnis" } }],
      },
      { id: "g", type: "text", props: { text: "Gastbegruessungstext", contentAccess: "guest" } },
    ]);
    expect(await found("Vorteilswelt")).toEqual(["/test/mitglieder"]);
    expect(await found("Gastbegruessungstext")).toEqual(["/test/mitglieder"]);
    expect(await found("Mitgliederpreisgeheimnis")).toEqual([]);
    expect(await found("Kundenbonusgeheimnis")).toEqual([]);
  });

  it("[issue 14] on start the search text of pages stored before it was computed is filled in", async () => {
    const { db, found } = await shop();
    await db.query("INSERT INTO content_pages (path, page) VALUES ($1, $2)", [
      "/test/alt",
      JSON.stringify({
        slug: "alt",
        title: "Alte Seite",
        blocks: [{ id: "t", type: "text", props: { html: "<p>Altbestandswort</p>" } }],
      }),
    ]);
    expect(await found("Altbestandswort")).toEqual([]);
    await refreshContentSearchText(db);
    expect(await found("Altbestandswort")).toEqual(["/test/alt"]);
  });
});
