import { Effect } from "effect";
import { TestPorts } from "../../adapters/memory/layers";
import {
  fixedClock,
  memoryCookies,
  memoryNavigation,
  memoryOnline,
  memoryPaymentCapabilities,
  memoryStorage,
  sequentialIds,
} from "../../adapters/memory/ports";
import { REGISTRATION_FIELDS, type RegistrationField } from "../../domain/account/rules/registration";
import type { SavedAddress } from "../../domain/addresses/model";
import { getCsrf } from "../../domain/api/shell";
import type { AppCommand } from "../../domain/app/commands";
import { recordingOfLog } from "../../domain/app/recording/recording";
import { createShop, type ShopOptions } from "../../domain/app/shop";
import type { AppState } from "../../domain/app/state";
import type { CommandOrigin } from "../../domain/core/log";
import type { ApiPort } from "../../domain/ports/api";
import type { RedactionPolicy } from "../../domain/recording/redact";
import { redactSecrets } from "../../domain/recording/secrets";
import { addDays, berlinDay, isoWeekday, windowId } from "../../server/capacity/windows";
import { demoOrderConfig } from "../../server/seed/checkout";
import { demoPassOffer } from "../../server/seed/delivery-pass";
import { DEFAULT_AREA } from "../../server/seed/distribution";
import { categoryPage, product, tree } from "../discovery/catalogue";
import { searchAnswer } from "../search/support";
import { anna, page, tenantConfig } from "../support/fixtures";
import { inProcessApi, inProcessServer } from "../support/in-process";
import { firstStore, inArea, juice, water } from "../support/seeded-catalogue";
import { type Script, scriptedApi } from "../support/shop";

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
  // A wallet's gift-card code: bound to the customer's wallet, masked like a card number.
  walletCard: "6000200020002003",
};

/** The calls the journey's cart and checkout make: answered by the reference server in process. */
const SERVER_CALLS: ReadonlySet<string> = new Set([
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
  "checkout.place",
  "orders.get",
  "recipes.list",
  "recipes.get",
  "maps.geocodeAddress",
  "fishTracking.get",
]);

/**
 * A browser of the journey's own on the reference server (tests/support/in-process): every
 * journey shop gets a fresh one, so its cart starts empty. Its XSRF cookie comes from the server
 * (the shell's scripted csrf answer is the app's, not the browser's).
 */
const serverBrowser = async (): Promise<ApiPort> => {
  const { app, db } = await inProcessServer();
  // Orders are numbered as on a fresh server: every journey's order is the first (recordings compare it).
  await db.exec("DELETE FROM orders; ALTER SEQUENCE order_number_seq RESTART");
  const api = inProcessApi(app, new Map());
  await Effect.runPromise(api.call(getCsrf, {} as never));
  return api;
};

/** The shell's calls from the script, the cart's and checkout's from the reference server. */
const journeyApi = (script: Script) => {
  const scripted = scriptedApi(script);
  let browser: Promise<ApiPort> | undefined;
  const port: ApiPort = {
    call: (call, input) => {
      if (!SERVER_CALLS.has(call.name)) return scripted.port.call(call, input);
      browser ??= serverBrowser();
      const started = browser;
      return Effect.flatMap(
        Effect.promise(() => started),
        (api) => api.call(call, input),
      );
    },
  };
  return { port, calls: scripted.calls };
};

/** A line of the cart by its sku: the server names lines itself, so a command names the product. */
const LINE_OF = "line-of:";
const lineOf = (sku: string) => `${LINE_OF}${sku}`;
const resolveLines = (state: AppState, command: AppCommand): AppCommand => {
  const id = (ref: string) =>
    ref.startsWith(LINE_OF)
      ? (state.cart.cart?.productLineItems.find((l) => l.articleId === ref.slice(LINE_OF.length))
          ?.lineItemId ?? ref)
      : ref;
  if (command._tag === "SetItemQuantity") return { ...command, lineItemId: id(command.lineItemId) };
  if (command._tag === "RemoveItems") return { ...command, lineItemIds: command.lineItemIds.map(id) };
  return command;
};

