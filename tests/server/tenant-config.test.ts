import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { PageKey, TenantConfig } from "../../domain/tenant/config";
import { Browser } from "./client";

const FLAGS = [
  "featureCustomerFavorites",
  "featureProductDiscovery",
  "featureCustomer",
  "featureCustomerDeliveryPass",
  "featureCartCheckout",
  "featureRecipes",
  "featurePesticides",
  "featureMisc",
  "featureSearch",
  "featureJoe",
] as const;

const REQUIRED_MESSAGES = [
  "internet.offline",
  "session.expiredHeadline",
  "account.logout.successful",
  "account.logout.error",
  "notFound.title",
  "notFound.text",
  "error.title",
  "error.text",
  "error.backHome",
  "navigation.externalRefused",
  "navigation.protocolRefused",
  "notification.close",
  "header.skipToContent",
  "header.menu",
  "footer.copyright",
  "common.loading",
  "common.retry",
];

const config = async (query = "") => {
  const response = await new Browser().fetch(`/tenant/config${query}`);
  expect(response.status).toBe(200);
  return Schema.decodeUnknownSync(TenantConfig)(await response.json());
};

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

describe("GET /tenant/config", () => {
  it("[doc1 §3] the tenant config decodes with TenantConfig and carries every feature flag", async () => {
    const { clientRuntimeConfig: rc } = await config();
    for (const flag of FLAGS) expect(typeof rc[flag], flag).toBe("boolean");
    expect(FLAGS.filter((f) => !rc[f])).toEqual(["featureJoe"]);
    expect(rc.shopForward).toBe(false);
    expect(rc.cms.preview).toBe(false);
    expect(rc).toMatchObject({
      tenant: "demo-markt",
      locale: "de-DE",
      currency: "EUR",
      dateFormat: "dd.MM.yyyy",
    });
  });

  it("[doc1 §2] the page map has a slug for every page key", async () => {
    const { clientRuntimeConfig: rc } = await config();
    expect(Object.keys(rc.pages).sort()).toEqual([...PageKey.literals].sort());
    expect(rc.pages.start.urlslug).toBe("");
    expect(rc.pages.cart.urlslug).toBe("warenkorb");
    expect(rc.pages.notFound.urlslug).toBe("404");
  });

  it("[doc1 §3] search flyout types are ordered 1..5 with empty-result texts and a 6/6 column ratio", async () => {
    const { clientRuntimeConfig: rc } = await config();
    expect(rc.flapoutSearchTypes.map((t) => [t.type, t.order])).toEqual([
      ["products", 1],
      ["categories", 2],
      ["brands", 3],
      ["content", 4],
      ["recipes", 5],
    ]);
    for (const t of rc.flapoutSearchTypes) expect(t.emptyResultsContent).toBeTruthy();
    expect(rc.columnRatio).toBe("6/6");
    expect(rc.searchInsights).toEqual({ region: "de", appId: "DEMO", apiKey: "demo-search-only-key" });
  });

  it("[doc1 §3] the app version is the package version", async () => {
    const { version } = (await import("../../package.json", { with: { type: "json" } })).default;
    expect((await config()).clientRuntimeConfig.appVersion).toBe(version);
  });

  it("[doc1 §3] redirects come in the three maps", async () => {
    expect((await config()).redirects).toEqual({
      oneToOne: {
        "/angebote-alt": "/angebote",
        "/sommerfest-2025": "",
        "/herbstaktion-2025": "gone:/aktion-beendet",
      },
      manyToOne: { "/ueber-uns": ["/about", "/about-us", "/unternehmen/*"] },
      manyToMany: { "/magazin/*": "/rezepte/*" },
    });
  });

  it("German is the default bundle; ?locale=en and en-* give English with exactly the same keys", async () => {
    const german = (await config()).messageBundle;
    const english = (await config("?locale=en")).messageBundle;
    const englishGb = (await config("?locale=en-GB")).messageBundle;
    for (const key of REQUIRED_MESSAGES) expect(german[key], key).toBeTruthy();
    expect(Object.keys(english).sort()).toEqual(Object.keys(german).sort());
    expect(englishGb).toEqual(english);
    expect(german["header.menu"]).toBe("Menü");
    expect(english["header.menu"]).toBe("Menu");
  });

  it("an unknown locale falls back to the German bundle", async () => {
    expect((await config("?locale=xx-YY")).messageBundle).toEqual((await config()).messageBundle);
  });

  it("the theme's text on background meets WCAG AA contrast (4.5:1)", async () => {
    const { colors } = (await config()).themeConfig;
    expect(contrast(colors.text ?? "", colors.background ?? "")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.onPrimary ?? "", colors.primary ?? "")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.muted ?? "", colors.background ?? "")).toBeGreaterThanOrEqual(4.5);
    for (const key of [
      "primary",
      "onPrimary",
      "background",
      "surface",
      "text",
      "muted",
      "accent",
      "danger",
      "success",
      "warning",
    ]) {
      expect(colors[key], key).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});
