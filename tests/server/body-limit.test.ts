import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { limitBody } from "../../server/http/body-limit";

// The general body limit (server/http/body-limit.ts) answers as Hono's bodyLimit does: 413 for a
// body past the limit, whether its length is declared or it streams in chunks.
const app = new Hono();
app.use(limitBody(10, (c) => c.text("too large", 413)));
app.all("/echo", async (c) => c.text(await c.req.text()));

const chunked = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const ch of text) controller.enqueue(new TextEncoder().encode(ch));
      controller.close();
    },
  });

describe("limitBody", () => {
  it("passes a body up to the limit, declared or streamed", async () => {
    const declared = await app.request("/echo", {
      method: "POST",
      body: "0123456789",
      headers: { "content-length": "10" },
    });
    expect([declared.status, await declared.text()]).toEqual([200, "0123456789"]);
    const streamed = await app.request("/echo", {
      method: "POST",
      body: chunked("0123456789"),
      duplex: "half",
    } as RequestInit);
    expect([streamed.status, await streamed.text()]).toEqual([200, "0123456789"]);
  });

  it("refuses a longer body with 413, declared or streamed", async () => {
    const declared = await app.request("/echo", {
      method: "POST",
      body: "0123456789A",
      headers: { "content-length": "11" },
    });
    expect(declared.status).toBe(413);
    const streamed = await app.request("/echo", {
      method: "POST",
      body: chunked("0123456789A"),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("lets a GET through", async () => {
    expect((await app.request("/echo")).status).toBe(200);
  });
});
