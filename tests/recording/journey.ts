import { Effect } from "effect";
import {
  fixedClock,
  memoryCookies,
  memoryNavigation,
  memoryOnline,
  memoryStorage,
  sequentialIds,
} from "../../adapters/memory/ports";
import type { AnyCall } from "../../domain/api/contract";
import type { AppCommand } from "../../domain/app/commands";
import { createShop, type ShopOptions } from "../../domain/app/shop";
import type { Voucher } from "../../domain/cart/model";
import type { ApiPort } from "../../domain/ports/api";
import { recordingOfLog } from "../../domain/recording/recording";
import type { RedactionPolicy } from "../../domain/recording/redact";
import { redactSecrets } from "../../domain/recording/secrets";
import type { SavedAddress } from "../../domain/session/address";

import { categoryPage, product, tree } from "../discovery/catalogue";
import { searchAnswer } from "../search/support";
import { fakeCartApi, fakeCheckout, inArea, testOrderConfig } from "../support/fakeCartApi";
import { anna, page, tenantConfig } from "../support/fixtures";
import { type Answer, type Script, scriptedApi } from "../support/shop";

/** The secrets and personal data the journey puts into the session: none may reach a recording. */
export const SECRETS = {
  password: "Sup3r-Geheim!2026",
  card: "4111 1111 1111 1111",
  giftCard: "GC-7781-5521-0093",
  securityAnswer: "Rex der Dackel",
  resetToken: "tok-9f8e7d6c5b4a",
};
export const PERSONAL = {
  email: anna.email,
  firstName: anna.firstName,
  lastName: anna.lastName,
  phone: "+49 171 2345678",
  street: "Lindenallee",
};

/**
 * The journey's cart: the in-memory cart server (tests/support/fakeCartApi), fresh at every
 * StartApp (its tenant.config call), so every run of the journey gets the same answers.
 */
const journeyProducts = [
  product("2001", { name: "Mineralwasser", maxQuantity: 6 }),
  product("2002", { name: "Apfelsaft", maxQuantity: 4 }),
];
const journeyVoucher: Voucher = {
  articleId: "V-WELCOME",
  component: "general-voucher",
  type: "general-online",
  name: "Willkommen",
  description: "",
  ecommerceAutomaticRedemption: "Always",
  ecommerceLimitAutomaticRedemptionToServiceTypes: [],
  discount: { kind: "amount", value: 100 },
  minimumOrderValue: 0,
};
const newJourneyCart = () =>
  fakeCartApi({
    products: journeyProducts,
    vouchers: [journeyVoucher],
    codes: { SOMMER10: "valid" },
    // The checkout's click-and-collect order is above this minimum (6 × 1,99 €).
    orderConfig: { ...testOrderConfig, minOrderValueCC: 1000 },
  });
let journeyCart = newJourneyCart();
/** POST /api/checkout and the orders on the journey's cart (tests/checkout/support). */
const newJourneyCheckout = () => fakeCheckout(journeyCart, () => null);
let journeyCheckout = newJourneyCheckout();
const CART_CALLS = [
  "carts.get",
  "carts.validation",
  "carts.reset",
  "carts.addItem",
  "carts.addItemsBulk",
  "carts.removeAll",
  "carts.removeMultiple",
  "carts.addDiscountCode",
  "carts.removeDiscountCode",
  "carts.distributionAddress",
  "carts.distributionTimeSlot",
  "carts.crateDepositDesired",
  "carts.mode",
  "carts.billingAddress",
  "carts.payment",
  "carts.finalize",
  "orderConfig",
  "content.generalVouchers",
  "checkoutStores",
  "capacity.earliestWindow",
  "capacity.windows",
  "maps.autocomplete",
];
const answerOf = (effect: Effect.Effect<unknown, unknown>): Answer => {
  const r = Effect.runSync(Effect.either(effect));
  if (r._tag === "Right") return { value: r.right };
  const e = r.left as { status?: number; message: string; code?: string };
  return { status: e.status ?? 500, message: e.message, ...(e.code ? { code: e.code } : {}) };
};
const cartScript: Script = {
  ...Object.fromEntries(
    CART_CALLS.map((name) => [
      name,
      (input: unknown) => answerOf(journeyCart.port.call({ name } as AnyCall, input as never)),
    ]),
  ),
  ...Object.fromEntries(
    ["checkout.place", "orders.get"].map((name) => [
      name,
      (input: unknown) =>
        answerOf((journeyCheckout.overrides[name] as (i: unknown) => Effect.Effect<unknown>)(input)),
    ]),
  ),
};

/**
 * Anna's saved addresses: the primary one has no street number (incomplete), so the journey's
 * first add still prompts; its street and phone must not reach a recording.
 */
