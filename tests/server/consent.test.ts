import { describe, expect, it } from "vitest";
import { Browser } from "./client";

describe("consent scripts of the reference server", () => {
  it("[doc1 §4] serves the banner, the tag manager stand-in and the deferred tag as JavaScript", async () => {
    const browser = new Browser();
    for (const path of ["/consent/banner.js", "/consent/gtm.js", "/consent/tag.js"]) {
      const r = await browser.fetch(path);
      expect(r.status, path).toBe(200);
      expect(r.headers.get("content-type")).toContain("text/javascript");
    }
    const banner = await (await browser.fetch("/consent/banner.js")).text();
    for (const part of [
      "OptanonWrapper",
      "OnetrustActiveGroups",
      "Alle akzeptieren",
      "Nur notwendige",
      "Einstellungen",
    ])
      expect(banner).toContain(part);
  });
  it("the tenant config names the consent script and the tag manager (no external host)", async () => {
    const r = await new Browser().fetch("/tenant/config");
    const config = ((await r.json()) as { clientRuntimeConfig: Record<string, unknown> }).clientRuntimeConfig;
    expect(config.consentScriptUrl).toBe("/consent/banner.js");
    expect(config.tagManager).toEqual({ id: "GTM-DEMO", scriptUrl: "/consent/gtm.js" });
  });
});
