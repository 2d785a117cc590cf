import { expect, test } from "@playwright/test";
import { demoComponentConfigs } from "../server/seed/content";
import { headerNav, openShop, setWindowMarker, windowMarker } from "./support";

const { socialsharingandseo: seo } = demoComponentConfigs;

test.describe("in-app navigation", () => {
  test("[doc1 §2] a header link opens the content page without a full reload and focuses main", async ({
    page,
  }) => {
    await openShop(page, "/");
    const marker = await setWindowMarker(page);
    const documentLoads: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documentLoads.push(r.url());
    });

    await headerNav(page).getByRole("link", { name: "Über uns", exact: true }).click();

    await expect(page).toHaveURL("/ueber-uns");
    await expect(page.getByRole("heading", { level: 1, name: "Über Demo Markt" })).toBeVisible();
    await expect(page.getByRole("main")).toBeFocused();
    await expect(page).toHaveTitle(seo.titleTemplate.replace("%s", "Über uns"));
    expect(await windowMarker(page), "the page was reloaded").toBe(marker);
    expect(documentLoads).toEqual([]);
  });

  test("[doc1 §2] a second header link and the browser's back button stay in the app", async ({ page }) => {
    await openShop(page, "/");
    const marker = await setWindowMarker(page);
    await headerNav(page).getByRole("link", { name: "Angebote", exact: true }).click();
    await expect(page).toHaveURL("/angebote");
    await expect(page.getByRole("heading", { level: 1, name: "Angebote der Woche" })).toBeVisible();
    await expect(page.getByRole("main")).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Frisch vom Markt zu Ihnen nach Hause" })).toBeVisible();
    expect(await windowMarker(page), "the page was reloaded").toBe(marker);
  });
});
