import { describe, expect, it } from "vitest";
import { discoveryLinks } from "../../domain/discovery/links";
import { matchRoute } from "../../domain/routing/routes";
import { hasOwnScreen, routeSubject } from "../../domain/routing/subject";
import { routesFor } from "../../domain/routing/table";
import { runtimeConfig } from "../support/fixtures";

describe("recipe, store-finder and sitemap routes (issue 14)", () => {
  const config = runtimeConfig();
  const routes = routesFor(config);

  it("[issue 14] the search flyout's recipe link opens the recipe detail screen, not the CMS catch-all", () => {
    const href = discoveryLinks(config).recipe("spaghetti-bolognese");
    const match = matchRoute(routes, href);
    expect(match?.name).toBe("recipeDetail");
    expect(match?.params.slug).toBe("spaghetti-bolognese");
    expect(hasOwnScreen("recipeDetail")).toBe(true);
    expect(routeSubject({ name: "recipeDetail", params: { slug: "x" } }, href)).toEqual({
      kind: "recipe",
      slug: "x",
    });
  });

  it("[issue 14] the footer's recipes, stores and sitemap paths have screens of their own", () => {
    for (const path of ["/rezepte", "/maerkte", "/sitemap"]) {
      const match = matchRoute(routes, path);
      expect(match && hasOwnScreen(match.name), path).toBe(true);
    }
  });
});