export const journeyAddresses: ReadonlyArray<SavedAddress> = [
  {
    id: "adr-1",
    category: "combined",
    primary: true,
    addressType: "PRIVATE",
    address: {
      firstName: PERSONAL.firstName,
      lastName: PERSONAL.lastName,
      streetName: PERSONAL.street,
      postalCode: "50667",
      city: "Köln",
      phoneNumber: PERSONAL.phone,
      email: PERSONAL.email,
    },
  },
];

export const journeyScript: Script = {
  ...cartScript,
  "tenant.config": () => {
    journeyCart = newJourneyCart();
    journeyCheckout = newJourneyCheckout();
    return { value: tenantConfig() };
  },
  csrf: () => ({ value: { token: "xsrf-4711" } }),
  "content.configs": () => ({
    value: { header: { logo: { src: "/media/logo.svg", alt: "Logo" }, navigation: [] } },
  }),
  "content.page": (input) => {
    const path = (input as { query: { path: string } }).query.path;
    return path === "/gibt-es-nicht" ? { status: 404 } : { value: page(path) };
  },
  "customers.get": () => ({ value: { ...anna, birthdate: "1985-04-12" } }),
  "customers.addresses": () => ({ value: journeyAddresses }),
  logs: () => ({ value: { stored: true } }),
  "discovery.categoryTree": () => ({ value: tree }),
  "discovery.categoryProducts": (input) => ({
    value: categoryPage((input as { query: { page?: number; pageSize?: number; sort?: string } }).query),
  }),
  "search.products": (input) => ({ value: searchAnswer("search.products", input, 3) }),
  "search.categories": (input) => ({ value: searchAnswer("search.categories", input, 0) }),
  "search.brands": (input) => ({ value: searchAnswer("search.brands", input, 0) }),
  "search.content": (input) => ({ value: searchAnswer("search.content", input, 0) }),
  "search.recipes": (input) => ({ value: searchAnswer("search.recipes", input, 0) }),
  "search.banner": (input) => ({ value: searchAnswer("search.banner", input) }),
  "builds.latest": () => ({ value: { id: "build-2", timestamp: 1_795_000_000_000 } }),
};

/**
 * The shell's journey: start logged in, browse, a notification shown and dismissed, a redirect, a
 * 404, offline and back, a client error carrying secrets, the webview back button. Cart steps are
 * appended here when the cart lands.
 */
