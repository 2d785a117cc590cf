import { Schema } from "effect";
import { ComponentConfigs } from "../../../domain/content/page";
import { storeContentPage } from "../../content/store";
import type { SeedArea } from "../area";
import { demoComponentConfigs } from "./configs";
import { demoPages } from "./pages";

export { demoComponentConfigs } from "./configs";
export { demoPages } from "./pages";

export const contentSeed: SeedArea = {
  name: "content",
  async seed(tx) {
    await tx.query("DELETE FROM content_pages");
    for (const [path, page] of Object.entries(demoPages())) await storeContentPage(tx, path, page);
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
