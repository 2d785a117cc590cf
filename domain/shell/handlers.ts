import { Effect } from "effect";
import { callApi } from "../api/call";
import { ApiError } from "../api/errors";
import { getComponentConfigs, getCsrf, getTenantConfig } from "../api/shell";
import type { ComponentConfigType } from "../content/page";
import type { HandlersOf } from "../core/feature";
import { connectivityChanged, showPath } from "../navigation/handlers";
import type { Ports } from "../ports";
import { Cookies } from "../ports/cookies";
import { Navigation } from "../ports/navigation";
import { Online } from "../ports/online";
import { settleSession } from "../session/settle";
import { shell } from "./access";
import { bareSlugRedirect } from "./bareSlug";
import { chooseLanguage, readStartLanguage, settleDefaultLanguage } from "./chooseLanguage";
import type { ShellCommand } from "./commands";
import { readQueryFlags, WEBVIEW_COOKIE, WEBVIEW_COOKIE_MAX_AGE_S } from "./flags";
import { readOpenLink } from "./openLink";
import type { ShellOutcomes } from "./outcomes";

const COMPONENT_CONFIG_TYPES: ReadonlyArray<ComponentConfigType> = [
  "topbarbanner",
  "header",
  "footer",
  "socialsharingandseo",
];

/**
 * The deep link of document 1 §2: the parameter leaves the address bar (history replace) and its
 * target opens after the start-up through Navigate (a reaction), whose checks refuse external
 * URLs and dangerous protocols as for any link.
 */
const takeOpenLink = (path: string, search: string) =>
  Effect.gen(function* () {
    const link = readOpenLink(search);
    if (link === null) return;
    const nav = yield* Navigation;
    const now = yield* nav.current();
    // The start-up navigation may have moved on (a redirect, the login): only its own query is cleaned.
    if (now.path === path && now.search === search) yield* nav.replace(`${path}${link.search}`);
    yield* shell.emit({ _tag: "OpenLinkFound", to: link.to });
  });

export const shellHandlers: HandlersOf<ShellCommand, typeof ShellOutcomes, Ports> = {
  StartApp: () =>
    Effect.gen(function* () {
      const { boot } = yield* shell.state;
      if (boot.status === "pending" || boot.status === "success") return "already-started" as const;
      yield* shell.emit({ _tag: "BootStarted" });
      const here = yield* (yield* Navigation).current();
      const cookies = yield* Cookies;
      const flags = readQueryFlags(here.search, (yield* cookies.get(WEBVIEW_COOKIE)) === "true");
      if (flags.webview)
        yield* cookies.set(WEBVIEW_COOKIE, "true", { maxAgeSeconds: WEBVIEW_COOKIE_MAX_AGE_S, path: "/" });
      yield* shell.emit({ _tag: "QueryFlagsRead", flags });

      const language = yield* readStartLanguage;
      const query = language === null ? {} : { locale: language.language };
      const config = yield* callApi(getTenantConfig, { query }).pipe(Effect.either);
      if (config._tag === "Left") {
        const e = config.left;
        yield* shell.emit({
          _tag: "BootFailed",
          status: e instanceof ApiError ? e.status : 500,
          message: e.message,
        });
        return "failed" as const;
      }
      yield* shell.emit({ _tag: "TenantConfigLoaded", config: config.right });
      if (language === null) yield* settleDefaultLanguage(config.right.clientRuntimeConfig.locale);
      // The token arrives as a cookie; the body is unused (document 1 §7).
      yield* callApi(getCsrf, {}).pipe(Effect.ignore);
      const configs = yield* callApi(getComponentConfigs, {
        query: { "types[]": COMPONENT_CONFIG_TYPES },
      }).pipe(Effect.either);
      yield* shell.emit(
        configs._tag === "Right"
          ? { _tag: "ComponentConfigsLoaded", configs: configs.right, failed: false }
          : { _tag: "ComponentConfigsLoaded", configs: {}, failed: true },
      );
      yield* settleSession;
      const online = yield* (yield* Online).isOnline();
      if (!online) yield* connectivityChanged(online);
      yield* shell.emit({ _tag: "BootCompleted" });
      // Document 2 §2: a bare slug query on first load goes to the product route.
      const bare = bareSlugRedirect(config.right.clientRuntimeConfig, here.path, here.search);
      if (bare !== null) yield* showPath(bare.path, bare.search, "replace");
      else yield* showPath(here.path, here.search, "none");
      yield* takeOpenLink(here.path, here.search);
      return "started" as const;
    }),
  ResumeApp: () =>
    Effect.gen(function* () {
      const { boot } = yield* shell.state;
      if (boot.status !== "success") return "not-started" as const;
      const here = yield* (yield* Navigation).current();
      const cookies = yield* Cookies;
      // The server saw the query but not the webview cookie: the flags are read again with it.
      const flags = readQueryFlags(here.search, (yield* cookies.get(WEBVIEW_COOKIE)) === "true");
      if (flags.webview)
        yield* cookies.set(WEBVIEW_COOKIE, "true", { maxAgeSeconds: WEBVIEW_COOKIE_MAX_AGE_S, path: "/" });
      yield* shell.emit({ _tag: "QueryFlagsRead", flags });
      // The token is the browser's own cookie: the server's render had none to give.
      yield* callApi(getCsrf, {}).pipe(Effect.ignore);
      yield* settleSession;
      const online = yield* (yield* Online).isOnline();
      if (!online) yield* connectivityChanged(online);
      yield* shell.emit({ _tag: "AppResumed" });
      return "resumed" as const;
    }),
  ChooseLanguage: ({ language }) => chooseLanguage(language),
};
