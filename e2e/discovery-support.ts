import { expect, type Page } from "@playwright/test";

/** The consent banner (another feature) covers the bottom of the page: take the necessary-only choice. */
export const settleConsent = async (page: Page) => {
  // A server-rendered page (issue 17) shows the banner once the app has taken the page over and
  // read the stored consent: until then its absence says nothing.
  await expect(page.locator("#root[data-ssr]")).toHaveCount(0);
  const onlyNecessary = page.getByRole("button", { name: "Nur notwendige" });
  if (await onlyNecessary.isVisible({ timeout: 1500 }).catch(() => false)) await onlyNecessary.click();
};
