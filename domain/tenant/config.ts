import { Schema } from "effect";

/** Keys of the page map: each page's configured URL slug lives under one of these. */
export const PageKey = Schema.Literal(
  "start",
  "sitemap",
  "favourites",
  "deliveryPass",
  "cart",
  "checkout",
  "recipes",
  "pesticides",
  "productDetail",
  "productList",
  "brands",
  "brandDetail",
  "login",
  "registration",
  "offlineAccount",
  "passwordReset",
  "profile",
  "physicalCard",
  "storeFinder",
  "search",
  "notFound",
  "error",
);
export type PageKey = typeof PageKey.Type;

const PageSlug = Schema.Struct({ urlslug: Schema.String });

const FlapoutSearchType = Schema.Struct({
  type: Schema.String,
  order: Schema.Number,
  emptyResultsContent: Schema.optional(Schema.String),
});

/** Field name to "Show" or "Hide" (document 2 §5), by address type (PRIVATE, COMPANY). */
const FieldVisibility = Schema.Record({ key: Schema.String, value: Schema.String });

export const ClientRuntimeConfig = Schema.Struct({
  tenant: Schema.String,
  appVersion: Schema.String,
  locale: Schema.String,
  currency: Schema.String,
  dateFormat: Schema.String,
  featureCustomerFavorites: Schema.Boolean,
  featureProductDiscovery: Schema.Boolean,
  featureCustomer: Schema.Boolean,
  featureCustomerDeliveryPass: Schema.Boolean,
  featureCartCheckout: Schema.Boolean,
  featureRecipes: Schema.Boolean,
  featurePesticides: Schema.Boolean,
  featureMisc: Schema.Boolean,
  featureSearch: Schema.Boolean,
  featureJoe: Schema.Boolean,
  /** Links to the external shop instead of in-app product and search routes. */
  shopForward: Schema.Boolean,
  cms: Schema.Struct({ preview: Schema.Boolean, editUrl: Schema.optional(Schema.String) }),
  pages: Schema.Record({ key: PageKey, value: PageSlug }),
  flapoutSearchTypes: Schema.Array(FlapoutSearchType),
  columnRatio: Schema.String,
  serviceSelectionInterval: Schema.Number,
  /**
   * Algolia Insights: the application id and search-only API key sent as its headers, and the
   * host events go to (Algolia's, e.g. https://insights.de.algolia.io); without a host they go to
   * the reference server's collector. Without an API key no event is sent.
   */
  searchInsights: Schema.Struct({
    region: Schema.Literal("de", "us"),
    appId: Schema.String,
    apiKey: Schema.optional(Schema.String),
    host: Schema.optional(Schema.String),
  }),
  /**
   * Billing fields hidden per address type (document 2 §5: value "Hide"): not shown in the saved
   * address form and removed from its payload. Absent: every field shown.
   */
  billingAddressFields: Schema.optional(Schema.Record({ key: Schema.String, value: FieldVisibility })),
  /** The consent script (document 1 §4); absent means not configured: every category is allowed. */
  consentScriptUrl: Schema.optional(Schema.String),
  /** The tag manager: loaded only with statistics consent. */
  tagManager: Schema.optional(Schema.Struct({ id: Schema.String, scriptUrl: Schema.String })),
  /**
   * The https hosts content blocks may embed (issue 14: iframe and video frames, script widgets):
   * the page's Content-Security-Policy names exactly these, so an embed of any other host loads nothing.
   */
  embedSources: Schema.optional(
    Schema.Struct({ frames: Schema.Array(Schema.String), scripts: Schema.Array(Schema.String) }),
  ),
  /** Further third-party scripts, each held back until its consent category is allowed. */
  deferredScripts: Schema.optional(
    Schema.Array(
      Schema.Struct({
        name: Schema.String,
        category: Schema.Literal("statistic", "marketing", "targetGroupSelection"),
        src: Schema.String,
      }),
    ),
  ),
});
export type ClientRuntimeConfig = typeof ClientRuntimeConfig.Type;

/**
 * oneToOne: exact source path to target. manyToOne: target to its source paths (a trailing * matches
 * any rest). manyToMany: source prefix (ending in *) to target prefix, the rest carried over.
 * An empty target ("") marks its sources as gone for good (HTTP 410, the not-found page).
 */
export const Redirects = Schema.Struct({
  oneToOne: Schema.Record({ key: Schema.String, value: Schema.String }),
  manyToOne: Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) }),
  manyToMany: Schema.Record({ key: Schema.String, value: Schema.String }),
});
export type Redirects = typeof Redirects.Type;

export const ThemeConfig = Schema.Struct({
  colors: Schema.Record({ key: Schema.String, value: Schema.String }),
  fontFamily: Schema.String,
  logoUrl: Schema.String,
  radius: Schema.String,
});
export type ThemeConfig = typeof ThemeConfig.Type;

export const MessageBundle = Schema.Record({ key: Schema.String, value: Schema.String });
export type MessageBundle = typeof MessageBundle.Type;

export const TenantConfig = Schema.Struct({
  clientRuntimeConfig: ClientRuntimeConfig,
  messageBundle: MessageBundle,
  redirects: Redirects,
  themeConfig: ThemeConfig,
});
export type TenantConfig = typeof TenantConfig.Type;
