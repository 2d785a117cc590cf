import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  AccordionProps,
  ImageSliderProps,
  ProductGroupProps,
  PublicationProps,
  TableProps,
  TabsProps,
} from "../../domain/content/layoutBlocks";
import {
  formatDay,
  formatFileSize,
  pickProducts,
  srcSetOf,
  tabKeyTarget,
  wrapIndex,
} from "../../domain/content/layoutRules";
import { productGroupKey } from "../../domain/discovery/productGroup";

const decodes = (schema: Schema.Schema.AnyNoContext, value: unknown) =>
  Either.isRight(Schema.decodeUnknownEither(schema)(value));

describe("slider index", () => {
  it("[issue 14, WAI-ARIA carousel] next after the last slide is the first, previous before the first the last", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
  });
  it("an empty ring stays at 0 instead of dividing by zero", () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe("tab keys", () => {
  it("[issue 14, WAI-ARIA tabs] arrows step and wrap", () => {
    expect(tabKeyTarget("ArrowRight", 0, 3)).toBe(1);
    expect(tabKeyTarget("ArrowRight", 2, 3)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 0, 3)).toBe(2);
    expect(tabKeyTarget("ArrowLeft", 2, 3)).toBe(1);
  });
  it("[issue 14, WAI-ARIA tabs] Home and End jump to the first and last tab", () => {
    expect(tabKeyTarget("Home", 2, 3)).toBe(0);
    expect(tabKeyTarget("End", 0, 3)).toBe(2);
  });
  it("other keys (Tab, Enter, letters) are left to the browser", () => {
    for (const key of ["Tab", "Enter", " ", "a", "ArrowDown"]) expect(tabKeyTarget(key, 1, 3)).toBeNull();
  });
});

describe("images", () => {
  it("[issue 14] several widths become a srcset; none gives no srcset", () => {
    expect(
      srcSetOf([
        { src: "/a-400.jpg", width: 400 },
        { src: "/a-800.jpg", width: 800 },
      ]),
    ).toBe("/a-400.jpg 400w, /a-800.jpg 800w");
    expect(srcSetOf(undefined)).toBeUndefined();
    expect(srcSetOf([])).toBeUndefined();
  });
  it("[issue 14] a slide's image needs its width and height (nothing shifts)", () => {
    const slide = (image: object) => ({ label: "Aktionen", slides: [{ image }] });
    expect(decodes(ImageSliderProps, slide({ src: "/a.svg", alt: "", width: 1200, height: 600 }))).toBe(true);
    expect(decodes(ImageSliderProps, slide({ src: "/a.svg", alt: "" }))).toBe(false);
    expect(decodes(ImageSliderProps, slide({ src: "/a.svg", alt: "", width: 0, height: 600 }))).toBe(false);
  });
});

describe("publication", () => {
  it("[issue 14] file sizes: bytes below 1000, KB below a million, MB with one decimal", () => {
    expect(formatFileSize(637, "de-DE")).toBe("637 B");
    expect(formatFileSize(999, "de-DE")).toBe("999 B");
    expect(formatFileSize(1000, "de-DE")).toBe("1 KB");
    expect(formatFileSize(12_400, "de-DE")).toBe("12 KB");
    expect(formatFileSize(999_499, "de-DE")).toBe("999 KB");
    expect(formatFileSize(1_000_000, "de-DE")).toBe("1 MB");
    expect(formatFileSize(1_450_000, "de-DE")).toBe("1,5 MB");
    expect(formatFileSize(1_450_000, "en-GB")).toBe("1.5 MB");
  });
  it("the day is written out in the locale, the same in every time zone", () => {
    expect(formatDay("2026-03-02", "de-DE")).toBe("2. März 2026");
    expect(formatDay("2026-03-02", "en-GB")).toBe("2 March 2026");
  });
  it("a publication needs a yyyy-mm-dd day and a size that is a whole number of bytes", () => {
    const base = { title: "Bericht", href: "/media/a.svg", date: "2026-03-02", format: "PDF", sizeBytes: 10 };
    expect(decodes(PublicationProps, base)).toBe(true);
    expect(decodes(PublicationProps, { ...base, date: "02.03.2026" })).toBe(false);
    expect(decodes(PublicationProps, { ...base, sizeBytes: -1 })).toBe(false);
    expect(decodes(PublicationProps, { ...base, sizeBytes: 1.5 })).toBe(false);
  });
});

describe("props that would break the markup render nothing", () => {
  it("[issue 14] a table row with a missing cell is refused (th scope would point at the wrong column)", () => {
    const table = { caption: "Ziele", columns: ["Bereich", "2025"], rows: [["Mehrweg", "62 %"]] };
    expect(decodes(TableProps, table)).toBe(true);
    expect(decodes(TableProps, { ...table, rows: [["Mehrweg"]] })).toBe(false);
  });
  it("[issue 14] tabs and accordions need at least one entry with a title", () => {
    expect(decodes(TabsProps, { label: "Schwerpunkte", tabs: [] })).toBe(false);
    expect(decodes(TabsProps, { label: "Schwerpunkte", tabs: [{ title: "", text: "x" }] })).toBe(false);
    expect(decodes(AccordionProps, { items: [] })).toBe(false);
    expect(decodes(AccordionProps, { items: [{ title: "Frage", text: "Antwort" }] })).toBe(true);
  });
});

describe("product group", () => {
  const products = [{ sku: "1" }, { sku: "2" }, { sku: "3" }, { sku: "4" }];
  it("[issue 14] a skus source shows its skus in the editor's order, skipping unknown ones", () => {
    expect(pickProducts(products, ["3", "9", "1"], 8).map((p) => p.sku)).toEqual(["3", "1"]);
  });
  it("[issue 14] any other source shows its list's products in their order, at most the limit", () => {
    expect(pickProducts(products, undefined, 2).map((p) => p.sku)).toEqual(["1", "2"]);
    expect(pickProducts(products, [], 3).map((p) => p.sku)).toEqual(["1", "2", "3"]);
    expect(pickProducts(products, ["4", "3", "2"], 2).map((p) => p.sku)).toEqual(["4", "3"]);
  });
});

describe("product group source (issue 14)", () => {
  it("[issue 14] the source names a category, a brand, skus or the offers; without one the offers", () => {
    for (const source of [
      { kind: "category", slug: "backwaren" },
      { kind: "brand", slug: "bergquelle" },
      { kind: "skus", skus: ["2217245", "6263591"] },
      { kind: "offers" },
    ])
      expect(decodes(ProductGroupProps, { title: "Auswahl", source, limit: 4 }), JSON.stringify(source)).toBe(
        true,
      );
    expect(decodes(ProductGroupProps, {})).toBe(true);
  });

  it("[issue 14] a malformed source does not decode, so the block renders nothing", () => {
    for (const source of [
      { kind: "category" },
      { kind: "category", slug: "Back Waren" },
      { kind: "brand", slug: "" },
      { kind: "skus", skus: [] },
      { kind: "skus", skus: ["1", 2] },
      { kind: "season", slug: "sommer" },
      "backwaren",
      null,
    ])
      expect(decodes(ProductGroupProps, { source }), JSON.stringify(source)).toBe(false);
    expect(decodes(ProductGroupProps, { source: { kind: "offers" }, limit: 25 })).toBe(false);
    expect(decodes(ProductGroupProps, { source: { kind: "offers" }, limit: 0 })).toBe(false);
  });

  it("[issue 14] groups share a load exactly when they show the same list at the same length", () => {
    const bakery = { kind: "category", slug: "backwaren" } as const;
    expect(productGroupKey(bakery, 4)).toBe(productGroupKey({ ...bakery }, 4));
    expect(productGroupKey(bakery, 4)).not.toBe(productGroupKey(bakery, 8));
    expect(productGroupKey(bakery, 4)).not.toBe(productGroupKey({ kind: "brand", slug: "backwaren" }, 4));
    expect(productGroupKey({ kind: "skus", skus: ["1", "2"] }, 4)).not.toBe(
      productGroupKey({ kind: "skus", skus: ["2", "1"] }, 4),
    );
  });
});
