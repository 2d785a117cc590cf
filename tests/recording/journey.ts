import {
  fixedClock,
  memoryCookies,
  memoryNavigation,
  memoryOnline,
  memoryStorage,
  sequentialIds,
} from "../../adapters/memory/ports";
import type { AppCommand } from "../../domain/app/commands";
import { createShop, type ShopOptions } from "../../domain/app/shop";
import { recordingOfLog } from "../../domain/recording/recording";
import { type RedactionPolicy, redactSecrets } from "../../domain/recording/redact";
import { anna, page, tenantConfig } from "../support/fixtures";
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
};

export const journeyScript: Script = {
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
  logs: () => ({ value: { stored: true } }),
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
];

export const journeyShop = (
  options: { script?: Script; logCapacity?: number; handlers?: ShopOptions["handlers"] } = {},
) => {
  const api = scriptedApi(options.script ?? journeyScript);
  let t = 1_700_000_000_000;
  let c = 0;
  const shop = createShop({
    ports: {
      api: api.port,
      cookies: memoryCookies({ loggedIn: "true" }).port,
      storage: memoryStorage().port,
      clock: fixedClock(Date.UTC(2026, 10, 21, 9, 0, 0), 1000).port,
      ids: sequentialIds("n").port,
      navigation: memoryNavigation("/").port,
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
