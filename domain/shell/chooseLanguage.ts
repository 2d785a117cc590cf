import { Effect } from "effect";
import { callApi } from "../api/call";
import { getTenantConfig } from "../api/shell";
import { Cookies } from "../ports/cookies";
import { Navigation } from "../ports/navigation";
import { shell } from "./access";
import {
  chooseStartLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
  languageOfTag,
} from "./language";

/**
 * The start language from the saved cookie and the browser's languages, both read through ports;
 * chosen before the config loads, so even the "shop unreachable" screen speaks it.
 */
export const readStartLanguage = Effect.gen(function* () {
  const saved = yield* (yield* Cookies).get(LANGUAGE_COOKIE);
  const here = yield* (yield* Navigation).current();
  const start = chooseStartLanguage(saved, here.languages);
  if (start !== null) yield* shell.emit({ _tag: "LanguageChosen", ...start });
  return start;
});

/** Neither cookie nor browser decided: the tenant's default bundle came, in its locale's language. */
export const settleDefaultLanguage = (tenantLocale: string) =>
  shell.emit({
    _tag: "LanguageChosen",
    language: languageOfTag(tenantLocale) ?? DEFAULT_LANGUAGE,
    source: "default",
  });

/**
 * The language switch: the other language's bundle replaces the texts in place (no reload) and
 * the choice is saved for the next visit; a failed load keeps the current language and cookie.
 */
export const chooseLanguage = (language: Language) =>
  Effect.gen(function* () {
    const { tenant } = yield* shell.state;
    if (tenant.language === language) return "unchanged" as const;
    const config = yield* callApi(getTenantConfig, { query: { locale: language } }).pipe(Effect.either);
    if (config._tag === "Left") return "failed" as const;
    yield* (yield* Cookies).set(LANGUAGE_COOKIE, language, {
      maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_S,
      path: "/",
    });
    yield* shell.emit({ _tag: "MessageBundleReplaced", messages: config.right.messageBundle });
    yield* shell.emit({ _tag: "LanguageChosen", language, source: "switch" });
    return "changed" as const;
  });
