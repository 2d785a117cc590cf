import { describe, expect, it } from "vitest";
import { Browser } from "./client";

describe("GET /media/:name.svg", () => {
  it("serves the seeded logo as SVG with long cache headers", async () => {
    const response = await new Browser().fetch("/media/logo.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await new Browser().fetch("/media/obst-gemuese.svg");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const second = await new Browser().fetch("/media/obst-gemuese.svg", {
      headers: { "if-none-match": etag },
    });
    expect(second.status).toBe(304);
  });

  it("an unknown image is a 404", async () => {
    expect((await new Browser().fetch("/media/gibt-es-nicht.svg")).status).toBe(404);
    expect((await new Browser().fetch("/media/..%2F..%2Fpackage.json.svg")).status).toBe(404);
  });
});