export const journeyCommands: ReadonlyArray<AppCommand> = [
  { _tag: "StartApp" },
  { _tag: "Navigate", to: "/rezepte" },
  { _tag: "Navigate", to: "/rezepte/lasagne" },
  { _tag: "Notify", key: "greeting", params: { name: PERSONAL.firstName } },
  { _tag: "DismissNotification", id: "n-1" },
  { _tag: "Navigate", to: "/angebote-alt" },
  { _tag: "Navigate", to: "/gibt-es-nicht" },
  { _tag: "SetConnectivity", online: false },
  { _tag: "SetConnectivity", online: true },
  {
    _tag: "ReportClientError",
    level: "error",
    message: `payment failed for ${PERSONAL.email} card ${SECRETS.card}`,
    stack: `at /passwort-vergessen?token=${SECRETS.resetToken}&password=${SECRETS.password}`,
  },
  {
    _tag: "Notify",
    key: "voucher.applied",
    params: {
      giftCardCode: SECRETS.giftCard,
      securityAnswer: SECRETS.securityAnswer,
      password: SECRETS.password,
      phone: PERSONAL.phone,
      street: PERSONAL.street,
      lastName: PERSONAL.lastName,
    },
  },
  { _tag: "Navigate", to: "https://example.org/extern", external: true },
  { _tag: "GoBack" },
  { _tag: "Navigate", to: "/" },
  // Consent, insights and operations: the consent script's answer, the insights token, a new build.
  { _tag: "ConsentScriptUnavailable", reason: "failed" },
  { _tag: "ApplyConsentGroups", activeGroups: ",C0001,C0002," },
  { _tag: "EnsureInsightsUserToken" },
  { _tag: "IdentifyRunningBuild", id: "build-1" },
  { _tag: "CheckForNewBuild" },
  // Discovery and search: the header's assortment menu opened (the category tree), a category
  // listing re-sorted, a flyout search with every type and the banner.
  { _tag: "LoadCategoryTree" },
  { _tag: "Navigate", to: "/sortiment/getraenke" },
  { _tag: "ChangeListing", sort: "price_asc" },
  { _tag: "SetSearchTerm", term: "milch" },
  { _tag: "RunFlyoutSearch", term: "milch" },
  { _tag: "FetchFlyoutResults", term: "milch", type: "products" },
  { _tag: "FetchFlyoutResults", term: "milch", type: "categories" },
  { _tag: "FetchSearchBanner", term: "milch" },
  { _tag: "Navigate", to: "/" },
  // The cart: load, the service prompt (aborted, then delivery), lines, vouchers, codes, windows.
  { _tag: "LoadCart" },
  { _tag: "ToggleSideCart", open: true },
  { _tag: "AddItem", sku: "2001", quantity: 2, source: { list: "start", position: 1 } },
  { _tag: "AbortServiceSelection" },
  { _tag: "AddItem", sku: "2001", quantity: 2 },
  { _tag: "OpenServiceSelection" },
  { _tag: "SearchAddress", query: "Hohe Straße" },
  { _tag: "LoadStores" },
  { _tag: "SelectDelivery", address: inArea },
  { _tag: "LoadDeliveryWindows" },
  { _tag: "ChooseDeliveryWindow", id: "D-A1:2026-11-23T10" },
  {
    _tag: "AddItems",
    items: [
      { sku: "2002", quantity: 2 },
      { sku: "2001", quantity: 9 },
    ],
  },
  { _tag: "SetItemQuantity", lineItemId: "li-2", quantity: 3 },
  { _tag: "SortCart", by: "alphabetically" },
  { _tag: "ApplyDiscountCode", code: "sommer10" },
  { _tag: "ApplyDiscountCode", code: "gibtsnicht" },
  { _tag: "RemoveDiscountCode", code: "SOMMER10" },
  { _tag: "SetCrateDepositDesired", desired: false },
  { _tag: "SwitchCartMode", mode: "REGULAR" },
  { _tag: "ValidateCart", reason: "request" },
  { _tag: "DismissProductSlideIn" },
  { _tag: "SelectClickAndCollect", storeId: "S1" },
  { _tag: "RemoveItems", lineItemIds: ["li-2"] },
  { _tag: "RemoveAllItems" },
  { _tag: "ToggleSideCart", open: false },
  // Checkout: the cart filled again (pickup at S1, a window), a method, place order with Anna's
  // billing address, the payment return (its query without the id: read from the cart).
  { _tag: "AddItem", sku: "2001", quantity: 6 },
  { _tag: "ChooseDeliveryWindow", id: "S-S1:2026-11-23T10" },
  { _tag: "Navigate", to: "/kasse" },
  { _tag: "ChoosePaymentMethod", methodKey: "payment-at-the-store" },
  {
    _tag: "PlaceOrder",
    address: {
      salutation: "Female",
      firstName: PERSONAL.firstName,
      lastName: PERSONAL.lastName,
      email: PERSONAL.email,
      phoneNumber: PERSONAL.phone,
      streetName: PERSONAL.street,
      streetNumber: "7",
      postalCode: "50667",
      city: "Köln",
    },
  },
  {
    _tag: "FinaliseCheckout",
    query: "?methodKey=payment-at-the-store&initiator=REDIRECT&methodType=ONE_TIER",
  },
];

export const journeyShop = (
  options: {
    script?: Script;
    logCapacity?: number;
    handlers?: ShopOptions["handlers"];
    start?: string;
    /** Wraps the scripted API, e.g. to let a scheduler decide when each call completes. */
    wrapApi?: (port: ApiPort) => ApiPort;
  } = {},
) => {
  const api = scriptedApi(options.script ?? journeyScript);
  let t = 1_700_000_000_000;
  let c = 0;
  const shop = createShop({
    ports: {
      api: options.wrapApi ? options.wrapApi(api.port) : api.port,
      cookies: memoryCookies({ loggedIn: "true" }).port,
      storage: memoryStorage().port,
      clock: fixedClock(Date.UTC(2026, 10, 21, 9, 0, 0), 1000).port,
      ids: sequentialIds("n").port,
      navigation: memoryNavigation(options.start ?? "/").port,
      online: memoryOnline(true).port,
    },
    now: () => (t += 7),
    nextCommandId: () => `cmd-${++c}`,
    logCapacity: options.logCapacity,
    handlers: options.handlers,
    redact: redactSecrets,
  });
  return { ...shop, api };
};

export const META = {
  appVersion: "0.1.0",
  tenant: "test-markt",
  sessionId: "session-journey",
  startedAt: Date.UTC(2026, 10, 21, 9, 0, 0),
};

/** Runs the journey and returns its recording. */
export const recordJourney = async (
  policy: RedactionPolicy = { personalData: "masked" },
  commands: ReadonlyArray<AppCommand> = journeyCommands,
) => {
  const shop = journeyShop();
  for (const c of commands) await shop.dispatch(c);
  return { shop, recording: recordingOfLog(shop.log, META, policy) };
};
