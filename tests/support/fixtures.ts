import type { ContentPage } from "../../domain/content/page";
import type { Customer } from "../../domain/session/customer";
import type { ClientRuntimeConfig, PageKey, TenantConfig } from "../../domain/tenant/config";

const slugs: Record<PageKey, string> = {
  start: "",
  sitemap: "sitemap",
  favourites: "favoriten",
  deliveryPass: "lieferpass",
  cart: "warenkorb",
  checkout: "kasse",
  recipes: "rezepte",
  pesticides: "pestizide",
  productDetail: "produkt",
  productList: "sortiment",
  brands: "marken",
  brandDetail: "marke",
  login: "anmelden",
  registration: "registrieren",
  offlineAccount: "konto-offline",
  passwordReset: "passwort-vergessen",
  profile: "mein-konto",
  physicalCard: "kundenkarte-bestellen",
  storeFinder: "maerkte",
  search: "suche",
  notFound: "404",
  error: "fehler",
};

export const runtimeConfig = (overrides: Partial<ClientRuntimeConfig> = {}): ClientRuntimeConfig => ({
  tenant: "test-markt",
  appVersion: "0.0.0-test",
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
  cms: { preview: false },
  pages: Object.fromEntries(
    Object.entries(slugs).map(([k, v]) => [k, { urlslug: v }]),
  ) as ClientRuntimeConfig["pages"],
  flapoutSearchTypes: [{ type: "products", order: 1 }],
  columnRatio: "6/6",
  serviceSelectionInterval: 5,
  searchInsights: { region: "de", appId: "TEST", apiKey: "test-search-key" },
  ...overrides,
});

export const tenantConfig = (overrides: Partial<ClientRuntimeConfig> = {}): TenantConfig => ({
  clientRuntimeConfig: runtimeConfig(overrides),
  messageBundle: {
    "internet.offline": "Keine Internetverbindung",
    "session.expiredHeadline": "Sitzung abgelaufen",
    "navigation.externalRefused": "Externe Links werden nicht geöffnet",
    "navigation.protocolRefused": "Dieser Link ist nicht erlaubt",
    greeting: "Hallo {name}",
  },
  redirects: {
    oneToOne: { "/angebote-alt": "/angebote" },
    manyToOne: { "/ueber-uns": ["/about", "/unternehmen/*"] },
    manyToMany: { "/magazin/*": "/rezepte/*" },
  },
  themeConfig: {
    colors: { primary: "#1b7a3a" },
    fontFamily: "system-ui",
    logoUrl: "/media/logo.svg",
    radius: "8px",
  },
});

export const page = (slug: string, title = `Seite ${slug}`): ContentPage => ({
  slug,
  title,
  blocks: [{ id: `${slug}-h`, type: "headline", props: { text: title, level: 1 } }],
});

export const anna: Customer = {
  customerId: "c-anna",
  email: "anna.schmidt@example.com",
  firstName: "Anna",
  lastName: "Schmidt",
  salutation: "Female",
  newsletterTopics: [],
  firstOrderDelivery: true,
  firstOrderClickAndCollect: true,
};
