import { expect, type Page, test } from "@playwright/test";
import { openShop } from "./support";

/** Every CSP violation the page reports, from before its first script runs. */
const watchViolations = async (page: Page): Promise<() => Promise<string[]>> => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, "__cspViolations", seen);
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => [...(Reflect.get(window, "__cspViolations") as string[])]);
};

const banner = (page: Page) => page.getByRole("region", { name: "Cookie-Hinweis" });

test.describe("Content-Security-Policy (issue 16 #4)", () => {
  test("[issue 16 #4] an injected inline script and inline event handler do not run; the shop does", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await openShop(page, "/");
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = 'script'";
      document.body.append(script);
      const holder = document.createElement("div");
      holder.innerHTML = `<img src="/no-such-image.png" onerror="window.__injected = 'handler'">`;
      document.body.append(holder);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return Reflect.get(window, "__injected") ?? null;
    });
    expect(ran).toBeNull();
    await expect.poll(violations).toContain("script-src-elem inline");
    expect(await violations()).toContain("script-src-attr inline");
    // The shop still works: a client-side navigation shows the next page.
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("[issue 16 #4] the consent banner, the tag manager and the deferred tags load under the policy, with no violation", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await openShop(page, "/");
    await expect(banner(page)).toBeVisible();
    // Styled by its own stylesheet (no inline style is allowed): fixed at the bottom.
    expect(await banner(page).evaluate((e) => getComputedStyle(e.closest(".cb-bar") ?? e).position)).toBe(
      "fixed",
    );
    await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect
      .poll(() => page.evaluate(() => Reflect.get(window, "__tagManager") !== undefined))
      .toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...((Reflect.get(window, "__deferredTags") as string[] | undefined) ?? [])].sort(),
        ),
      )
      .toEqual(["marketing-pixel", "recommendations"]);
    expect(await violations()).toEqual([]);
  });

  test("[issue 16 #4] the shop, checkout included, cannot be framed", async ({ page, baseURL }) => {
    for (const path of ["/", "/kasse"]) {
      await page.setContent(`<iframe title="framed" src="${baseURL}${path}"></iframe>`);
      const frame = page.frameLocator("iframe");
      await page.waitForTimeout(500);
      await expect(frame.locator("#root")).toHaveCount(0);
    }
  });
});
