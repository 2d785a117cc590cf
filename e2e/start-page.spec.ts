import { expect, test } from "@playwright/test";
import { demoComponentConfigs, demoPages } from "../server/seed/content";
import { headerNav, openShop } from "./support";

const start = demoPages()["/"]!;
const { header, footer, socialsharingandseo: seo } = demoComponentConfigs;

test.describe("start page from the CMS", () => {
  test.beforeEach(async ({ page }) => {
    await openShop(page, "/");
  });

  test("[doc1 §2] the start page shows the hero teaser and the three category teasers", async ({ page }) => {
    const main = page.getByRole("main");
    const hero = main.getByRole("article").filter({
      has: page.getByRole("heading", { name: "Frisch vom Markt zu Ihnen nach Hause" }),
    });
    await expect(hero).toBeVisible();
    await expect(hero.getByRole("img", { name: "Obst und Gemüse in einer Holzkiste" })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Jetzt einkaufen" })).toHaveAttribute("href", "/sortiment");

    await expect(main.getByRole("heading", { name: "Beliebte Kategorien" })).toBeVisible();
    const categories = [
      { title: "Obst & Gemüse", link: "Zu Obst & Gemüse", href: "/sortiment/obst-gemuese" },
      { title: "Backwaren", link: "Zu den Backwaren", href: "/sortiment/backwaren" },
      { title: "Getränke", link: "Zu den Getränken", href: "/sortiment/getraenke" },
    ];
    for (const c of categories) {
      const teaser = main.getByRole("article").filter({ has: page.getByRole("heading", { name: c.title }) });
      await expect(teaser, c.title).toBeVisible();
      await expect(teaser.getByRole("img", { name: c.title })).toBeVisible();
      await expect(teaser.getByRole("link", { name: c.link })).toHaveAttribute("href", c.href);
    }
    // The hero and exactly three category teasers, nothing else rendered as a teaser.
    await expect(main.getByRole("article")).toHaveCount(1 + categories.length);
  });

  test("[doc1 §2] header navigation and footer come from the CMS component configs", async ({ page }) => {
    const nav = headerNav(page);
    const navLinks = nav.getByRole("link");
    await expect(navLinks).toHaveText(header.navigation.map((l) => l.label));
    for (const link of header.navigation)
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    await expect(page.getByRole("banner").getByRole("img", { name: header.logo.alt })).toBeVisible();

    const contentinfo = page.getByRole("contentinfo");
    for (const column of footer.columns) {
      const columnNav = contentinfo.getByRole("navigation", { name: column.title });
      await expect(columnNav.getByRole("heading", { name: column.title })).toBeVisible();
      await expect(columnNav.getByRole("link")).toHaveText(column.links.map((l) => l.label));
      for (const link of column.links)
        await expect(columnNav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
          "href",
          link.href,
        );
    }
    await expect(contentinfo.getByText(footer.copyright)).toBeVisible();
  });

  test("[doc1 §2] the document title follows the SEO template and a meta description is set", async ({
    page,
  }) => {
    await expect(page).toHaveTitle(seo.titleTemplate.replace("%s", start.title));
    const description = page.locator('head meta[name="description"]');
    await expect(description).toHaveCount(1);
    await expect(description).toHaveAttribute("content", start.metaDescription!);
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  });
});
