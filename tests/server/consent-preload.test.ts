import { describe, expect, it } from "vitest";
import { withConsentPreload } from "../../server/static/ssr";

const PAGE = "<!doctype html><html><head><title>Demo Markt</title></head><body></body></html>";

describe("the consent script's preload (issue 17)", () => {
  it("[issue 17] a rendered page starts the tenant's consent script with itself, in its head", () => {
    const html = withConsentPreload(PAGE, "/consent/banner.js");
    expect(html).toContain('<link rel="preload" as="script" href="/consent/banner.js" data-consent-script>');
    expect(html.indexOf("preload")).toBeLessThan(html.indexOf("<body>"));
  });

  it("[issue 17] the reference consent script's stylesheet, which its banner waits for, starts with the page too", () => {
    const html = withConsentPreload(PAGE, "/consent/banner.js");
    expect(html).toContain('<link rel="preload" as="style" href="/consent/banner.css"></head>');
    // Another host's script loads what it loads: nothing is guessed for it.
    expect(withConsentPreload(PAGE, "https://cmp.example/x.js")).not.toContain('as="style"');
  });

  it("[issue 17] a tenant without a consent script gets no preload, and a hostile URL stays an attribute", () => {
    expect(withConsentPreload(PAGE, undefined)).toBe(PAGE);
    const html = withConsentPreload(PAGE, 'https://cmp.example/x.js"><script>alert(1)</script>');
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain('href="https://cmp.example/x.js&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
