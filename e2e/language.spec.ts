import { expect, type Page, test } from "@playwright/test";
import { englishMessages, germanMessages } from "../server/seed/messages";
import { expectNoAxeViolations, openShop, presetConsent, setWindowMarker, windowMarker } from "./support";

// An English-speaking browser (navigator.languages = ["en-US", "en"]) without a saved choice.
test.use({ locale: "en-US" });

const en = (key: string) => englishMessages[key] ?? key;
const de = (key: string) => germanMessages[key] ?? key;
const switchGroup = (page: Page, key: string) => page.getByRole("group", { name: key });
const firstPrice = (page: Page) => page.getByTestId("product-tile").first().getByTestId("price-amount");

test.describe("[issue 14 English] the shop follows the browser's language and offers a switch", () => {
  test("an English browser reads the English shop; Deutsch switches every text in place and stays after a reload", async ({
    page,
    context,
  }) => {
    await page.goto("/sortiment/getraenke");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Header, footer and listing texts come from the English bundle; money is formatted in English.
    await expect(page.getByRole("searchbox").first()).toHaveAttribute(
      "placeholder",
      en("search.placeholder"),
    );
    await expect(page.getByRole("link", { name: en("header.skipToContent") })).toHaveCount(1);
    const english = switchGroup(page, en("language.switch"));
    await expect(english.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    await expect(english.getByRole("button", { name: "Deutsch" })).toHaveAttribute("lang", "de");
    await expect(firstPrice(page)).toHaveText(/^€\d+\.\d\d$/);
    // The consent provider's banner follows <html lang> as the production script does.
    await expect(
      page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "Accept all" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const marker = await setWindowMarker(page);
    await english.getByRole("button", { name: "Deutsch" }).click();
    const german = switchGroup(page, de("language.switch"));
    await expect(german.getByRole("button", { name: "Deutsch" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("searchbox").first()).toHaveAttribute(
      "placeholder",
      de("search.placeholder"),
    );
    await expect(firstPrice(page)).toHaveText(/^\d+,\d\d\u00a0€$/);
    await expect(
      page.getByRole("region", { name: "Cookie-Hinweis" }).getByRole("button", { name: "Alle akzeptieren" }),
    ).toBeVisible();
    expect(await windowMarker(page)).toBe(marker);
    expect((await context.cookies()).find((c) => c.name === "lang")).toMatchObject({
      value: "de",
      path: "/",
    });

    // The saved choice wins over the English browser on the next load.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(
      switchGroup(page, de("language.switch")).getByRole("button", { name: "Deutsch" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("searchbox").first()).toHaveAttribute(
      "placeholder",
      de("search.placeholder"),
    );
  });

  test("[issue 17] an English browser's server-rendered page says lang=en from the start, and its consent banner is built once, in English", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { bannersBuilt: string[]; langs: string[] };
      w.bannersBuilt = [];
      w.langs = [];
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === "attributes") w.langs.push(document.documentElement.lang);
          for (const node of r.addedNodes)
            if (node instanceof HTMLElement && node.id === "consent-banner") w.bannersBuilt.push(node.lang);
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["lang"] });
    });
    const response = await page.goto("/warenkorb");
    expect(await response?.text()).toContain('<html lang="en"');
    await expect(
      page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "Accept all" }),
    ).toBeVisible();
    await expect(page.locator("#root[data-ssr]")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    const seen = await page.evaluate(() => {
      const w = window as unknown as { bannersBuilt: string[]; langs: string[] };
      return { bannersBuilt: w.bannersBuilt, langs: w.langs };
    });
    expect(seen.bannersBuilt).toEqual(["en"]);
    expect(seen.langs.filter((l) => l !== "en")).toEqual([]);
  });

  test("the consent provider's cookie list on the privacy page switches with the shop", async ({ page }) => {
    await presetConsent(page, []);
    await openShop(page, "/datenschutz");
    const list = page.getByTestId("cookie-list");
    await expect(list.getByRole("heading", { name: "Statistics" })).toBeVisible();
    await expect(list.getByRole("rowheader", { name: "lang", exact: true })).toBeVisible();
    await switchGroup(page, en("language.switch")).getByRole("button", { name: "Deutsch" }).click();
    await expect(list.getByRole("heading", { name: "Statistik" })).toBeVisible();
    await expect(list.getByRole("cell", { name: "Ihre Sprachwahl." })).toBeVisible();
  });
});
