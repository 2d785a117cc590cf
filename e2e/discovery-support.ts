import type { Page } from "@playwright/test";

/** The consent banner (another feature) covers the bottom of the page: take the necessary-only choice. */
export const settleConsent = async (page: Page) => {
  const onlyNecessary = page.getByRole("button", { name: "Nur notwendige" });
  if (await onlyNecessary.isVisible({ timeout: 1500 }).catch(() => false)) await onlyNecessary.click();
};
