import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../domain/api/errors";
import { OrderConfig } from "../../domain/cart/model";
import { blockPropSchemas } from "../../domain/content/blockSchemas";
import { ORDER_FIGURES, withOrderFigures } from "../../domain/content/orderFigures";
import { ComponentConfigs, type ContentBlock, ContentPage } from "../../domain/content/page";
import { formatPrice } from "../../domain/discovery/format";
import { PROBLEM_REPORT_HREF } from "../../domain/problem-report/model";
import { demoOrderConfig } from "../../server/seed/checkout";
import { demoPages } from "../../server/seed/content";
import { Browser } from "./client";

const SEEDED_PATHS = [
  "/",
  "/angebote",
  "/ueber-uns",
  "/liefergebiet",
  "/hilfe",
  "/impressum",
  "/datenschutz",
  "/404",
  "/fehler",
];

/** `raw` sends the query value as written, for encodings a well-behaved client never produces. */
const page = async (path: string, raw = false) => {
  const value = raw ? path : encodeURIComponent(path);
  const response = await new Browser().fetch(`/api/content/pages?path=${value}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

const walk = (
  blocks: ReadonlyArray<ContentBlock>,
  visit: (b: ContentBlock, parent?: ContentBlock) => void,
  parent?: ContentBlock,
) => {
  for (const b of blocks) {
    visit(b, parent);
    walk(b.children ?? [], visit, b);
  }
};

describe("GET /api/content/configs/client", () => {
  it("[doc1 §7] answers only the requested types[]", async () => {
    const response = await new Browser().fetch("/api/content/configs/client?types[]=header&types[]=footer");
    expect(response.status).toBe(200);
    const configs = Schema.decodeUnknownSync(ComponentConfigs)(await response.json());
    expect(Object.keys(configs).sort()).toEqual(["footer", "header"]);
    expect(configs.header?.navigation.map((l) => l.href)).toEqual([
      "/angebote",
      "/ueber-uns",
      "/liefergebiet",
      "/hilfe",
    ]);
    expect(configs.footer?.columns).toHaveLength(3);
  });

  it("[doc1 §7] all four start-up types are seeded", async () => {
    const q = ["topbarbanner", "header", "footer", "socialsharingandseo"]
      .map((t) => `types[]=${t}`)
      .join("&");
    const configs = Schema.decodeUnknownSync(ComponentConfigs)(
      await (await new Browser().fetch(`/api/content/configs/client?${q}`)).json(),
    );
    expect(configs.topbarbanner?.enabled).toBe(true);
    expect(configs.socialsharingandseo).toMatchObject({
      siteName: "Demo Markt",
      titleTemplate: "%s | Demo Markt",
    });
  });

  it("a single types[] is still a list", async () => {
    const response = await new Browser().fetch("/api/content/configs/client?types[]=topbarbanner");
    expect(Object.keys((await response.json()) as object)).toEqual(["topbarbanner"]);
  });

  it("an unknown type is refused with 400 naming the field", async () => {
    const response = await new Browser().fetch("/api/content/configs/client?types[]=header&types[]=hologram");
    expect(response.status).toBe(400);
    const body = Schema.decodeUnknownSync(ErrorBody)(await response.json());
    expect(body.message).toContain("query.types[]");
    expect(body.errors?.[0]?.path).toBe("query.types[].1");
  });
});

describe("GET /api/content/pages", () => {
  it("every seeded page is found and decodes as a ContentPage", async () => {
    for (const path of SEEDED_PATHS) {
      const { status, body } = await page(path);
      expect(status, path).toBe(200);
      Schema.decodeUnknownSync(ContentPage)(body);
    }
  });

  it("[doc1 §2] page meta: the start page has title, description, keywords and ogImage; /404 is noIndex", async () => {
    const start = Schema.decodeUnknownSync(ContentPage)((await page("/")).body);
    expect(start.title).toBeTruthy();
    expect(start.metaDescription).toBeTruthy();
    expect(start.keywords).toBeTruthy();
    expect(start.ogImage?.[0]?.url).toBe("/media/og-default.svg");
    expect(Schema.decodeUnknownSync(ContentPage)((await page("/404")).body).noIndex).toBe(true);
  });

  it("a trailing slash finds the same page", async () => {
    expect((await page("/hilfe/")).body).toEqual((await page("/hilfe")).body);
  });

  it("an unknown path answers 404 with an ErrorBody", async () => {
    const { status, body } = await page("/gibt-es-nicht");
    expect(status).toBe(404);
    expect(Schema.decodeUnknownSync(ErrorBody)(body).status).toBe(404);
  });

  it("hostile paths never cause a 500", async () => {
    const hostile = [
      "/'; DROP TABLE content_pages; --",
      '/"quoted"',
      "/100%",
      "/%",
      "/%00",
      "/\u0000",
      "/🍎🥖",
      `/${"a".repeat(1000)}`,
      "kein-slash",
      "",
      "/../../etc/passwd",
    ];
    for (const path of hostile) {
      const { status, body } = await page(path);
      expect([400, 404], JSON.stringify(path)).toContain(status);
      Schema.decodeUnknownSync(ErrorBody)(body);
    }
    for (const raw of ["/%ED%A0%80", "%", "/%zz", "/%C0%AF", "/a%00b", "/a&path=/b", "/%F0%9F%8D%8E"]) {
      const { status, body } = await page(raw, true);
      expect([400, 404], raw).toContain(status);
      Schema.decodeUnknownSync(ErrorBody)(body);
    }
    expect((await page("/")).status).toBe(200);
  });

  it("a missing path parameter is a 400 naming query.path", async () => {
    const response = await new Browser().fetch("/api/content/pages");
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toContain("query.path");
  });
});

describe("seeded content blocks", () => {
  it("[doc1 §2] every block's props validate against its block schema", () => {
    const unknownTypes: string[] = [];
    for (const [path, p] of Object.entries(demoPages())) {
      walk(p.blocks, (b) => {
        const schema = blockPropSchemas[b.type as keyof typeof blockPropSchemas];
        if (!schema) return void unknownTypes.push(`${path}:${b.type}`);
        const result = Schema.decodeUnknownEither(schema as Schema.Schema.AnyNoContext)(b.props);
        expect(result._tag, `${path} ${b.id} ${b.type}`).toBe("Right");
      });
    }
    expect(unknownTypes).toEqual([]);
  });

  it("the served pages are the seeded ones, with the order config's figures filled in", async () => {
    for (const [path, p] of Object.entries(demoPages())) {
      expect((await page(path)).body, path).toEqual(
        withOrderFigures(Schema.encodeSync(ContentPage)(p), demoOrderConfig),
      );
    }
  });

  it("all nine shell block types are used, nested section > row > column > blocks", () => {
    const used = new Set<string>();
    for (const p of Object.values(demoPages())) {
      for (const top of p.blocks) expect(top.type).toBe("section");
      walk(p.blocks, (b, parent) => {
        used.add(b.type);
        if (b.type === "row") expect(parent?.type).toBe("section");
        if (b.type === "column") expect(parent?.type).toBe("row");
        if (!["section", "row", "column"].includes(b.type)) expect(parent?.type).toBe("column");
      });
    }
    for (const type of Object.keys(blockPropSchemas)) expect(used, type).toContain(type);
  });

  it("block ids are unique within each page", () => {
    for (const p of Object.values(demoPages())) {
      const ids: string[] = [];
      walk(p.blocks, (b) => void ids.push(b.id));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("[doc1 §1] the help page shows shoppers help, no test data (the link cases live in e2e/fixtures)", () => {
    const texts: string[] = [];
    const hrefs: string[] = [];
    walk(demoPages()["/hilfe"]?.blocks ?? [], (b) => {
      for (const v of Object.values(b.props)) if (typeof v === "string") texts.push(v);
      if (b.type === "button") hrefs.push(String(b.props.href));
    });
    expect(texts.join(" ")).not.toMatch(/Test|Linkprüfung/);
    // Shop paths, and the "Problem melden" entry (issue 19 #1), which opens the report form.
    for (const href of hrefs.filter((h) => h !== PROBLEM_REPORT_HREF)) expect(href).toMatch(/^\//);
    expect(hrefs).toContain(PROBLEM_REPORT_HREF);
  });

  it("the start page has a hero teaser, three category teasers, headline, text, separator and buttons", () => {
    const types: string[] = [];
    const teasers: string[] = [];
    walk(demoPages()["/"]?.blocks ?? [], (b) => {
      types.push(b.type);
      if (b.type === "teaser") teasers.push(String(b.props.title));
    });
    expect(teasers.slice(1)).toEqual(["Obst & Gemüse", "Backwaren", "Getränke"]);
    for (const t of ["headline", "text", "line-separator", "button"]) expect(types).toContain(t);
  });

  it("every image the content refers to is served", async () => {
    const sources = new Set<string>();
    for (const p of Object.values(demoPages())) {
      for (const og of p.ogImage ?? []) sources.add(og.url);
      walk(p.blocks, (b) => {
        if (b.type === "image") sources.add(String(b.props.src));
        if (b.type === "teaser") sources.add(String((b.props.image as { src: string }).src));
      });
    }
    for (const src of sources) {
      expect(src).toMatch(/^\/media\/[\w-]+\.svg$/);
      expect((await new Browser().fetch(src)).status, src).toBe(200);
    }
  });
});

describe("fees and thresholds stated in content (issue 10 §6)", () => {
  const figures = async () => {
    const config = await (await new Browser().fetch("/api/order-config")).json();
    const c = Schema.decodeUnknownSync(OrderConfig)(config);
    return { c, amounts: new Set(Object.values(ORDER_FIGURES).map((f) => formatPrice(f(c)))) };
  };
  /** Sentences that speak of a fee, a free service or an order value, with the amounts they state. */
  const statements = (json: unknown) =>
    JSON.stringify(json)
      .split(/(?<=[.;:!?])\s+|\\n/)
      .filter((s) => /Liefer|Abhol|Bestellwert/.test(s))
      .map((s) => ({ sentence: s, amounts: s.match(/\d+(?:,\d{2})?\s€/g) ?? [] }));

  it("[issue 10 §6] the banner, /liefergebiet and every page state the order config's delivery fee and thresholds, no other figure", async () => {
    const { c, amounts } = await figures();
    const banner = await (
      await new Browser().fetch("/api/content/configs/client?types[]=topbarbanner")
    ).json();
    const liefergebiet = await page("/liefergebiet");
    expect(JSON.stringify(banner)).toContain(formatPrice(c.freeOfChargeThresholdDelivery));
    expect(JSON.stringify(liefergebiet.body)).toContain(formatPrice(c.serviceFeeDelivery));
    expect(JSON.stringify(liefergebiet.body)).toContain(formatPrice(c.freeOfChargeThresholdDelivery));
    for (const json of [
      banner,
      ...(await Promise.all(SEEDED_PATHS.map(async (p) => (await page(p)).body))),
    ]) {
      expect(JSON.stringify(json)).not.toContain("{order.");
      for (const { sentence, amounts: stated } of statements(json))
        for (const a of stated) expect(amounts, sentence).toContain(a.replace(/\s/, "\u00a0"));
    }
  });
});
