// npm run bench:report-upload: the closing figures of issue 19 for problem reports.
// - Upload size of a typical 5-minute session: a shopper's 40 actions (browse categories and offers,
//   search, add, remove, open the cart, pick a service), run back to back: at one action every
//   7.5 s that is 5 minutes of shopping. Then "Problem melden": the bytes the upload carried (gzip,
//   base64 in JSON) and the recording's raw JSON size.
// - Time from upload to the viewer showing it: the upload's answer → the viewer's
//   `devtools:rendered` mark for ?report=<ref> (QA already logged in), median of 5 reports.
// - Re-execution speed: `npm run replay -- --report <ref> --server URL`, entries compared per second.
// A measurement, not a test: run it on a quiet machine and say when it was not.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, type Page } from "@playwright/test";
import { addFromTile, deliverToDemoAddress, serviceDialog } from "../e2e/cart-support";
import { message, presetConsent } from "../e2e/support";
import { findChromium } from "../scripts/chromium.mjs";
import { demoOperators } from "../server/seed/operators";

const ACTIONS = Number(process.env.REPORT_BENCH_ACTIONS ?? 40);
const REPORTS = 5;
const port = Number(process.env.REPORT_BENCH_PORT ?? 4212);
const root = new URL("..", import.meta.url).pathname;
const base = `http://127.0.0.1:${port}`;
const QA = demoOperators.find((o) => o.role === "qa");

