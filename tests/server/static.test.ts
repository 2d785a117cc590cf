import { describe, expect, inject, it } from "vitest";
import { wantsPage } from "../../server/static/routes";

describe("static client and history fallback", () => {
  it("[issue 2 §4] any page path gets the app for a browser, and for generic clients unless it names a file", () => {
    expect(wantsPage("text/html,application/xhtml+xml", "/angebote")).toBe(true);
    expect(wantsPage("*/*", "/")).toBe(true);
    expect(wantsPage("", "/ueber-uns")).toBe(true);
    expect(wantsPage("*/*", "/assets/missing.js")).toBe(false);
    expect(wantsPage("application/json", "/angebote")).toBe(false);
  });

  it("[issue 2 §4] GET / answers a page, never a 404, whatever the client accepts", async () => {
    const res = await fetch(new URL("/", inject("serverUrl")), { headers: { accept: "*/*" } });
    // 503 "client not built" when dist/ is absent in this run; the app's index.html otherwise.
    expect([200, 503]).toContain(res.status);
    expect(res.headers.get("content-type")).toContain("text/html");
  });
});
