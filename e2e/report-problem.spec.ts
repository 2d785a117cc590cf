import { expect, type Page, test } from "@playwright/test";
import { demoOperators } from "../server/seed/operators";
import { addFromTile, deliverToDemoAddress, openList } from "./cart-support";
import { expectNoAxeViolations, message, openShop, presetConsent } from "./support";

const QA = demoOperators.find((o) => o.role === "qa");

const shot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

test("[issue 19 #1 #2] a shopper reports a problem from the footer and gets a reference; QA opens it in the inbox and the viewer at its entry", async ({
  page,
  browser,
}) => {
  await presetConsent(page, []);
  await openShop(page, "/");
  await openList(page);
  await addFromTile(page);
  await deliverToDemoAddress(page);

  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: message("problemReport.open") }).click();
  const dialog = page.getByRole("dialog", { name: message("problemReport.title") });
  await expect(dialog).toBeVisible();

  // The form's rules: a description is required; an e-mail, when given, must be one.
  await dialog.getByLabel(message("problemReport.email"), { exact: false }).fill("not-an-address");
  await dialog.getByRole("button", { name: message("problemReport.submit") }).click();
  await expect(dialog.getByText(message("problemReport.error.descriptionRequired"))).toBeVisible();
  await expect(dialog.getByText(message("problemReport.error.emailInvalid"))).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "problem-report-dialog");

  await dialog.getByLabel(message("problemReport.description")).fill("Die Menge im Warenkorb stimmt nicht");
  await dialog.getByLabel(message("problemReport.email"), { exact: false }).fill("kundin@example.com");
  await dialog.getByRole("button", { name: message("problemReport.submit") }).click();
  const reference = dialog.getByTestId("problem-report-reference");
  await expect(reference).toHaveText(/^PR-[A-Z2-9]{8}$/);
  const ref = (await reference.textContent()) ?? "";
  await shot(page, "problem-report-sent");
  await dialog.getByRole("button", { name: message("problemReport.close") }).click();
  await expect(dialog).toBeHidden();

  // QA, in another browser: the inbox asks for the operator login first.
  const qaContext = await browser.newContext();
  const qa = await qaContext.newPage();
  const uploadedAt = Date.now();
  await qa.goto("/qa");
  await expect(qa.getByRole("heading", { name: "Anmeldung für Mitarbeitende" })).toBeVisible();
  await qa.getByLabel("E-Mail").fill(QA?.email ?? "");
  await qa.getByLabel("Passwort").fill(QA?.password ?? "");
  await qa.getByRole("button", { name: "Anmelden" }).click();
  const row = qa.locator(`tr[data-reference="${ref}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText("Meldung");
  await expect(row).toContainText("Die Menge im Warenkorb stimmt nicht");
  await expect(row).toContainText("kundin@example.com");
  // The cart the shopper had: its id is in the row.
  await expect(row.locator('td[data-label="Warenkorb"]')).not.toHaveText("–");
  await shot(qa, "qa-inbox");

  const size = row.locator("[data-size]");
  await expect(size).toHaveText(/^\d+ Einträge · \d+\.\d kB$/);
  const sizeText = await size.textContent();
  await row.getByRole("link", { name: "Im Viewer öffnen" }).click();
  await expect(qa).toHaveURL(new RegExp(`/devtools/viewer\\.html\\?report=${ref}&entry=\\d+`));
  const entry = new URL(qa.url()).searchParams.get("entry");
  const selected = qa.locator('[role="option"][aria-selected="true"]');
  await expect(selected).toHaveAttribute("data-seq", entry ?? "");
  console.log(
    `report ${ref}: ${sizeText} (gzip) uploaded; upload to the viewer showing it in ${Date.now() - uploadedAt} ms (login included)`,
  );
  // The recording is the shopper's, redacted: the report's own command is in it, the e-mail is not.
  await expect(qa.getByTestId("devtools-log")).toContainText("ReportProblem");
  const recording = await (await qa.request.get(`/qa/reports/${ref}/recording.json`)).text();
  expect(recording).not.toContain("kundin@example.com");
  await qaContext.close();
});

test("[issue 19 #2] the devtools panel lists the sessions stored in this browser, a closed tab's too, and opens one", async ({
  context,
  page,
}) => {
  await presetConsent(page, []);
  // An earlier tab: its own session (sessionStorage is per tab), recorded, then closed.
  const earlier = await context.newPage();
  await earlier.goto("/hilfe");
  await expect(earlier.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  // The help page's own entry opens the form (a content button).
  await earlier
    .getByRole("main")
    .getByRole("button", { name: message("problemReport.open") })
    .click();
  await expect(earlier.getByRole("dialog", { name: message("problemReport.title") })).toBeVisible();
  // The recorder writes every 250 ms and when the page is left: closing runs the page's unload
  // handlers, after time enough for its recorder (a chunk loaded after boot) to have started.
  await earlier.waitForTimeout(1_500);
  await earlier.close({ runBeforeUnload: true });

  await page.goto("/?devtools=1");
  const panel = page.getByTestId("devtools");
  await panel.getByRole("tab", { name: "Recording" }).click();
  const stored = panel.getByTestId("devtools-stored-sessions");
  await expect(stored.getByRole("heading")).toHaveText("Sessions in this browser (2)");
  await expect(stored.getByRole("listitem").filter({ hasText: "this tab" })).toHaveCount(1);
  const other = stored.getByRole("listitem").filter({ hasNotText: "this tab" });
  await other.getByRole("button", { name: "Open" }).click();
  await expect(panel.getByTestId("devtools-message")).toContainText("Opened stored session");
  await panel.getByRole("tab", { name: "Log" }).click();
  await expect(panel.getByTestId("devtools-log")).toContainText("OpenProblemReport");
});

test("[issue 19 #1] with statistics consent an uncaught error is captured once per session and reaches the QA inbox", async ({
  page,
  browser,
}) => {
  await presetConsent(page, ["C0002"]);
  await openShop(page, "/");
  const uploads: number[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith("/api/problem-reports")) uploads.push(r.status());
  });
  const marker = `planted-${Date.now()}`;
  // Two uncaught errors of the same kind: one capture.
  for (const n of [1, 2])
    await page.evaluate(
      ([m, i]) =>
        setTimeout(() => {
          throw new Error(`${m} #${i}`);
        }),
      [marker, n] as const,
    );
  await expect.poll(() => uploads).toEqual([201]);
  await page.waitForTimeout(1000);
  expect(uploads).toEqual([201]);

  const qaContext = await browser.newContext();
  const qa = await qaContext.newPage();
  await qa.goto("/qa");
  await qa.getByLabel("E-Mail").fill(QA?.email ?? "");
  await qa.getByLabel("Passwort").fill(QA?.password ?? "");
  await qa.getByRole("button", { name: "Anmelden" }).click();
  await qa.getByLabel("Art").selectOption("uncaught");
  await qa.getByLabel("Suche").fill(marker);
  await qa.getByRole("button", { name: "Filtern" }).click();
  const rows = qa.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Skriptfehler");
  await expect(rows.first()).toContainText(`${marker} #1`);
  await qaContext.close();
});

test("[issue 19 #1] without statistics consent an uncaught error uploads nothing", async ({ page }) => {
  await presetConsent(page, []);
  await openShop(page, "/");
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/problem-reports")) uploads.push(r.url());
  });
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error("planted without consent");
    }),
  );
  // The error's own log report goes out; a capture would follow it at once.
  await page.waitForResponse((r) => r.url().endsWith("/logs"));
  await page.waitForTimeout(1000);
  expect(uploads).toEqual([]);
});
