import { describe, expect, it } from "vitest";
import type { Store } from "../../domain/cart/model";
import { normaliseFishCode } from "../../domain/fish-tracking/code";
import { parseIngredient } from "../../domain/recipes/ingredients";
import { clampServings, formatAmount, scaleAmount, scaleIngredients } from "../../domain/recipes/servings";
import { robotsTxt, sitemapXml } from "../../domain/sitemap/crawlers";
import { distanceKm, formatDistance } from "../../domain/store-finder/distance";
import { isOpenAt } from "../../domain/store-finder/openNow";

describe("servings (issue 14: servings scale quantities)", () => {
  it("[issue 14] amounts scale in proportion to the servings", () => {
    expect(scaleAmount(500, 4, 2)).toBe(250);
    expect(scaleAmount(500, 4, 6)).toBe(750);
    expect(scaleAmount(1, 4, 2)).toBe(0.5);
    expect(scaleAmount(1, 4, 4)).toBe(1);
  });
  it("[issue 14] small amounts round to a quarter, never to nothing; large ones to whole units", () => {
    expect(scaleAmount(1, 12, 1)).toBe(0.25);
    expect(scaleAmount(1, 4, 3)).toBe(0.75);
    expect(scaleAmount(125, 4, 3)).toBe(94);
  });
  it("[issue 14] a line without an amount is never scaled", () => {
    expect(scaleAmount(null, 4, 8)).toBeNull();
    const [salt] = scaleIngredients(
      [{ text: "Salz und Pfeffer", ...parseIngredient("Salz und Pfeffer"), sku: null, productSlug: null }],
      4,
      8,
    );
    expect(salt?.shown).toBe("Salz und Pfeffer");
  });
  it("[issue 14] scaled lines are rebuilt from amount, unit and name", () => {
    const lines = ["500 g Spaghetti", "1 Zwiebel", "1/2 TL Zimt"].map((t) => ({
      text: t,
      ...parseIngredient(t),
      sku: null,
      productSlug: null,
    }));
    expect(scaleIngredients(lines, 4, 6).map((l) => l.shown)).toEqual([
      "750 g Spaghetti",
      "1½ Zwiebel",
      "¾ TL Zimt",
    ]);
  });
  it("[issue 14] servings stay between 1 and 24", () => {
    expect([clampServings(0), clampServings(25), clampServings(3.4), clampServings(Number.NaN)]).toEqual([
      1, 24, 3, 1,
    ]);
  });
  it("amounts display the German way", () => {
    expect([formatAmount(2), formatAmount(1.5), formatAmount(0.25), formatAmount(1.3)]).toEqual([
      "2",
      "1½",
      "¼",
      "1,3",
    ]);
  });
});

describe("ingredient lines", () => {
  it("split into amount, unit and name; decimal commas and fractions", () => {
    expect(parseIngredient("500 g Spaghetti")).toEqual({ amount: 500, unit: "g", name: "Spaghetti" });
    expect(parseIngredient("1,5 l Milch")).toEqual({ amount: 1.5, unit: "l", name: "Milch" });
    expect(parseIngredient("2 Möhren")).toEqual({ amount: 2, unit: "", name: "Möhren" });
    expect(parseIngredient("Salz")).toEqual({ amount: null, unit: "", name: "Salz" });
  });
});

const store = (openingHours: Store["openingHours"], temporarilyClosed = false) => ({
  openingHours,
  temporarilyClosed,
});
const weekdays = [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opens: "07:00", closes: "22:00" }));

describe("open now (issue 14: opening hours with open now)", () => {
  // 2025-11-24 is a Monday; Berlin is UTC+1 in November, UTC+2 in July.
  it("[issue 14] a store is open from its opening minute to just before its closing minute, Berlin time", () => {
    expect(isOpenAt(store(weekdays), Date.parse("2025-11-24T06:00:00Z"))).toBe(true); // 07:00 Berlin
    expect(isOpenAt(store(weekdays), Date.parse("2025-11-24T05:59:00Z"))).toBe(false);
    expect(isOpenAt(store(weekdays), Date.parse("2025-11-24T20:59:00Z"))).toBe(true); // 21:59
    expect(isOpenAt(store(weekdays), Date.parse("2025-11-24T21:00:00Z"))).toBe(false); // 22:00
    expect(isOpenAt(store(weekdays), Date.parse("2025-07-14T05:30:00Z"))).toBe(true); // 07:30 summer time
  });
  it("[issue 14] closed on a day without hours (Sunday) and when temporarily closed", () => {
    expect(isOpenAt(store(weekdays), Date.parse("2025-11-23T12:00:00Z"))).toBe(false);
    expect(isOpenAt(store(weekdays, true), Date.parse("2025-11-24T12:00:00Z"))).toBe(false);
  });
});

describe("distance (issue 14: store finder distance)", () => {
  it("[issue 14] Köln Neumarkt to Bonn Zentrum is about 24 km; a place to itself is 0", () => {
    const neumarkt = { lat: 50.9364, lng: 6.9476 };
    expect(distanceKm(neumarkt, { lat: 50.733, lng: 7.098 })).toBeCloseTo(24.6, 0);
    expect(distanceKm(neumarkt, neumarkt)).toBe(0);
  });
  it("labels one decimal under 10 km, whole km above", () => {
    expect([formatDistance(1.26), formatDistance(0.04), formatDistance(24.6)]).toEqual([
      "1,3 km",
      "0,0 km",
      "25 km",
    ]);
  });
});

describe("fish-tracking codes (issue 14)", () => {
  it("[issue 14] a code typed with or without hyphen, in any case, with spaces, has one form", () => {
    expect(normaliseFishCode(" de 204711 ")).toBe("DE-204711");
    expect(normaliseFishCode("DE-204711")).toBe("DE-204711");
    expect(normaliseFishCode("no204711")).toBe("NO-204711");
  });
  it("[issue 14] anything else is not a code", () => {
    for (const bad of ["", "DE-20471", "DE-2047111", "D1-204711", "DE--204711", "<b>DE-204711"])
      expect(normaliseFishCode(bad), bad).toBeNull();
  });
});

describe("crawler files (issue 14: sitemap.xml and robots.txt)", () => {
  it("[issue 14] sitemap.xml holds absolute, escaped URLs with their dates", () => {
    const xml = sitemapXml("https://shop.example", [
      { path: "/" },
      { path: "/a?b=1&c=2", lastModified: "2025-10-01" },
    ]);
    expect(xml).toContain("<loc>https://shop.example/</loc>");
    expect(xml).toContain("<loc>https://shop.example/a?b=1&amp;c=2</loc><lastmod>2025-10-01</lastmod>");
  });
  it("[issue 14] robots.txt disallows the given prefixes and names the sitemap", () => {
    expect(robotsTxt("https://shop.example", ["/suche", "/warenkorb"])).toBe(
      "User-agent: *\nDisallow: /suche\nDisallow: /warenkorb\n\nSitemap: https://shop.example/sitemap.xml\n",
    );
  });
});
