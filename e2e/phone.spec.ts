import { expect, test } from "@playwright/test";
import { headerNav, message, openShop } from "./support";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("[doc1 §9] at phone width the menu button opens and closes the navigation", async ({ page }) => {
  await openShop(page, "/");
  const button = page.getByRole("banner").getByRole("button", { name: message("header.menu") });
  const nav = headerNav(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: "Hilfe", exact: true })).toBeVisible();

  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();

  // Following a link from the open menu closes it.
  await button.click();
  await nav.getByRole("link", { name: "Über uns", exact: true }).click();
  await expect(page).toHaveURL("/ueber-uns");
  await expect(page.getByRole("heading", { level: 1, name: "Über Demo Markt" })).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
});
