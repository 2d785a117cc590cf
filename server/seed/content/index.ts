import { Schema } from "effect";
import { ComponentConfigs, ContentPage } from "../../../domain/content/page";
import type { SeedArea } from "../area";
import { demoComponentConfigs } from "./configs";
import { demoPages } from "./pages";

export { demoComponentConfigs } from "./configs";
export { demoPages } from "./pages";

export const contentSeed: SeedArea = {
  name: "content",
  async seed(tx) {
    await tx.query("DELETE FROM content_pages");
    for (const [path, page] of Object.entries(demoPages())) {
      await tx.query("INSERT INTO content_pages (path, page) VALUES ($1, $2)", [
        path,
        JSON.stringify(Schema.encodeSync(ContentPage)(page)),
      ]);
    }
    await tx.query("DELETE FROM component_configs");
    const configs = Schema.encodeSync(ComponentConfigs)(demoComponentConfigs);
    for (const [type, config] of Object.entries(configs)) {
      await tx.query("INSERT INTO component_configs (type, config) VALUES ($1, $2)", [
        type,
        JSON.stringify(config),
      ]);
    }
  },
};
