import { expect, type Page, test } from "@playwright/test";
import { settleConsent } from "./discovery-support";
import { expectNoAxeViolations, message } from "./support";

const searchbox = (page: Page) => page.getByRole("searchbox", { name: message("search.label") });
const flyout = (page: Page) => page.getByRole("region", { name: message("search.suggestions") });

const start = async (page: Page, path = "/") => {
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await settleConsent(page);
};

/** Tabs from the top of the page until the search field has focus: the keyboard is the only input. */
const tabToSearch = async (page: Page) => {
  await page.locator("body").focus();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Tab");
    if (await searchbox(page).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("the search field was not reached with Tab");
};

/**
 * Opens the start page with the search box's chunk held back (the stand-in field shows) until the
 * returned function releases it.
 */
const holdSearchBoxChunk = async (page: Page): Promise<() => void> => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/SearchBox-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await settleConsent(page);
  return release;
};

test.describe("site search", () => {
  test("[doc1 §5] what is typed before the search box's code arrives is kept: the box takes over the text and the focus", async ({
    page,
  }) => {
    const release = await holdSearchBoxChunk(page);
    await searchbox(page).click();
    await page.keyboard.type("milch");
    await expect(flyout(page)).toHaveCount(0);
    release();
    await expect(flyout(page)).toBeVisible();
    await expect(searchbox(page)).toHaveValue("milch");
    await expect(searchbox(page)).toBeFocused();
    await page.keyboard.type("reis");
    await expect(searchbox(page)).toHaveValue("milchreis");
    await expect(flyout(page).getByRole("heading", { name: /Produkte/ })).toBeVisible();
  });

  test("[doc1 §5] Enter pressed before the search box's code arrives still opens the results page", async ({
    page,
  }) => {
    const release = await holdSearchBoxChunk(page);
    await searchbox(page).fill("milch");
    await searchbox(page).press("Enter");
    await expect(page).not.toHaveURL(/\/suche\//);
    release();
    await expect(page).toHaveURL(/\/suche\/milch$/);
    await expect(page.getByRole("main").getByTestId("product-tile").first()).toBeVisible();
    await expect(searchbox(page)).toHaveValue("milch");
  });

  test("[doc1 §4, §5] keyboard only: type a term, the flyout loads every type, arrows reach a result, Enter opens it", async ({
    page,
  }) => {
    await start(page);
    await tabToSearch(page);
    await page.keyboard.type("milch");
    const panel = flyout(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading", { name: /Produkte/ })).toBeVisible();
    await expect(panel.getByText(message("search.loading"))).toHaveCount(0);
    for (const type of ["products", "categories", "brands", "content", "recipes"])
      await expect(
        panel.getByRole("heading", { name: new RegExp(message(`search.type.${type}`)) }),
      ).toBeVisible();
    await page.keyboard.press("ArrowDown");
    const focused = page.locator(":focus");
    await expect(focused).toHaveClass(/hit/);
    const label = (await focused.locator(".hit__label").textContent()) ?? "";
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
    await expect(flyout(page)).toHaveCount(0);
  });

  test("[doc1 §4] Escape closes the flyout and keeps focus in the field; Enter opens the results page", async ({
    page,
  }) => {
    await start(page);
    await tabToSearch(page);
    await page.keyboard.type("brot");
    await expect(flyout(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(flyout(page)).toHaveCount(0);
    await expect(searchbox(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/suche\/brot$/);
    await expect(page.getByRole("heading", { level: 1, name: /brot/ })).toBeVisible();
    await expect(page.getByTestId("product-tile").first()).toBeVisible();
  });

  test("[doc1 §5] one character shows the minimum-length hint and sends no search", async ({ page }) => {
    const searches: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/search/")) searches.push(r.url());
    });
    await start(page);
    await searchbox(page).fill("m");
    await expect(flyout(page).getByText(message("search.minLength"))).toBeVisible();
    await page.waitForTimeout(800);
    expect(searches).toEqual([]);
  });

  test("[doc1 §2] the results page has a tab per type and is kept alive: back to it shows the results without a new search", async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/search/")) searches.push(r.url());
    });
    await start(page, "/suche/milch?tab=products");
    await expect(page.getByTestId("product-tile").first()).toBeVisible();
    const tabs = page.getByRole("navigation", { name: message("search.resultsTypes") });
    await tabs.getByRole("link", { name: /Rezepte/ }).click();
    await expect(page).toHaveURL(/tab=recipes/);
    await expect(tabs.getByRole("link", { name: /Rezepte/ })).toHaveAttribute("aria-current", "page");
    const count = searches.length;
    await page.getByRole("link", { name: message("header.home") }).click();
    await expect(page).not.toHaveURL(/\/suche\//);
    await expect(searchbox(page)).toHaveValue("");
    await page.goBack();
    await expect(page).toHaveURL(/\/suche\/milch\?tab=recipes/);
    await expect(page.getByRole("heading", { level: 1, name: /milch/ })).toBeVisible();
    expect(searches.length).toBe(count);
  });

  test("[doc1 §8] a zero-result search shows each type's empty text", async ({ page }) => {
    await start(page);
    await searchbox(page).fill("xyzzyqwv");
    await expect(flyout(page).getByText("Keine passenden Produkte gefunden.")).toBeVisible();
    await searchbox(page).press("Enter");
    await expect(page).toHaveURL(/\/suche\/xyzzyqwv$/);
    await expect(page.getByTestId("search-empty")).toContainText("Keine passenden Produkte gefunden.");
  });
});

for (const width of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const) {
  test.describe(`${width.name} width`, () => {
    test.use({ viewport: width.viewport });
    test(`[design §Tests] the search results page has no WCAG 2 A/AA violations at ${width.name} width`, async ({
      page,
    }) => {
      await start(page, "/suche/milch");
      await expect(page.getByTestId("product-tile").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
    test(`[design §Tests] the open flyout has no WCAG 2 A/AA violations at ${width.name} width`, async ({
      page,
    }) => {
      await start(page);
      await searchbox(page).fill("milch");
      await expect(flyout(page).getByRole("heading", { name: /Produkte/ })).toBeVisible();
      await expect(flyout(page).getByText(message("search.loading"))).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
