import { expect, type Page, test } from "@playwright/test";
import { ANNA, LENA, logInByApi } from "./account-support";
import { expectNoAxeViolations, openShop, presetConsent } from "./support";

/**
 * The embedded-content blocks of issue 14 on the demo tenant's pages (server/seed/content/
 * pages-embedded.ts). Third-party hosts are answered by the test (the machine is offline): a
 * request reaching them proves the page's policy allowed it and the consent let it go.
 */
const WIDGET = "https://widgets.demo-markt.example/jobs.js";
/** Every request to another host (the shop is served over http from 127.0.0.1; embeds are https). */
const hostRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith("https://")) seen.push(r.url());
  });
  return seen;
};
const stubThirdParties = async (page: Page) => {
  await page.route(WIDGET, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'document.getElementById("demo-markt-jobs").textContent = "3 offene Stellen in Köln";',
    }),
  );
  for (const host of ["https://www.openstreetmap.org/**", "https://www.youtube-nocookie.com/**"])
    await page.route(host, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="de"><title>Eingebettet</title><p>Eingebettet von ${new URL(route.request().url()).host}</p></html>`,
      }),
    );
};
/** Opens the consent settings from an embed's placeholder and allows one category. */
const allowFromPlaceholder = async (page: Page, category: string) => {
  await page
    .getByTestId("embed-placeholder")
    .first()
    .getByRole("button", { name: "Cookie-Einstellungen öffnen" })
    .click();
  const settings = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
  await settings.getByLabel(category).check();
  await settings.getByRole("button", { name: "Auswahl speichern" }).click();
};

test("[issue 14] custom html: DOMPurify strips the script, the onerror handler and the javascript: link in the browser; the widget waits for statistics consent", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await presetConsent(page, []);
  await stubThirdParties(page);
  const thirdParty = hostRequests(page);
  await openShop(page, "/service/karriere");
  const main = page.getByRole("main");

  // Rich text: the editor's structure, a new-tab link that cannot reach back to the shop.
  await expect(main.getByRole("heading", { level: 2, name: "Was wir bieten" })).toBeVisible();
  const external = main.getByRole("link", { name: "Tipps zur Bewerbung" });
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");

  // Custom html: the table stays; the script, the handler and the javascript: address are gone.
  await expect(main.getByRole("table", { name: "Unsere Standorte" })).toBeVisible();
  const custom = main.locator(".cms-custom-html");
  await expect(custom.locator("script")).toHaveCount(0);
  await expect(custom.locator("[onerror]")).toHaveCount(0);
  await expect(main.getByText("Jetzt bewerben")).not.toHaveAttribute("href", /.*/);
  await page.waitForTimeout(300);
  const globals = await page.evaluate(() =>
    ["__customHtmlScript", "__customHtmlOnerror", "__customHtmlLink"].filter((k) => k in window),
  );
  expect(globals).toEqual([]);
  expect(dialogs).toEqual([]);

  // The job widget: a placeholder naming its host and category; nothing requested before consent.
  const placeholder = page.getByTestId("embed-placeholder");
  await expect(placeholder).toContainText("widgets.demo-markt.example");
  await expect(placeholder).toContainText("Statistik");
  expect(thirdParty).toEqual([]);
  await expectNoAxeViolations(page);

  await allowFromPlaceholder(page, "Statistik");
  await expect(main.getByText("3 offene Stellen in Köln")).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  expect(thirdParty).toEqual([WIDGET]);
});

test("[issue 14] iframe and video: a placeholder until marketing is allowed, then sandboxed lazy frames of a fixed size", async ({
  page,
}) => {
  await presetConsent(page, []);
  await stubThirdParties(page);
  const thirdParty = hostRequests(page);
  await openShop(page, "/ueber-uns/anfahrt");
  const main = page.getByRole("main");
  await expect(page.getByTestId("embed-placeholder")).toContainText("www.openstreetmap.org");
  await expect(page.getByTestId("embed-placeholder")).toContainText("Marketing");
  await expect(main.locator("iframe")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await allowFromPlaceholder(page, "Marketing");
  const map = main.locator('iframe[title="Karte: Demo Markt Köln-Mitte"]');
  await expect(map).toHaveAttribute("sandbox", "allow-scripts");
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("width", "800");
  await expect(map).toHaveAttribute("height", "450");
  await expect(
    page
      .frameLocator('iframe[title="Karte: Demo Markt Köln-Mitte"]')
      .getByText("Eingebettet von www.openstreetmap.org"),
  ).toBeVisible();
  expect(thirdParty.every((u) => u.startsWith("https://www.openstreetmap.org/"))).toBe(true);

  // The consent is the shopper's: the video page plays at once, in its own sandbox.
  await openShop(page, "/ueber-uns/videos");
  const video = main.locator('iframe[title="Vom Lager zu Ihnen: so entsteht Ihre Lieferung"]');
  await expect(video).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation");
  await expect(
    page.frameLocator("iframe").getByText("Eingebettet von www.youtube-nocookie.com"),
  ).toBeVisible();
  await expect(page.getByTestId("embed-placeholder")).toHaveCount(0);
});

test("[issue 14] content access: a guest, a customer and a loyalty member each see the blocks meant for them", async ({
  page,
}) => {
  await presetConsent(page, []);
  const guestText = "Schon Kundin oder Kunde? Melden Sie sich an";
  const customerText = "Ihre Bewerbung füllen wir mit den Daten Ihres Kundenkontos vor.";
  const memberText = "Als Kundenkarten-Mitglied erhalten Sie zusätzlich einen Coupon";
  const main = page.getByRole("main");
  /** Each text shown or not, retried until the page settles (the customer arrives after the first paint). */
  const expectSeen = async (shown: readonly [boolean, boolean, boolean]) => {
    for (const [i, text] of [guestText, customerText, memberText].entries())
      await expect(main.getByText(text), text).toHaveCount(shown[i] ? 1 : 0);
  };

  await openShop(page, "/service/karriere");
  await expectSeen([true, false, false]);

  await logInByApi(page, ANNA);
  await openShop(page, "/service/karriere");
  await expectSeen([false, true, false]);

  await page.context().clearCookies();
  await presetConsent(page, []);
  await logInByApi(page, LENA);
  await openShop(page, "/service/karriere");
  await expectSeen([false, true, true]);
});

test("[doc1 §2, §6] in the CMS preview an editor's Ctrl+Shift+E shows and hides an edit link on every block", async ({
  page,
}) => {
  await presetConsent(page, []);
  // The demo tenant is no CMS preview: its configuration is answered as the CMS's preview would be.
  // The page is started by the browser (its server render, which read the real configuration in
  // the server, left out), so the browser asks for the configuration itself.
  await page.route("**/ueber-uns/anfahrt", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script[^>]*id="ssr-events"[^>]*>[\s\S]*?<\/script>/, "");
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  await page.route("**/tenant/config*", async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.clientRuntimeConfig.cms = { ...config.clientRuntimeConfig.cms, preview: true };
    await route.fulfill({ response, json: config });
  });
  await openShop(page, "/ueber-uns/anfahrt");
  const editLinks = page.getByRole("main").getByRole("link", { name: /^Block .* bearbeiten$/ });
  await expect(editLinks).toHaveCount(0);
  await page.keyboard.press("Control+Shift+E");
  await expect(editLinks.first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Block iframe bearbeiten" })).toHaveAttribute(
    "href",
    /^https:\/\/cms\.demo-markt\.example\/edit\?block=ueber-uns%2Fanfahrt-1-1-1-3$/,
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press("Control+Shift+E");
  await expect(editLinks).toHaveCount(0);
});