/** A window of the seeded schedule two days ahead (never a Sunday), 10:00: inside the horizon, with room. */
const windowDay = (() => {
  let day = addDays(berlinDay(Date.now()), 2);
  while (isoWeekday(day) === 7) day = addDays(day, 1);
  return day;
})();
const deliveryWindow = windowId({ kind: "D", id: DEFAULT_AREA }, windowDay, 10);
const storeWindow = windowId({ kind: "S", id: firstStore.storeId }, windowDay, 10);

/**
 * Anna's saved addresses: the primary one has no street number (incomplete), so the journey's
 * first add still prompts; its street and phone must not reach a recording.
 */
const journeyAddresses: ReadonlyArray<SavedAddress> = [
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

/** A second address Anna saves in the journey (complete: it passes the address rules). */
const journeySecondAddress: SavedAddress = {
  id: "adr-2",
  category: "delivery",
  primary: false,
  addressType: "PRIVATE",
  address: {
    firstName: PERSONAL.firstName,
    lastName: PERSONAL.lastName,
    streetName: PERSONAL.street,
    streetNumber: "7",
    postalCode: "50667",
    city: "Köln",
    phoneNumber: PERSONAL.phone,
  },
};

export const journeyScript: Script = {
  "operator.me": () => ({ value: { operator: null } }),
  "tenant.config": () => ({ value: tenantConfig() }),
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
  "customers.refresh": () => ({ value: { ...anna, birthdate: "1985-04-12" } }),
  "customers.passwordReset.request": () => ({ value: { sent: true } }),
  "customers.passwordReset.set": () => ({ status: 400, message: "this link is not valid (any more)" }),
  "customers.confirm": () => ({ status: 400, message: "this link is not valid (any more)" }),
  "customers.offline.complete": () => ({ status: 400, message: "this link is not valid (any more)" }),
  "auth.logout": () => ({ value: { loggedOut: true } }),
  "auth.login": () => ({ value: { ...anna, birthdate: "1985-04-12" } }),
  "customers.addresses.create": () => ({ value: [...journeyAddresses, journeySecondAddress] }),
  "customers.addresses.primary": () => ({
    value: [
      { ...journeySecondAddress, primary: true },
      ...journeyAddresses.map((a) => ({ ...a, primary: false })),
    ],
  }),
  "customers.addresses.delete": () => ({ value: journeyAddresses }),
  logs: () => ({ value: { stored: true } }),
  "discovery.categoryTree": () => ({ value: tree }),
  "discovery.categoryProducts": (input) => ({
    value: categoryPage((input as { query: { page?: number; pageSize?: number; sort?: string } }).query),
  }),
  // A store chosen while the listing is on screen asks for its products' availability again.
  "discovery.products": (input) => {
    const skus = (input as { query: { skus: ReadonlyArray<string> } }).query.skus;
    return { value: { products: skus.map((sku) => product(sku)), missingSkus: [] } };
  },
  "search.products": (input) => ({ value: searchAnswer("search.products", input, 3) }),
  "search.categories": (input) => ({ value: searchAnswer("search.categories", input, 0) }),
  "search.brands": (input) => ({ value: searchAnswer("search.brands", input, 0) }),
  "search.content": (input) => ({ value: searchAnswer("search.content", input, 0) }),
  "search.recipes": (input) => ({ value: searchAnswer("search.recipes", input, 0) }),
  "search.banner": (input) => ({ value: searchAnswer("search.banner", input) }),
  "builds.latest": () => ({ value: { id: "build-2", timestamp: 1_795_000_000_000 } }),
  // The profile: no orders yet, settings, topics (a first subscription waits for its confirmation).
  "customers.orders": () => ({ value: [] }),
  "customers.order": () => ({ status: 404 }),
  "customers.communication.get": () => ({
    value: { personalEmailAllowed: false, personalMailAllowed: false, personalSmsAllowed: false },
  }),
  "customers.communication.put": (input) => ({ value: (input as { body: unknown }).body }),
  "customers.newsletterTopics": () => ({
    value: [
      { newsletterTopicId: "angebote", name: "Angebote der Woche", description: "Jeden Montag." },
      { newsletterTopicId: "rezepte", name: "Rezepte", description: "Saisonale Rezepte." },
    ],
  }),
  "customers.newsletterTopics.manage": () => ({
    value: { customer: { ...anna, birthdate: "12.04.1985" }, pending: ["rezepte"] },
  }),
  // The wallet: one gift card, whose code is the money on it (redacted in every recording).
  "customers.wallet.get": () => ({
    value: { balance: 15000, giftCards: [{ code: PERSONAL.walletCard, balance: 15000 }] },
  }),
  "newsletter.confirm": () => ({ value: { newsletterTopicId: "rezepte" } }),
  "content.forms.newsletter.confirm": () => ({
    status: 404,
    message: "no pending subscription has this token",
  }),
  "customers.update": (input) => ({ value: { ...anna, ...(input as { body: object }).body } }),
  "customers.password": () => ({ value: { changed: true } }),
  // Favourites: the customer is scripted (not logged in on the server), so are their favourites.
  "customers.favorites.get": () => ({ value: { PRODUCT: [water.sku] } }),
  "customers.favorites.put": () => ({ value: { PRODUCT: [water.sku, juice.sku] } }),
  "customers.favorites.products": () => ({ value: { products: [] } }),
  // The delivery pass: the offer and the customer's pass (scripted with the customer); a pass line
  // refused as the server refuses one in an add-on cart.
  "deliveryPass.offer": () => ({ value: demoPassOffer }),
  "customers.deliveryPass": () => ({
    value: {
      deliveryPass: { startDate: "2026-01-01T00:00:00.000Z", endDate: "2026-12-31T23:59:59.999Z" },
      state: "valid",
    },
  }),
  "carts.deliveryPass.add": () => ({
    status: 409,
    code: "pass_not_in_addon",
    message: "not in an add-on cart",
  }),
  "customers.favoriteStore": () => ({
    value: { ...anna, birthdate: "1985-04-12", favouriteStores: [{ storeId: firstStore.storeId }] },
  }),
  // Loyalty: the journey's customer is no member; the physical card is not ordered yet.
  "customers.physicalCard.status": () => ({ value: { status: "none" } }),
  // Saved payment methods: an expired primary card and a valid one; set primary and delete answer the list.
  "customers.paymentMethods.get": () => ({ value: savedMethods(["pm-1", "pm-2"], "pm-1") }),
  "customers.paymentMethods.setPrimary": () => ({ value: savedMethods(["pm-1", "pm-2"], "pm-2") }),
  "customers.paymentMethods.delete": () => ({ value: savedMethods(["pm-2"], "pm-2") }),
};

/**
 * The scripted customer's saved methods: pm-1 an expired Mastercard, pm-2 a valid Visa. Without
 * their expiry: card data is a secret a recording redacts, so a replayed state could not equal the
 * live one (the expiry's own rules are tested in tests/payments).
 */
function savedMethods(ids: ReadonlyArray<string>, primary: string) {
  const all = [
    {
      id: "pm-1",
      paymentBrand: "Mastercard",
      lastDigits: "5100",
      expired: true,
    },
    {
      id: "pm-2",
      paymentBrand: "Visa",
      lastDigits: "1881",
      expired: false,
    },
  ];
  const methods = all
    .filter((m) => ids.includes(m.id))
    .map((m) => ({ ...m, methodKey: "credit-cards", provider: "test-psp", isPrimary: m.id === primary }));
  return { hasInactiveMethods: methods.some((m) => m.expired), activeMethods: methods };
}

/** Juice above the seeded minimum order value for click and collect (the server prices it). */
const pickupQuantity = Math.min(
  juice.maxQuantity,
  Math.ceil(demoOrderConfig.minOrderValueCC / juice.price.regular.value) + 1,
);

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
  // The browser's half of a server-rendered start (issue 17): the shopper's session, then the cart.
  { _tag: "ResumeApp" },
  // The language switch: English and back, so the rest of the journey reads the German texts.
  { _tag: "ChooseLanguage", language: "en" },
  { _tag: "ChooseLanguage", language: "de" },
  // Consent, insights and operations: the stored consent (none here), the consent script's answer,
  // the insights token (kept: statistics is granted), a new build.
  { _tag: "RestoreStoredConsent" },
  { _tag: "ConsentScriptUnavailable", reason: "failed" },
  { _tag: "ApplyConsentGroups", activeGroups: ",C0001,C0002," },
  { _tag: "EnsureInsightsUserToken" },
  { _tag: "ForgetInsightsUserToken" },
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
  { _tag: "AddItem", sku: water.sku, quantity: 2, source: { list: "start", position: 1 } },
  { _tag: "AbortServiceSelection" },
  { _tag: "AddItem", sku: water.sku, quantity: 2 },
  { _tag: "OpenServiceSelection" },
  { _tag: "SearchAddress", query: "Hohe Straße" },
  { _tag: "LoadStores" },
  { _tag: "SelectDelivery", address: inArea },
  { _tag: "LoadDeliveryWindows" },
  { _tag: "ChooseDeliveryWindow", id: deliveryWindow },
  {
    _tag: "AddItems",
    items: [
      { sku: juice.sku, quantity: 2 },
      { sku: water.sku, quantity: water.maxQuantity + 4 },
    ],
  },
  { _tag: "SetItemQuantity", lineItemId: lineOf(juice.sku), quantity: 3 },
  { _tag: "SortCart", by: "alphabetically" },
  { _tag: "ApplyDiscountCode", code: "willkommen10" },
  { _tag: "ApplyDiscountCode", code: "gibtsnicht" },
  { _tag: "RemoveDiscountCode", code: "WILLKOMMEN10" },
  { _tag: "SetCrateDepositDesired", desired: false },
  { _tag: "SwitchCartMode", mode: "REGULAR" },
  { _tag: "SetDeliveryPassInCart", inCart: true },
  { _tag: "ValidateCart", reason: "request" },
  { _tag: "MergeCarts" },
  { _tag: "ResolveMerge", choice: "merge" },
  { _tag: "DismissMergeNotice" },
  { _tag: "DismissProductSlideIn" },
  { _tag: "SelectClickAndCollect", storeId: firstStore.storeId },
  { _tag: "RemoveItems", lineItemIds: [lineOf(juice.sku)] },
  { _tag: "RemoveAllItems" },
  { _tag: "ToggleSideCart", open: false },
  // Checkout: the cart filled again (pickup at the first store, above its minimum order value, a
  // window), a method, place order with Anna's billing address, the payment return (its query
  // without the id: read from the cart).
  { _tag: "AddItem", sku: juice.sku, quantity: pickupQuantity },
  { _tag: "ChooseDeliveryWindow", id: storeWindow },
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
  // Saved addresses (loaded at the start by the reaction to CustomerLoaded): one added, made the
  // default, deleted; a reload for the same customer; cleared as on a logout.
  {
    _tag: "SaveAddress",
    category: "delivery",
    addressType: "PRIVATE",
    primary: false,
    address: journeySecondAddress.address as Record<string, string>,
  },
  { _tag: "SetPrimaryAddress", id: "adr-2" },
  { _tag: "DeleteAddress", id: "adr-2" },
  { _tag: "LoadSavedAddresses", customerId: anna.customerId },
  { _tag: "ClearSavedAddresses" },
  // The profile: its sections opened, personal data and a password changed (the passwords must
  // not reach a recording), settings saved, a topic subscribed (pending), the data cleared.
  { _tag: "OpenProfileSection", section: "orders" },
  { _tag: "OpenProfileSection", section: "order", orderNumber: "4000000999" },
  {
    _tag: "SavePersonalData",
    salutation: "Female",
    academicTitle: "",
    firstName: PERSONAL.firstName,
    lastName: PERSONAL.lastName,
    email: PERSONAL.email,
    // Empty: a recording masks a birthdate to a text no date format reads, so re-executing the
    // masked command would refuse it where the live one was sent.
    birthdate: "",
  },
  {
    _tag: "ChangePassword",
    oldPassword: SECRETS.password,
    newPassword: `${SECRETS.password}-neu`,
    repeatPassword: `${SECRETS.password}-neu`,
  },
  { _tag: "OpenProfileSection", section: "communication" },
  {
    _tag: "SaveCommunicationSettings",
    settings: { personalEmailAllowed: true, personalMailAllowed: false, personalSmsAllowed: false },
  },
  { _tag: "OpenProfileSection", section: "newsletter" },
  { _tag: "ManageNewsletterTopics", wanted: ["rezepte"] },
  // The confirmation mail's link, followed.
  { _tag: "ConfirmNewsletterTopic", token: "confirm-token-1" },
  { _tag: "ClearProfileData" },
  // Favourites (loaded with the customer at the start): a heart, the list, a favourite store, cleared.
  { _tag: "LoadFavourites" },
  { _tag: "ToggleFavourite", sku: juice.sku },
  { _tag: "LoadFavouriteProducts", mode: "favorites" },
  { _tag: "LoadFavouriteStores" },
  { _tag: "ToggleFavouriteStore", storeId: firstStore.storeId },
  { _tag: "ClearFavourites" },
  // Recipes, the store finder and fish tracking (issue 14): the recipe list, a search, a recipe; the
  // finder opened, searched by postal code and cleared; a fish code typed the shopper's way.
  { _tag: "LoadRecipes", q: "", tag: "", page: 1, pageSize: 5 },
  { _tag: "LoadRecipes", q: "apfel", tag: "", page: 1, pageSize: 5 },
  { _tag: "LoadRecipe", slug: "spaghetti-bolognese" },
  { _tag: "OpenStoreFinder" },
  { _tag: "SearchStores", query: "50667" },
  { _tag: "ClearStoreSearch" },
  { _tag: "LookUpFishCode", code: "de 204711" },
  // Loyalty: no member information (nothing loads), the physical card's state, an order refused by
  // its rules (a masked address would otherwise diverge on re-execution), cleared.
  { _tag: "LoadLoyalty" },
  { _tag: "LoadPersonalVouchers" },
  { _tag: "LoadPhysicalCardStatus" },
  {
    _tag: "OrderPhysicalCard",
    firstName: PERSONAL.firstName,
    lastName: PERSONAL.lastName,
    street: PERSONAL.street,
    houseNumber: "7",
    zip: "1",
    city: "Köln",
  },
  { _tag: "ClearLoyalty" },
  // The wallet (loaded with the customer): read again; codes that are not 16 digits are refused
  // without a call (a redacted code re-executes the same); no cart to pay with a gift card; cleared.
  { _tag: "LoadWallet", reason: "request" },
  { _tag: "AddGiftCard", giftCardCode: "1234" },
  { _tag: "RemoveGiftCard", giftCardCode: "abc" },
  { _tag: "PayWithGiftCard", giftCardCode: "1234", amount: 500 },
  { _tag: "RemoveGiftCardPayment", paymentId: "p-1" },
  { _tag: "ClearWallet" },
  // The delivery pass (the customer's loaded with the customer): the offer, the pass, cleared.
  { _tag: "LoadDeliveryPassOffer" },
  { _tag: "LoadCustomerDeliveryPass" },
  { _tag: "ClearDeliveryPass" },
  // Saved payment methods (loaded with the customer): read again, a primary set, one deleted, the
  // browser's wallets asked, cleared.
  { _tag: "LoadPaymentMethods", force: true },
  { _tag: "SetPrimaryPaymentMethod", id: "pm-2" },
  { _tag: "DeletePaymentMethod", id: "pm-1" },
  { _tag: "DetectPaymentWallets" },
  { _tag: "ClearPaymentMethods" },
  // The account: the customer refreshed, a reset link asked for and an unknown link used, a
  // registration refused by its rules (nothing sent), an unknown confirmation link, an offline
  // activation refused by its rules (a masked card number would otherwise diverge on
  // re-execution), an unknown activation link, a protected page left; then logout and login.
  { _tag: "RefreshCustomer" },
  { _tag: "RequestPasswordReset", email: PERSONAL.email },
  { _tag: "SetNewPassword", token: "unknown-token", password: `${SECRETS.password}-neu` },
  {
    _tag: "Register",
    registration: Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, ""])) as Record<
      RegistrationField,
      string
    >,
  },
  { _tag: "ConfirmRegistration", token: "unknown-token" },
  { _tag: "RequestOfflineActivation", cardNumber: "123", email: PERSONAL.email, birthdate: "" },
  { _tag: "CompleteOfflineActivation", token: "unknown-token", password: `${SECRETS.password}-neu` },
  { _tag: "LeaveProtectedPage" },
  // The content forms (issue 14): the questionnaire prefilled from the customer, a questionnaire
  // and a contact message refused by their rules (nothing sent), a subscription waiting for its
  // confirmation, an unsubscription, an unknown guest confirmation link.
  { _tag: "PrefillQuestionnaire" },
  {
    _tag: "SubmitQuestionnaire",
    questionnaireId: "zufriedenheit",
    questionIds: [],
    fields: { age: "100" },
    answers: {},
  },
  {
    _tag: "SubmitContactForm",
    fields: { firstName: PERSONAL.firstName, email: PERSONAL.email, text: "" },
    uploads: [],
  },
  { _tag: "SubscribeNewsletter", topicId: "rezepte", email: "" },
  { _tag: "UnsubscribeNewsletter", topicId: "angebote", email: "" },
  { _tag: "ConfirmGuestNewsletter", token: "unknown-token" },
  // Problem reports (issue 19): the form opened from the footer, a report refused by its rules
  // (nothing sent), one sent (its reference shown), closed; a capture on error (as the consent
  // allows), a console warning; the browser's operator asked for (none).
  { _tag: "OpenProblemReport", origin: "footer" },
  { _tag: "ReportProblem", description: " ", email: "" },
  { _tag: "ReportProblem", description: "Die Menge im Warenkorb stimmt nicht", email: "" },
  { _tag: "CloseProblemReport" },
  { _tag: "CaptureProblem", kind: "uncaught", error: "TypeError: x is undefined" },
  { _tag: "RecordConsoleMessage", level: "warn", message: "slow image" },
  { _tag: "LoadOperator" },
  { _tag: "LogOut" },
  { _tag: "LogIn", email: PERSONAL.email, password: SECRETS.password },
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
  const api = journeyApi(options.script ?? journeyScript);
  let t = 1_700_000_000_000;
  let c = 0;
  const shop = createShop({
    ports: TestPorts({
      api: options.wrapApi ? options.wrapApi(api.port) : api.port,
      cookies: memoryCookies({ loggedIn: "true" }).port,
      storage: memoryStorage().port,
      clock: fixedClock(Date.UTC(2026, 10, 21, 9, 0, 0), 1000).port,
      ids: sequentialIds("n").port,
      navigation: memoryNavigation(options.start ?? "/").port,
      online: memoryOnline(true).port,
      payments: memoryPaymentCapabilities({ googlePay: true }).port,
      reports: { send: () => Effect.succeed({ reference: "PR-JRNY2026" }) },
    }),
    now: () => (t += 7),
    nextCommandId: () => `cmd-${++c}`,
    logCapacity: options.logCapacity,
    handlers: options.handlers,
    redact: redactSecrets,
  });
  return {
    ...shop,
    api,
    dispatch: ((command: AppCommand, origin?: CommandOrigin) =>
      shop.dispatch(resolveLines(shop.store.getState(), command) as never, origin)) as typeof shop.dispatch,
  };
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
