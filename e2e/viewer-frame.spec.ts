import { type Browser, expect, type FrameLocator, type Page, test } from "@playwright/test";
import { demoOperators } from "../server/seed/operators";
import { addFromTile, deliverToDemoAddress, expectBadgeCount, openList } from "./cart-support";
import { expectNoAxeViolations, message, presetConsent } from "./support";

// Issue 19 #5 #6: QA opens a report in the viewer and sees the shop itself at any entry, and
// compares the bug run with another run.
test.describe.configure({ timeout: 90_000 });

const QA = demoOperators.find((o) => o.role === "qa");

/**
 * A shopper's session in its own browser context (its own cart and recording): the product list,
 * `adds` products added (the first asks for delivery), then the cart page; reported with
 * "Problem melden". Answers the report's reference.
 */
const recordSession = async (browser: Browser, adds: number): Promise<string> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetConsent(page, []);
  await openList(page);
  // Both recordings start from a settled page (the cart loaded once the page is hydrated): the
  // comparison then lines their commands up from the same start.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.__shop?.bus.idle());
  for (let n = 0; n < adds; n++) {
    await addFromTile(page, n);
    if (n === 0) await deliverToDemoAddress(page);
    await expectBadgeCount(page, n + 1);
  }
  // The cart page through the last add's slide-in (a Navigate command, no page load).
  await page
    .getByTestId("product-slide-in")
    .getByRole("link", { name: message("cart.toCart") })
    .click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(adds);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: message("problemReport.open") }).click();
  const dialog = page.getByRole("dialog", { name: message("problemReport.title") });
  await dialog.getByLabel(message("problemReport.description")).fill(`Warenkorb mit ${adds} Artikeln`);
  await dialog.getByRole("button", { name: message("problemReport.submit") }).click();
  const reference = dialog.getByTestId("problem-report-reference");
  await expect(reference).toHaveText(/^PR-[A-Z2-9]{8}$/);
  const ref = (await reference.textContent()) ?? "";
  await context.close();
  return ref;
};

const loginQa = async (page: Page) => {
  await page.goto("/qa");
  await page.getByLabel("E-Mail").fill(QA?.email ?? "");
  await page.getByLabel("Passwort").fill(QA?.password ?? "");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.locator("tr[data-reference]").first()).toBeVisible();
};

const shop = (page: Page): FrameLocator => page.frameLocator('iframe[title^="The shop"]');

/** Selects the first command row with this tag in the viewer's log (the filter finds it). */
const selectCommand = async (page: Page, tag: string): Promise<string> => {
  const log = page.getByTestId("devtools-log");
  await page.getByLabel("Filter by tag").fill(tag);
  const row = log.locator('[role="option"].dt-row--command').filter({ hasText: tag }).first();
  const seq = (await row.getAttribute("data-seq")) ?? "";
  // On its sequence number: the row's middle holds the button that folds the command's entries.
  await row.locator(".dt-row__seq").click();
  await expect(row).toHaveAttribute("aria-selected", "true");
  return seq;
};

const shot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: width === 375 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

test("[issue 19 #6] the viewer renders the shop itself at the selected entry: no line before the add, one after", async ({
  browser,
  page,
}) => {
  const ref = await recordSession(browser, 1);
  await loginQa(page);
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.frame() !== page.mainFrame()) requests.push(r.url());
  });
  await page.goto(`/devtools/viewer.html?report=${ref}`);
  const frame = page.getByTestId("viewer-frame");
  // The recording names the build it ran on; that build is the one served here.
  await expect(frame.getByTestId("viewer-frame-build")).toHaveText(
    /^Rendered with the recording's build \w+$/,
  );

  // The add's command entry: the state before its events, on the product list.
  const addSeq = await selectCommand(page, "AddItem");
  await expect(page.locator(`iframe[data-seq="${addSeq}"]`)).toBeAttached();
  await expect(frame.getByRole("status")).toHaveText(
    `Showing the state after #${addSeq} at /sortiment/getraenke`,
  );
  await expect(shop(page).getByTestId("cart-badge-count")).toHaveText("0");
  await expect(shop(page).getByTestId("product-tile").first()).toBeVisible();

  // The report's command entry: the cart page as the shopper saw it, one line.
  const openSeq = await selectCommand(page, "OpenProblemReport");
  await expect(page.locator(`iframe[data-seq="${openSeq}"]`)).toBeAttached();
  await expect(frame.getByRole("status")).toHaveText(`Showing the state after #${openSeq} at /warenkorb`);
  await expect(shop(page).getByTestId("cart-badge-count")).toHaveText("1");
  await expect(shop(page).getByTestId("cart-line")).toHaveCount(1);

  // Clicking in the frame changes nothing: a link does not navigate it, a button's command is held.
  await shop(page).getByTestId("cart-badge").click();
  await shop(page).locator("header a[href]").first().click();
  await page.waitForTimeout(300);
  await expect(shop(page).getByTestId("cart-line")).toHaveCount(1);
  await expect(page).toHaveURL(/\/devtools\/viewer\.html\?report=/);
  // The frame reached no API: only the app's own files (its page, scripts, styles, images).
  expect(requests.filter((u) => /\/(api|tenant|logs|consent|qa)\//.test(new URL(u).pathname))).toEqual([]);

  await expectNoAxeViolations(page);
  await shot(page, "viewer-frame");
});

test("[issue 19 #5] the viewer compares two recordings: the extra add is only in B, the differences name their field paths", async ({
  browser,
  page,
}) => {
  const one = await recordSession(browser, 1);
  const two = await recordSession(browser, 2);
  await loginQa(page);
  await page.goto(`/devtools/viewer.html?report=${one}&compare=${two}`);
  const compare = page.getByTestId("devtools-recording-compare");
  await expect(page.getByRole("tab", { name: "Compare" })).toHaveAttribute("aria-selected", "true");
  const counts = compare.getByTestId("devtools-compare-counts");
  await expect(counts).toContainText(`A: report ${one} · B: report ${two}`);
  await expect(counts).toHaveText(/\d+ same, [1-9]\d* changed, \d+ only in A, [1-9]\d* only in B/);

  // The second add is B's alone.
  const onlyB = compare.locator('[data-testid="devtools-compare-row"][data-kind="only-b"]');
  await expect(onlyB.filter({ hasText: "AddItem" })).toHaveCount(1);
  // The commands both runs have after it left another cart: the state diff names the field path.
  const changed = compare.locator('[data-testid="devtools-compare-row"][data-kind="changed"]');
  await expect(
    changed
      .getByRole("list", { name: "State fields that differ" })
      .getByText("cart.anonymous.lineItemCount: 1 → 2", { exact: true })
      .first(),
  ).toBeVisible();

  await expectNoAxeViolations(page);
  await shot(page, "viewer-compare");
});
