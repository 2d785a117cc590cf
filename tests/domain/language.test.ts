import { describe, expect, it } from "vitest";
import { chooseStartLanguage, displayLocale, languageOfTag } from "../../domain/shell/language";
import { selectDisplayLocale } from "../../domain/shell/selectors";
import { tenantConfig } from "../support/fixtures";
import { type Script, testShop } from "../support/shop";

const english = { "internet.offline": "You are offline", greeting: "Hello {name}" };
const script = (failEnglish = false): Script => ({
  "tenant.config": (input) => {
    const locale = (input as { query: { locale?: string } }).query.locale;
    if (locale === "en")
      return failEnglish ? { status: 503 } : { value: { ...tenantConfig(), messageBundle: english } };
    return { value: tenantConfig() };
  },
  csrf: () => ({ value: { token: "t" } }),
  "content.configs": () => ({ value: {} }),
  "content.page": () => ({ status: 404 }),
});

const configQueries = (shop: ReturnType<typeof testShop>) =>
  shop.api.calls.filter((c) => c.name === "tenant.config").map((c) => c.input);

describe("[issue 14 English] the language at start: saved cookie, then browser, then tenant default", () => {
  it("a saved choice wins over the browser's languages", () => {
    expect(chooseStartLanguage("en", ["de-DE", "de"])).toEqual({ language: "en", source: "cookie" });
    expect(chooseStartLanguage("de", ["en-US"])).toEqual({ language: "de", source: "cookie" });
  });

  it("without a saved choice the first browser language the shop offers is taken", () => {
    expect(chooseStartLanguage(null, ["fr-FR", "en-US", "de"])).toEqual({
      language: "en",
      source: "browser",
    });
    expect(chooseStartLanguage(null, ["de-AT", "en"])).toEqual({ language: "de", source: "browser" });
  });

  it("an unknown saved value or only unknown browser languages fall back to the tenant default", () => {
    expect(chooseStartLanguage("fr", ["es-ES", "it"])).toBeNull();
    expect(chooseStartLanguage("", [])).toBeNull();
    expect(chooseStartLanguage("xx", ["en-GB"])).toEqual({ language: "en", source: "browser" });
  });

  it("language tags are read case- and separator-insensitively", () => {
    expect(languageOfTag("EN_us")).toBe("en");
    expect(languageOfTag(" de-CH ")).toBe("de");
    expect(languageOfTag("english")).toBeNull();
  });

  it("StartApp asks for the English bundle when the browser prefers English", async () => {
    const shop = testShop({ script: script(), languages: ["en-US", "en"] });
    await shop.dispatch({ _tag: "StartApp" });
    expect(configQueries(shop)).toEqual([{ query: { locale: "en" } }]);
    const s = shop.store.getState();
    expect(s.tenant.language).toBe("en");
    expect(s.tenant.messages).toEqual(english);
  });

  it("StartApp follows the lang cookie over an English browser", async () => {
    const shop = testShop({ script: script(), languages: ["en-US"], cookies: { lang: "de" } });
    await shop.dispatch({ _tag: "StartApp" });
    expect(configQueries(shop)).toEqual([{ query: { locale: "de" } }]);
    expect(shop.store.getState().tenant.language).toBe("de");
  });

  it("StartApp without a usable language leaves the choice to the tenant (German)", async () => {
    const shop = testShop({ script: script(), languages: ["fr-FR"] });
    await shop.dispatch({ _tag: "StartApp" });
    expect(configQueries(shop)).toEqual([{ query: {} }]);
    const chosen = shop.log
      .entries()
      .flatMap((e) => (e.kind === "event" && e.event._tag === "LanguageChosen" ? [e.event] : []));
    expect(chosen).toEqual([{ _tag: "LanguageChosen", language: "de", source: "default" }]);
  });
});

describe("[issue 14 English] the shop-unreachable screen speaks the chosen language", () => {
  it("a browser's English is chosen before the config loads, so a failed start still knows it", async () => {
    const shop = testShop({
      script: { ...script(), "tenant.config": () => ({ status: 503 }) },
      languages: ["en"],
    });
    expect(await shop.dispatch({ _tag: "StartApp" })).toMatchObject({ value: "failed" });
    expect(shop.store.getState().tenant.language).toBe("en");
  });
});

describe("[issue 14 English] ChooseLanguage", () => {
  it("saves the lang cookie and replaces the message bundle without a reload", async () => {
    const shop = testShop({ script: script() });
    await shop.dispatch({ _tag: "StartApp" });
    const outcome = await shop.dispatch({ _tag: "ChooseLanguage", language: "en" });
    expect(outcome).toMatchObject({ ok: true, value: "changed" });
    expect(shop.cookies.jar.get("lang")).toBe("en");
    const s = shop.store.getState();
    expect(s.tenant.messages).toEqual(english);
    expect(s.tenant.language).toBe("en");
    expect(shop.navigation.reloads()).toBe(0);
    expect(s.navigation.location).toMatchObject({ path: "/" });
  });

  it("choosing the language already active changes nothing", async () => {
    const shop = testShop({ script: script() });
    await shop.dispatch({ _tag: "StartApp" });
    const before = configQueries(shop).length;
    expect(await shop.dispatch({ _tag: "ChooseLanguage", language: "de" })).toMatchObject({
      value: "unchanged",
    });
    expect(configQueries(shop)).toHaveLength(before);
    expect(shop.cookies.jar.has("lang")).toBe(false);
  });

  it("a failed load keeps the German texts and saves no choice", async () => {
    const shop = testShop({ script: script(true) });
    await shop.dispatch({ _tag: "StartApp" });
    const german = shop.store.getState().tenant.messages;
    expect(await shop.dispatch({ _tag: "ChooseLanguage", language: "en" })).toMatchObject({
      value: "failed",
    });
    expect(shop.store.getState().tenant.messages).toBe(german);
    expect(shop.store.getState().tenant.language).toBe("de");
    expect(shop.cookies.jar.has("lang")).toBe(false);
  });
});

describe("[issue 14 English] formatting follows the language", () => {
  it("German keeps the tenant's locale exactly; English formats in the tenant's region", () => {
    expect(displayLocale("de-DE", "de")).toBe("de-DE");
    expect(displayLocale("de-DE", "en")).toBe("en-DE");
    expect(displayLocale("de", "en")).toBe("en");
  });

  it("the display locale reads the tenant config and the chosen language", () => {
    const config = tenantConfig().clientRuntimeConfig;
    expect(selectDisplayLocale({ tenant: { config, language: "de" } as never })).toBe(config.locale);
    expect(selectDisplayLocale({ tenant: { config: null, language: "en" } as never })).toBe("en-DE");
  });
});
