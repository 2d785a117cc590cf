import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Locator, type Page } from "@playwright/test";
import type { AxeResults, Result } from "axe-core";
import { germanMessages } from "../server/seed/messages";

/** A text of the tenant as the seeded server hands it out (German is the demo tenant's language). */
export const message = (key: string): string => {
  const text = germanMessages[key];
  if (text === undefined) throw new Error(`no seeded message "${key}"`);
  return text;
};

/** A value set on window survives client-side navigation and vanishes on a full page load. */
export const setWindowMarker = async (page: Page): Promise<string> => {
  const token = `marker-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((t) => Reflect.set(window, "__e2eMarker", t), token);
  return token;
};
export const windowMarker = (page: Page): Promise<unknown> =>
  page.evaluate(() => Reflect.get(window, "__e2eMarker"));

/** The header's navigation (its accessible name is the tenant's header.menu text). */
export const headerNav = (page: Page): Locator =>
  page.getByRole("banner").getByRole("navigation", { name: message("header.menu") });

/** Opens a path and waits until the shell and the page's content (no skeleton) are there. */
export const openShop = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
  // A server-rendered page (issue 17) shows its content before the app has taken it over: a field
  // filled or a key pressed before hydration would be the server's HTML's, not the app's.
  await expect(page.locator("#root[data-ssr]")).toHaveCount(0);
};

/** The notices announced to the shopper: warnings and errors are alerts. */
export const alertNotice = (page: Page, text: string): Locator =>
  page
    .getByRole("region", { name: message("notification.region") })
    .getByRole("alert")
    .filter({ hasText: text });

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const describeViolation = (v: Result): string =>
  [
    `- ${v.id} (${v.impact ?? "?"}): ${v.help}`,
    `  ${v.helpUrl}`,
    ...v.nodes
      .slice(0, 5)
      .map((n) => `  at ${n.target.join(" ")}\n    ${n.failureSummary?.replace(/\n/g, "\n    ")}`),
  ].join("\n");

/** Runs axe-core (WCAG 2 A and AA rules) on the whole document and fails with a readable list. */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  // A notice fading in is checked at its final colours, not half-transparent (finite animations only:
  // a spinner never finishes).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated by the test driver, not added as a <script>: the shop's CSP refuses inline scripts.
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = Reflect.get(window, "axe") as { run: (ctx: Document, opts: object) => Promise<AxeResults> };
    const r = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] } });
    return { violations: r.violations };
  });
  const report = results.violations.map(describeViolation).join("\n");
  expect(results.violations, `axe found violations on ${page.url()}:\n${report}`).toEqual([]);
};

/**
 * Sets the consent banner's cookies before the page loads (as if the shopper had chosen): groups
 * like ["C0002"] for statistics; [] for "only necessary". The banner then stays closed.
 */
export const presetConsent = async (page: Page, groups: ReadonlyArray<string>): Promise<void> => {
  const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
  await page.context().addCookies([
    { name: "OptanonConsent", value: encodeURIComponent(`,${["C0001", ...groups].join(",")},`), url: base },
    { name: "OptanonAlertBoxClosed", value: "2026-01-01T00:00:00.000Z", url: base },
  ]);
};

/**
 * Records the search calls the page makes and, when `step` fails, rethrows with what the header
 * search showed (its value, the focus, the flyout's text) and those calls: a failure seen only on
 * a loaded CI machine then says which part was lost.
 */
export const explainingSearch = (page: Page) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/search/")) calls.push(new URL(r.url()).pathname);
  });
  return async (step: () => Promise<void>): Promise<void> => {
    try {
      await step();
    } catch (e) {
      const seen = await page.evaluate(() => {
        const box = document.querySelector<HTMLInputElement>("header input[type=search]");
        return {
          url: location.href,
          value: box?.value ?? null,
          boxFocused: box !== null && box === document.activeElement,
          focused: document.activeElement?.tagName ?? null,
          flyout: document.querySelector(".flyout")?.textContent?.slice(0, 240) ?? null,
        };
      });
      throw new Error(
        `${e instanceof Error ? e.message : String(e)}\nsearch box: ${JSON.stringify(seen)}\nsearch calls: ${calls.join(", ") || "none"}`,
      );
    }
  };
};
