import { expect, type Page, test } from "@playwright/test";
import { demoOperators } from "../server/seed/operators";
import { expectNoAxeViolations, openShop, presetConsent } from "./support";

const EDITOR = demoOperators.find((o) => o.role === "editor");
const QA = demoOperators.find((o) => o.role === "qa");

const editLinks = (page: Page) => page.getByRole("main").getByRole("link", { name: /^Block .* bearbeiten$/ });

const operatorLogin = async (page: Page, who: { email: string; password: string } | undefined) => {
  await page.goto("/qa");
  await page.getByLabel("E-Mail").fill(who?.email ?? "");
  await page.getByLabel("Passwort").fill(who?.password ?? "");
  await page.getByRole("button", { name: "Anmelden" }).click();
};

test("[issue 14, doc1 §6] Ctrl+Shift+E toggles the CMS edit links only for a logged-in editor", async ({
  page,
}) => {
  await presetConsent(page, []);
  // A shopper: the key does nothing.
  await openShop(page, "/ueber-uns/anfahrt");
  await page.keyboard.press("Control+Shift+E");
  // The editor below sees them at once; a shopper does not, however long.
  await page.waitForTimeout(500);
  await expect(editLinks(page)).toHaveCount(0);

  // A QA operator is staff but no editor: still nothing.
  await operatorLogin(page, QA);
  await expect(page.getByRole("heading", { name: "Problem-Eingang" })).toBeVisible();
  await openShop(page, "/ueber-uns/anfahrt");
  await page.keyboard.press("Control+Shift+E");
  await page.waitForTimeout(500);
  await expect(editLinks(page)).toHaveCount(0);
  await page.goto("/qa");
  await page.getByRole("button", { name: "Abmelden" }).click();

  // The editor logs in (the same browser) and is sent to the shop: now the key shows and hides the links.
  await operatorLogin(page, EDITOR);
  await expect(page).toHaveURL(/\/$/);
  await openShop(page, "/ueber-uns/anfahrt");
  await page.keyboard.press("Control+Shift+E");
  await expect(editLinks(page).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Block iframe bearbeiten" })).toHaveAttribute(
    "href",
    /^https:\/\/cms\.demo-markt\.example\/edit\?block=ueber-uns%2Fanfahrt-1-1-1-3$/,
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press("Control+Shift+E");
  await expect(editLinks(page)).toHaveCount(0);
});
