import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../domain/api/errors";
import { createApp } from "../../server/app";
import { honoPath } from "../../server/http/route";
import { collectingLogger } from "../support/collecting-logger";
import { failingDb } from "../support/failing-db";

/** A database that fails every query, to reach the server's last line of defence. */
const brokenDb = failingDb("connection refused at secret-host:5432");

describe("the app's error handling", () => {
  it("an unexpected failure answers a 500 ErrorBody without the stack, and is logged", async () => {
    const { logger, errors } = collectingLogger();
    const app = createApp({ db: brokenDb, logger, staticDir: "/nonexistent" });
    const response = await app.request("/api/content/pages?path=/", { headers: { "x-request-id": "r-500" } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(Schema.decodeUnknownSync(ErrorBody)(JSON.parse(text))).toEqual({
      status: 500,
      message: "internal server error",
    });
    expect(text).not.toContain("secret-host");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ requestId: "r-500", path: "/api/content/pages" });
    expect(String(errors[0]?.error)).toContain("secret-host");
  });

  it("test routes are absent unless asked for", async () => {
    const app = createApp({ db: brokenDb, logger: collectingLogger().logger, staticDir: "/nonexistent" });
    expect((await app.request("/api/test/malformed")).status).toBe(404);
  });
});

describe("honoPath", () => {
  it("keeps plain :params and turns a param with a suffix into a pattern requiring it", () => {
    expect(honoPath("/api/customers/:id").path).toBe("/api/customers/:id");
    const meta = honoPath("/builds/meta/:buildId.json");
    expect(meta.path).toBe("/builds/meta/:buildId{[^/]+\\.json}");
    expect(meta.params).toEqual([{ name: "buildId", suffix: ".json" }]);
  });
});