const build = spawnSync(process.execPath, [join(root, "scripts/build-if-stale.mjs")], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const folder = mkdtempSync(join(tmpdir(), "grocery-report-bench-"));
const server = spawn(join(root, "node_modules/.bin/tsx"), [join(root, "server/main.ts")], {
  cwd: root,
  stdio: "ignore",
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: join(folder, "data") },
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(folder, { recursive: true, force: true });
};
for (const until = Date.now() + 120_000; ; ) {
  try {
    if ((await fetch(`${base}/tenant/config`)).ok) break;
  } catch {
    // not up yet
  }
  if (Date.now() > until) {
    stop();
    throw new Error("the server did not start");
  }
  await new Promise((r) => setTimeout(r, 500));
}

const median = (xs: ReadonlyArray<number>) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** One shopper action after another, each waiting for what the shopper would see. */
const shopperActions = (page: Page): ReadonlyArray<readonly [string, () => Promise<void>]> => {
  const banner = page.getByRole("banner");
  const search = async (term: string) => {
    await page.getByRole("searchbox", { name: message("search.label") }).click();
    await page.keyboard.type(term);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/suche/${term}`));
    await expect(page.getByTestId("product-tile").first()).toBeVisible();
  };
  const add = async (n: number) => {
    await addFromTile(page, n);
    // The first add asks how to shop: delivery to the demo address.
    const slideIn = page.getByTestId("product-slide-in");
    await expect(slideIn.or(serviceDialog(page))).toBeVisible();
    if (await serviceDialog(page).isVisible()) await deliverToDemoAddress(page);
    await expect(slideIn).toBeVisible();
  };
  const category = async (name: string) => {
    await banner.getByRole("button", { name: message("header.assortment"), exact: true }).click();
    await page.getByTestId("assortment-panel").getByRole("link", { name, exact: true }).click();
    await expect(page.getByTestId("product-tile").first()).toBeVisible();
  };
  const openCart = async () => {
    await page
      .getByTestId("product-slide-in")
      .getByRole("link", { name: message("cart.toCart") })
      .click();
    await expect(page.getByTestId("cart-line").first()).toBeVisible();
  };
  const removeLine = async () => {
    const lines = page.getByTestId("cart-line");
    const before = await lines.count();
    await lines
      .first()
      .getByRole("button", { name: / entfernen$/ })
      .first()
      .click();
    await expect(lines).toHaveCount(Math.max(0, before - 1));
  };
  const offers = async () => {
    await banner.getByRole("link", { name: "Angebote", exact: true }).first().click();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  };
  const round: ReadonlyArray<readonly [string, () => Promise<void>]> = [
    ["browse a category", () => category("Getränke")],
    ["add from the list", () => add(0)],
    ["search", () => search("milch")],
    ["add from the results", () => add(0)],
    ["open the cart", openCart],
    ["remove a line", removeLine],
    ["browse the offers", offers],
    ["browse another category", () => category("Obst & Gemüse")],
  ];
  return Array.from({ length: ACTIONS }, (_, i) => round[i % round.length] as (typeof round)[number]);
};

const executablePath = findChromium() ?? undefined;
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const shopper = await browser.newContext({
    baseURL: base,
    locale: "de-DE",
    viewport: { width: 1280, height: 800 },
  });
  const page = await shopper.newPage();
  await presetConsent(page, ["C0002"]);
  await page.goto("/");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  const started = Date.now();
  const failed: string[] = [];
  page.setDefaultTimeout(10_000);
  for (const [name, act] of shopperActions(page)) {
    try {
      // A shopper closes what is still open (a slide-in, a panel) before the next step.
      await page.keyboard.press("Escape");
      await act();
    } catch (e) {
      failed.push(`${name}: ${String(e).split("\n")[0]}`);
      if (process.env.REPORT_BENCH_DEBUG)
        await page.screenshot({ path: join(root, `test-results/bench-fail-${failed.length}.png`) });
    }
  }
  const drivenMs = Date.now() - started;

  const qaContext = await browser.newContext({ baseURL: base, locale: "de-DE" });
  const qa = await qaContext.newPage();
  await qa.goto("/qa");
  await qa.getByLabel("E-Mail").fill(QA?.email ?? "");
  await qa.getByLabel("Passwort").fill(QA?.password ?? "");
  await qa.getByRole("button", { name: "Anmelden" }).click();
  await expect(
    qa
      .locator("tr[data-reference]")
      .or(qa.getByText(/keine|no /i))
      .first(),
  ).toBeVisible();

  const uploads: Array<{
    ref: string;
    body: number;
    gzip: number;
    raw: number;
    entries: number;
    toViewer: number;
  }> = [];
  for (let n = 0; n < REPORTS; n++) {
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: message("problemReport.open") })
      .click();
    const dialog = page.getByRole("dialog", { name: message("problemReport.title") });
    await dialog.getByLabel(message("problemReport.description")).fill(`Bench-Meldung ${n + 1}`);
    const answered = page.waitForResponse(
      (r) => r.url().endsWith("/api/problem-reports") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: message("problemReport.submit") }).click();
    const response = await answered;
    const answeredAt = Date.now();
    const body = response.request().postDataBuffer()?.length ?? 0;
    const sent = JSON.parse(response.request().postData() ?? "{}") as { recording?: string };
    const gzip = Math.floor(((sent.recording ?? "").length * 3) / 4);
    const ref = ((await dialog.getByTestId("problem-report-reference").textContent()) ?? "").trim();
    await dialog.getByRole("button", { name: message("problemReport.close") }).click();

    await qa.goto(`/devtools/viewer.html?report=${ref}`);
    await qa.waitForFunction(() => document.documentElement.dataset.devtoolsEntries !== undefined, null, {
      timeout: 60_000,
    });
    const renderedAt = await qa.evaluate(() => {
      const mark = performance.getEntriesByName("devtools:rendered")[0];
      return performance.timeOrigin + (mark?.startTime ?? Number.NaN);
    });
    const raw = await (await qa.request.get(`/qa/reports/${ref}/recording.json`)).text();
    const entries = (JSON.parse(raw) as { entries: unknown[] }).entries.length;
    uploads.push({ ref, body, gzip, raw: raw.length, entries, toViewer: renderedAt - answeredAt });
  }

  const first = uploads[0];
  console.log(
    `session: ${ACTIONS} shopper actions (${ACTIONS - failed.length} done) driven back to back in ${(drivenMs / 1000).toFixed(1)} s (5 min at one action every 7.5 s)`,
  );
  for (const f of failed) console.log(`  action failed: ${f}`);
  if (first)
    console.log(
      `upload (first report ${first.ref}): ${first.entries} entries, ${(first.gzip / 1024).toFixed(1)} kB gzip (${(first.body / 1024).toFixed(1)} kB request body, base64 in JSON), raw recording ${(first.raw / 1024).toFixed(1)} kB`,
    );
  console.log(
    `upload answered → viewer rendered: median ${median(uploads.map((u) => u.toViewer)).toFixed(0)} ms of ${uploads.length} (${uploads.map((u) => u.toViewer.toFixed(0)).join(", ")} ms)`,
  );

  if (first) {
    const replay = spawnSync(
      join(root, "node_modules/.bin/tsx"),
      [join(root, "scripts/replay.ts"), "--report", first.ref, "--server", base],
      { cwd: root, encoding: "utf8" },
    );
    const line = `${replay.stdout}`.split("\n").find((l) => l.startsWith("re-execute")) ?? "";
    const m = /re-execute (\d+) commands, (\d+) entries compared in ([\d.]+) ms/.exec(line);
    if (m)
      console.log(
        `re-execution (npm run replay -- --report ${first.ref}): ${m[2]} entries (${m[1]} commands) in ${m[3]} ms = ${Math.round(Number(m[2]) / (Number(m[3]) / 1000))} entries/s`,
      );
    else console.log(`re-execution: no figure in the replay's output:\n${replay.stdout}\n${replay.stderr}`);
  }
} finally {
  await browser.close();
  stop();
}
