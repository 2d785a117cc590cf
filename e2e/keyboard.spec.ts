import { expect, test } from "@playwright/test";
import { message, openShop } from "./support";

test("[doc1 §4] Tab from the top reaches the skip link first; Enter moves focus to main", async ({
  page,
}) => {
  await openShop(page, "/");
  // Tag the rendered heading: the skip link must not rebuild the page (it once did, through the
  // popstate that a "#main" hash change fires).
  const heading = page.getByRole("heading", { name: "Frisch vom Markt zu Ihnen nach Hause" });
  await heading.evaluate((el) => el.setAttribute("data-e2e-seen", "1"));

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: message("header.skipToContent") });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await expect(heading).toHaveAttribute("data-e2e-seen", "1");
  await expect(page).toHaveURL("/");

  // The next Tab continues inside the page content, not back in the header.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByRole("link", { name: "Jetzt einkaufen" })).toBeFocused();
});
