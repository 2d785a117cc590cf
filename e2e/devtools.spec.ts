import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { loadRecordingFile } from "../adapters/recording/node";
import { syntheticRecording } from "../bench/devtools";
import { encodeRecording } from "../domain/app/recording/format";
import { reexecute } from "../domain/app/recording/reexecute";
import { addFromTile, chooseDeliveryByKeyboard, expectBadgeCount, serviceDialog } from "./cart-support";
import { message, presetConsent } from "./support";

const dir = mkdtempSync(join(tmpdir(), "devtools-e2e-"));
const panel = (page: Page) => page.getByTestId("devtools");
const heading = (page: Page, name: string) => page.locator("#main").getByRole("heading", { name });
const headerLink = (page: Page, name: string) =>
  page.locator("header").getByRole("link", { name, exact: true }).first();

/**
 * The recorded journey, one step at a time: each step acts in the shop and says which page heading
 * shows afterwards. Cart steps (add, change quantity, discount code) are appended here when the
 * cart lands; the rest of the test (export, reload, import, time travel, re-execution) stays as is.
 */
interface Step {
  readonly name: string;
  readonly run: (page: Page) => Promise<void>;
  readonly heading: string;
  /** Text that finds the step's ContentPageLoaded event in the log filter. */
  readonly marker?: string;
}
const text = (key: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce((m, [k, v]) => m.replace(`{${k}}`, v), message(key));
/** The product the journey adds (read from its tile). */
let added = "";
const journey: ReadonlyArray<Step> = [
  {
    name: "browse to the offers",
    run: (page) => headerLink(page, "Angebote").click(),
    heading: "Angebote der Woche",
    marker: '"path":"/angebote"',
  },
  {
    name: "offline: navigation refused with a notification",
    run: async (page) => {
      await page.context().setOffline(true);
      await headerLink(page, "Angebote").click();
      await expect(page.locator("[data-type=warning]").first()).toBeVisible();
      await page.context().setOffline(false);
    },
    heading: "Angebote der Woche",
  },
  {
    name: "back to the start page",
    run: async (page) => {
      await page.goBack();
    },
    heading: "Frisch vom Markt zu Ihnen nach Hause",
  },
  {
    name: "browse to a category listing",
    run: async (page) => {
      await page.locator("#main").getByRole("link", { name: "Zu den Getränken" }).click();
      await expect(page.getByTestId("product-tile").first()).toBeVisible();
    },
    heading: "Getränke",
  },
  {
    name: "add a product from a tile, delivering to Hohe Straße 12, 50667 Köln",
    run: async (page) => {
      added = await addFromTile(page);
      await chooseDeliveryByKeyboard(page);
      const dialog = serviceDialog(page);
      await expect(dialog.getByTestId("address-postal-code")).toHaveValue("50667");
      await dialog.getByRole("button", { name: message("cart.service.deliverHere") }).click();
      await expect(dialog).toBeHidden();
      await expectBadgeCount(page, 1);
    },
    heading: "Getränke",
  },
  {
    name: "open the cart",
    run: async (page) => {
      await page
        .getByTestId("product-slide-in")
        .getByRole("link", { name: message("cart.toCart") })
        .click();
      await expect(page).toHaveURL(/\/warenkorb(\?devtools=1)?$/);
      await expect(page.locator("#main").getByTestId("cart-line")).toHaveCount(1);
    },
    heading: message("cart.title"),
  },
  {
    name: "increase the quantity once",
    run: async (page) => {
      const line = page.locator("#main").getByTestId("cart-line").filter({ hasText: added });
      await line.getByRole("button", { name: text("cart.increase", { name: added }) }).click();
      await expect(line.getByTestId("quantity-value")).toHaveText("2");
      await expectBadgeCount(page, 2);
    },
    heading: message("cart.title"),
  },
  {
    name: "apply the discount code WILLKOMMEN10",
    run: async (page) => {
      const codes = page.getByTestId("discount-codes");
      await codes.getByLabel(message("cart.discountCode.label")).fill("WILLKOMMEN10");
      await codes.getByRole("button", { name: message("cart.discountCode.apply") }).click();
      await expect(codes.getByTestId("discount-code").filter({ hasText: "WILLKOMMEN10" })).toHaveAttribute(
        "data-state",
        "valid",
      );
      await expect(page.getByTestId("summary-discount-code")).toContainText("WILLKOMMEN10");
    },
    heading: message("cart.title"),
  },
];

test.describe("devtools", () => {
  test("[issue 5] record a journey, export, reload, import, time-travel to the middle, re-execute", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The consent banner (another feature) would sit under the panel: settle it as "only necessary" up front.
    await presetConsent(page, []);
    await page.goto("/?devtools=1");
    await expect(panel(page)).toBeVisible();
    await expect(heading(page, "Frisch vom Markt zu Ihnen nach Hause")).toBeVisible();
    for (const step of journey) {
      await test.step(step.name, async () => {
        await step.run(page);
        await expect(heading(page, step.heading).first()).toBeVisible();
      });
    }

    // Export from the Recording tab.
    await panel(page).getByRole("tab", { name: "Recording" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel(page).getByRole("button", { name: "Export recording" }).click(),
    ]);
    const file = join(dir, "journey.json");
    await download.saveAs(file);
    // Personal data is masked by default: the delivery address typed into the search never appears.
    const exported = readFileSync(file, "utf8");
    for (const clear of ["Hohe Straße", "Hohe Stra\\u00dfe"]) expect(exported).not.toContain(clear);
    // Issue 19 #3, #6: the adds name the button and route they came from; outcomes carry the digests
    // of the slices the command changed; API calls their HTTP status and request id.
    const doc = JSON.parse(exported) as { entries: Array<Record<string, unknown>> };
    const adds = doc.entries.filter(
      (e) => e.kind === "command" && (e.command as { _tag: string })._tag === "AddItem",
    );
    expect(adds.length).toBeGreaterThan(0);
    for (const add of adds)
      expect(add.origin).toEqual({
        route: expect.stringMatching(/^\//),
        element: expect.stringMatching(/^button "/),
      });
    expect(
      doc.entries.some(
        (e) => e.kind === "outcome" && typeof (e.state as { cart?: unknown })?.cart === "string",
      ),
    ).toBe(true);
    expect(
      doc.entries.some((e) => e.kind === "port" && e.status === 200 && typeof e.requestId === "string"),
    ).toBe(true);

    // Reload: the recording persists (IndexedDB), now with a second page load. The journey ends on
    // /warenkorb (client-side navigation drops ?devtools=1), so the panel is opened by its shortcut.
    await page.reload();
    await expect(heading(page, message("cart.title")).first()).toBeVisible();
    await page.keyboard.press("Control+Shift+D");
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole("tab", { name: "Log" }).click();
    await panel(page).getByLabel("Filter by tag").fill("page load");
    await expect(panel(page).locator(".dt-row--load")).toHaveCount(2);

    // Import the exported file.
    await panel(page).getByRole("tab", { name: "Recording" }).click();
    await panel(page).getByTestId("devtools-import").setInputFiles(file);
    await expect(panel(page).getByTestId("devtools-message")).toContainText("Imported journey.json");

    // Time travel to the middle: right after the first add, the shop shows the cart as it was then
    // (one item on the category listing), not the later quantity.
    await panel(page).getByRole("tab", { name: "Log" }).click();
    await panel(page).getByLabel("Filter by tag").fill("ItemAdded");
    await panel(page).getByLabel("Filter by text").fill("");
    await expect(panel(page).locator(".dt-row--event")).toHaveCount(1);
    await panel(page).locator(".dt-row--event").first().click();
    await panel(page).getByRole("button", { name: "Jump here" }).click();
    await expect(panel(page).getByTestId("devtools-travel")).toBeVisible();
    await expectBadgeCount(page, 1);
    await expect(heading(page, "Getränke").first()).toBeVisible();
    await expect(page).toHaveURL(/\/warenkorb(\?devtools=1)?$/);

    // The state tab shows the state at that entry, and the diff.
    await panel(page).getByRole("tab", { name: "State" }).click();
    await expect(panel(page).getByTestId("devtools-diff")).toContainText("cart.");

    // Back to live: the later quantity.
    await panel(page).getByRole("button", { name: "Back to live" }).click();
    await expectBadgeCount(page, 2);
    await expect(heading(page, message("cart.title")).first()).toBeVisible();

    // Re-execution of the imported recording against today's code.
    await panel(page).getByRole("tab", { name: "Replay" }).click();
    await panel(page).getByRole("button", { name: "Re-execute recording" }).click();
    await expect(panel(page).getByTestId("devtools-no-divergence")).toBeVisible();

    // The tracking projections (registered by the tracking feature) show the recording's page views.
    await panel(page).getByRole("tab", { name: "Tracking" }).click();
    await expect(panel(page).getByRole("cell", { name: "page_view", exact: true }).first()).toBeVisible();
  });

  test("[issue 10 #14] sessions on the search results page (concurrent search calls) re-execute without divergence", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The search results page fetches every search type at once: their answers arrive in any order.
    for (let run = 1; run <= 3; run++) {
      await page.context().clearCookies();
      await presetConsent(page, ["C0002", "C0003", "C0004"]);
      await page.goto("/suche/milch?devtools=1");
      await expect(panel(page)).toBeVisible();
      await expect(page.getByTestId("product-tile").first()).toBeVisible();
      await page.getByTestId("product-tile").first().getByTestId("add-to-cart").click();
      await expect(serviceDialog(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(serviceDialog(page)).toBeHidden();
      await panel(page).getByRole("tab", { name: "Recording" }).click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        panel(page).getByRole("button", { name: "Export recording" }).click(),
      ]);
      const file = join(dir, `search-${run}.json`);
      await download.saveAs(file);
      const loaded = loadRecordingFile(file);
      if (!loaded.ok) throw new Error(loaded.error.message);
      const report = await reexecute(loaded.recording);
      expect(report.divergence?.message ?? null).toBeNull();
      // The next run records a session of its own.
      await page.evaluate(async () => {
        for (const d of await indexedDB.databases()) if (d.name) indexedDB.deleteDatabase(d.name);
      });
    }
  });

  test("a bad import changes nothing and says why", async ({ page }) => {
    await page.goto("/?devtools=1");
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole("tab", { name: "Recording" }).click();
    await expect(panel(page).locator(".dt-source")).toHaveAttribute("title", "live session");
    const bad = join(dir, "newer.json");
    writeFileSync(bad, JSON.stringify({ format: "grocery-storefront/recording", version: 99 }));
    await panel(page).getByTestId("devtools-import").setInputFiles(bad);
    await expect(panel(page).getByRole("alert")).toContainText(
      "recording format v99 is newer than this app supports (v2)",
    );
    // Still the live session (which keeps logging as the shop runs), nothing imported.
    await expect(panel(page).locator(".dt-source")).toHaveAttribute("title", "live session");
    await expect(panel(page).locator(".dt-source")).toHaveText(/^live · \d+ entries$/);
    await expect(panel(page).getByTestId("devtools-message")).not.toContainText("Imported");
  });

  test("the panel is lazy, opens with Ctrl+Shift+D, closes with Escape and gives focus back", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await page.goto("/");
    await expect(heading(page, "Frisch vom Markt zu Ihnen nach Hause")).toBeVisible();
    expect(requested.filter((u) => /\/assets\/(mount|panel)-/.test(u))).toEqual([]);

    await headerLink(page, "Angebote").focus();
    await page.keyboard.press("Control+Shift+D");
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole("tab", { name: "Log" })).toBeFocused();
    expect(requested.some((u) => /\/assets\/(mount|panel)-/.test(u))).toBe(true);
    // Keyboard: arrows move between tabs and through the log.
    await page.keyboard.press("ArrowRight");
    await expect(panel(page).getByRole("tab", { name: "State" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);
    await expect(headerLink(page, "Angebote")).toBeFocused();
  });

  for (const width of [1280, 390]) {
    test(`screenshot at ${width}px: the shop stays laid out, the panel is usable`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto("/angebote?devtools=1");
      await expect(panel(page)).toBeVisible();
      await expect(heading(page, "Angebote der Woche")).toBeVisible();
      await page.locator(".dt-row--event").first().click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join("test-results", `devtools-${width}.png`) });
      await panel(page).getByRole("tab", { name: "State" }).click();
      await page.screenshot({ path: join("test-results", `devtools-state-${width}.png`) });
    });
  }

  test("[bench] the standalone viewer renders a 100,000-entry recording", async ({ page }) => {
    test.setTimeout(120_000);
    const file = join(dir, "big.json");
    const recording = syntheticRecording(100_000);
    writeFileSync(file, encodeRecording(recording));
    await page.goto("/devtools/viewer.html");
    await page.getByTestId("devtools-import").setInputFiles(file);
    await expect(page.getByTestId("devtools-message")).toContainText("Imported big.json", {
      timeout: 60_000,
    });
    await expect(page.locator("html[data-devtools-entries]")).toHaveCount(1);
    const ms = await page.evaluate(() => {
      const a = performance.getEntriesByName("devtools:imported")[0];
      const b = performance.getEntriesByName("devtools:rendered")[0];
      return a && b ? b.startTime - a.startTime : -1;
    });
    const importText = await page.getByTestId("devtools-message").textContent();
    console.log(
      `devtools panel first render: ${ms.toFixed(0)} ms for ${recording.entries.length} entries (${importText})`,
    );
    expect(ms).toBeGreaterThan(0);
    const rows = await page.locator(".dt-row").count();
    expect(rows).toBeLessThan(200);
    // Scrolling to the end and a time-travel-sized jump stay responsive.
    const t = Date.now();
    await page.getByTestId("devtools-log").press("End");
    await page.getByRole("tab", { name: "State" }).click();
    await expect(page.getByTestId("devtools-diff")).toBeVisible();
    console.log(`devtools viewer: End + state of the last entry in ${Date.now() - t} ms`);
    await page.screenshot({ path: join("test-results", "devtools-viewer.png") });
  });
});
