import { inProcessServer } from "../support/in-process";

/**
 * A browser stand-in on the in-process server (tests/support/in-process: its own copy of the seeded
 * database per test file, so throttling here never locks out another file's logins), calling from
 * a chosen client address (the server reads the socket's peer address).
 */
export class AuthBrowser {
  readonly cookies = new Map<string, string>();
  constructor(readonly address = "192.0.2.10") {}

  async fetch(path: string, init: { method?: string; json?: unknown } = {}): Promise<Response> {
    const { app } = await inProcessServer();
    const headers = new Headers({ accept: "application/json" });
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const xsrf = this.cookies.get("XSRF-TOKEN");
    if (xsrf) headers.set("x-xsrf-token", xsrf);
    if (init.json !== undefined) headers.set("content-type", "application/json");
    const response = await app.request(
      path,
      {
        method: init.method ?? "GET",
        headers,
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      },
      { incoming: { socket: { remoteAddress: this.address } } } as never,
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === "" || attributes.some((a) => /^max-age=0$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async start(): Promise<this> {
    await this.fetch("/api/csrf");
    return this;
  }

  post(path: string, json: unknown) {
    return this.fetch(path, { method: "POST", json });
  }

  login(email: string, password: string) {
    return this.post("/api/auth/login", { email, password });
  }
}

export const registration = (overrides: Record<string, string> = {}) => ({
  salutation: "Female",
  firstName: "Mia",
  lastName: "Berger",
  email: "mia.berger@example.com",
  password: "Sicher-2026",
  birthdate: "01.02.1990",
  street: "Hauptstraße",
  houseNumber: "12",
  zip: "10115",
  city: "Berlin",
  country: "DE",
  hasClubCard: "no",
  hasActivationCode: "no",
  ...overrides,
});

/** The newest outbox link to a recipient (the mails are rows: server/auth/outbox.ts). */
export const lastLink = async (recipient: string): Promise<string> => {
  const { db } = await inProcessServer();
  const [row] = await db.query<{ link: string | null }>(
    "SELECT link FROM email_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1",
    [recipient],
  );
  if (!row?.link) throw new Error(`no mail with a link to ${recipient}`);
  return row.link;
};

export const tokenOf = (link: string, param: string) =>
  new URL(link, "http://shop.test").searchParams.get(param) ?? "";
