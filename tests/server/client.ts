import { inject } from "vitest";

/**
 * A tiny browser stand-in for the server tests: keeps cookies between calls (Set-Cookie with
 * Max-Age=0 removes one) and can copy the XSRF cookie into the header, as the client adapter does.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly setCookies: string[] = [];

  constructor(readonly baseUrl: string = inject("serverUrl")) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async fetch(path: string, init: RequestInit & { xsrf?: boolean; json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has("accept")) headers.set("accept", "application/json");
    if (this.cookies.size > 0) headers.set("cookie", this.cookieHeader());
    const xsrf = this.cookies.get("XSRF-TOKEN");
    if (init.xsrf && xsrf) headers.set("x-xsrf-token", xsrf);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      ...init,
      headers,
      body: body ?? null,
      redirect: "manual",
    });
    this.absorb(response);
    return response;
  }

  /** Cookies as the response set them, with their attributes: ["sid=...; Path=/; HttpOnly; ..."]. */
  lastSetCookies: string[] = [];

  private absorb(response: Response) {
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      this.setCookies.push(line);
      const [pair = "", ...attributes] = line.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const removed = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      if (removed || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Gets a token like the client does at start-up. */
  async csrf(): Promise<string> {
    const response = await this.fetch("/api/csrf");
    const { token } = (await response.json()) as { token: string };
    return token;
  }

  async login(email: string, password: string): Promise<Response> {
    if (!this.cookies.has("XSRF-TOKEN")) await this.csrf();
    return this.fetch("/api/auth/login", { method: "POST", xsrf: true, json: { email, password } });
  }
}

export const setCookieFor = (lines: ReadonlyArray<string>, name: string): string | undefined =>
  lines.find((l) => l.startsWith(`${name}=`));

export const ANNA = { email: "anna.schmidt@example.com", password: "Einkauf-2026!" } as const;
export const LENA = { email: "lena.wagner@example.com", password: "Treue-2026!" } as const;
