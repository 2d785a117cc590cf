import { Schema } from "effect";
import {
  type ClientRuntimeConfig,
  type PageKey,
  TenantConfig,
  type ThemeConfig,
} from "../../domain/tenant/config";
import type { Db } from "../db/db";
import { DEMO_TENANT } from "../tenant/store";
import { appVersion } from "../version";
import type { SeedArea } from "./area";
import { englishMessages, germanMessages } from "./messages";

const demoPages: Record<PageKey, { urlslug: string }> = {
  start: { urlslug: "" },
  sitemap: { urlslug: "sitemap" },
  favourites: { urlslug: "favoriten" },
  deliveryPass: { urlslug: "lieferpass" },
  cart: { urlslug: "warenkorb" },
  checkout: { urlslug: "kasse" },
  recipes: { urlslug: "rezepte" },
  pesticides: { urlslug: "pestizide" },
  productDetail: { urlslug: "produkt" },
  productList: { urlslug: "sortiment" },
  brands: { urlslug: "marken" },
  brandDetail: { urlslug: "marke" },
  login: { urlslug: "anmelden" },
  registration: { urlslug: "registrieren" },
  offlineAccount: { urlslug: "konto-offline" },
  passwordReset: { urlslug: "passwort-vergessen" },
  profile: { urlslug: "mein-konto" },
  physicalCard: { urlslug: "kundenkarte-bestellen" },
  storeFinder: { urlslug: "maerkte" },
  search: { urlslug: "suche" },
  notFound: { urlslug: "404" },
  error: { urlslug: "fehler" },
};

export const demoRuntimeConfig: ClientRuntimeConfig = {
  tenant: DEMO_TENANT,
  appVersion,
  locale: "de-DE",
  currency: "EUR",
  dateFormat: "dd.MM.yyyy",
  featureCustomerFavorites: true,
  featureProductDiscovery: true,
  featureCustomer: true,
  featureCustomerDeliveryPass: true,
  featureCartCheckout: true,
  featureRecipes: true,
  featurePesticides: true,
  featureMisc: true,
  featureSearch: true,
  featureJoe: false,
  shopForward: false,
  // Editors open the shop in the CMS's preview (preview: true); the edit links lead there.
  cms: { preview: false, editUrl: "https://cms.demo-markt.example/edit?block={block}" },
  pages: demoPages,
  flapoutSearchTypes: [
    { type: "products", order: 1, emptyResultsContent: "Keine passenden Produkte gefunden." },
    { type: "categories", order: 2, emptyResultsContent: "Keine passenden Kategorien gefunden." },
    { type: "brands", order: 3, emptyResultsContent: "Keine passenden Marken gefunden." },
    { type: "content", order: 4, emptyResultsContent: "Keine passenden Seiten gefunden." },
    { type: "recipes", order: 5, emptyResultsContent: "Keine passenden Rezepte gefunden." },
  ],
  columnRatio: "6/6",
  serviceSelectionInterval: 5,
  // A search-only key (public by design): the reference collector accepts this one.
  searchInsights: { region: "de", appId: "DEMO", apiKey: "demo-search-only-key" },
  // A company's billing address is asked without its registration number (document 2 §5 "Hide").
  billingAddressFields: { COMPANY: { companyRegistrationNumber: "Hide" } },
  // The reference server hosts stand-ins with the production scripts' interfaces (server/consent).
  consentScriptUrl: "/consent/banner.js",
  tagManager: { id: "GTM-DEMO", scriptUrl: "/consent/gtm.js" },
  // The hosts the content pages' map, video and job widget come from (server/seed/content/pages-embedded).
  embedSources: {
    frames: ["https://www.openstreetmap.org", "https://www.youtube-nocookie.com"],
    scripts: ["https://widgets.demo-markt.example"],
  },
  deferredScripts: [
    { name: "marketing-pixel", category: "marketing", src: "/consent/tag.js?name=marketing-pixel" },
    {
      name: "recommendations",
      category: "targetGroupSelection",
      src: "/consent/tag.js?name=recommendations",
    },
  ],
};

/** Text #1f2933 on #ffffff is about 14.5:1; primary, muted and the state colours also pass AA on white. */
const demoTheme: ThemeConfig = {
  colors: {
    primary: "#0b6e4f",
    onPrimary: "#ffffff",
    background: "#ffffff",
    surface: "#f4f7f5",
    text: "#1f2933",
    muted: "#52606d",
    accent: "#b45309",
    danger: "#b91c1c",
    success: "#15803d",
    warning: "#92400e",
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  logoUrl: "/media/logo.svg",
  radius: "8px",
};

const demoRedirects = {
  // "" marks a page as gone for good (domain/routing/redirects GONE): the server answers 410;
  // "gone:/slug" also names the CMS error page the shop shows for it.
  oneToOne: {
    "/angebote-alt": "/angebote",
    "/sommerfest-2025": "",
    "/herbstaktion-2025": "gone:/aktion-beendet",
  },
  manyToOne: { "/ueber-uns": ["/about", "/about-us", "/unternehmen/*"] },
  manyToMany: { "/magazin/*": "/rezepte/*" },
};

const insertRedirects = async (tx: Db) => {
  const rows: [string, string, string][] = [
    ...Object.entries(demoRedirects.oneToOne).map(([s, t]): [string, string, string] => ["oneToOne", s, t]),
    ...Object.entries(demoRedirects.manyToOne).flatMap(([t, sources]) =>
      sources.map((s): [string, string, string] => ["manyToOne", s, t]),
    ),
    ...Object.entries(demoRedirects.manyToMany).map(([s, t]): [string, string, string] => [
      "manyToMany",
      s,
      t,
    ]),
  ];
  for (const [kind, source, target] of rows) {
    await tx.query("INSERT INTO redirects (tenant_id, kind, source, target) VALUES ($1, $2, $3, $4)", [
      DEMO_TENANT,
      kind,
      source,
      target,
    ]);
  }
};

export const tenantSeed: SeedArea = {
  name: "tenant",
  async seed(tx) {
    // Checked here so a broken seed fails at seeding, not in a shopper's browser.
    const encode = Schema.encodeSync(TenantConfig);
    const config = encode({
      clientRuntimeConfig: demoRuntimeConfig,
      messageBundle: germanMessages,
      redirects: demoRedirects,
      themeConfig: demoTheme,
    });
    await tx.query("DELETE FROM tenants WHERE id = $1", [DEMO_TENANT]);
    await tx.query(
      "INSERT INTO tenants (id, default_locale, runtime_config, theme_config) VALUES ($1, $2, $3, $4)",
      [
        DEMO_TENANT,
        demoRuntimeConfig.locale,
        JSON.stringify(config.clientRuntimeConfig),
        JSON.stringify(config.themeConfig),
      ],
    );
    for (const [language, bundle] of [
      ["de", germanMessages],
      ["en", englishMessages],
    ] as const) {
      await tx.query("INSERT INTO message_bundles (tenant_id, language, bundle) VALUES ($1, $2, $3)", [
        DEMO_TENANT,
        language,
        JSON.stringify(bundle),
      ]);
    }
    await insertRedirects(tx);
  },
};
