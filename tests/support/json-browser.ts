import { expect } from "vitest";
import type { App } from "../../server/http/env";
import { browserFetch } from "./in-process";

export interface Login {
  readonly email: string;
  readonly password: string;
}

/**
 * A browser on an in-process app, calling its JSON API: its own cookies (`jar`), the XSRF header as
 * the client sends it, logged in as `who` when given.
 */
export const jsonBrowser = async (app: App, who?: Login, jar = new Map<string, string>()) => {
  const fetch = browserFetch(app, jar);
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { accept: "application/json" };
    const xsrf = jar.get("XSRF-TOKEN");
    if (xsrf) headers["x-xsrf-token"] = xsrf;
    if (body !== undefined) headers["content-type"] = "application/json";
    const r = await fetch(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await r.text();
    return { status: r.status, json: text ? (JSON.parse(text) as unknown) : undefined };
  };
  await call("GET", "/api/csrf");
  if (who)
    expect((await call("POST", "/api/auth/login", { email: who.email, password: who.password })).status).toBe(
      200,
    );
  return call;
};
export type JsonCall = Awaited<ReturnType<typeof jsonBrowser>>;
