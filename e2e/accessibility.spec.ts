import { test } from "@playwright/test";
import { expectNoAxeViolations, openShop } from "./support";

const widths = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;
const pages = [
  { name: "start page", path: "/" },
  { name: "content page", path: "/ueber-uns" },
  { name: "help page", path: "/hilfe" },
  { name: "offers page", path: "/angebote" },
  { name: "not-found page", path: "/gibt-es-nicht" },
] as const;

for (const width of widths) {
  test.describe(`${width.name} width`, () => {
    test.use({ viewport: width.viewport });
    for (const p of pages) {
      test(`[design §Tests] the ${p.name} (${p.path}) has no WCAG 2 A/AA violations at ${width.name} width`, async ({
        page,
      }) => {
        await openShop(page, p.path);
        await expectNoAxeViolations(page);
      });
    }
  });
}
