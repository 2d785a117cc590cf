import { describe, expect, it } from "vitest";
import { withConsentPreload } from "../../server/static/ssr";

const PAGE = "<!doctype html><html><head><title>Demo Markt</title></head><body></body></html>";

describe("the consent script's preload (issue 17)", () => {
  it("[issue 17] a rendered page starts the tenant's consent script with itself, in its head", () => {
    const html = withConsentPreload(PAGE, "/consent/banner.js");
    expect(html).toContain(
      '<link rel="preload" as="script" href="/consent/banner.js" data-consent-script></head>',
    );
    expect(html.indexOf("preload")).toBeLessThan(html.indexOf("<body>"));
  });

  it("[issue 17] a tenant without a consent script gets no preload, and a hostile URL stays an attribute", () => {
    expect(withConsentPreload(PAGE, undefined)).toBe(PAGE);
    const html = withConsentPreload(PAGE, 'https://cmp.example/x.js"><script>alert(1)</script>');
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain('href="https://cmp.example/x.js&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
