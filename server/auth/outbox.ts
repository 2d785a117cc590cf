import { html, raw } from "hono/html";
import type { Db } from "../db/db";
import type { App } from "../http/env";
import { inlineHashes, pageCsp } from "../static/csp";

/*
 * The e-mail outbox: every mail the shop sends is a row (no mail server is reachable here). A
 * delivery process would send and mark them; in development /dev/outbox lists them so the
 * confirmation, reset and activation links can be followed.
 */

export interface OutboxMail {
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  /** The shop path the mail's button leads to (relative: the shop's own origin). */
  readonly link?: string;
}

export const queueMail = async (db: Db, mail: OutboxMail): Promise<void> => {
  await db.query("INSERT INTO email_outbox (recipient, subject, body, link) VALUES ($1, $2, $3, $4)", [
    mail.recipient,
    mail.subject,
    mail.body,
    mail.link ?? null,
  ]);
};

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: Date;
}

/** The newest mails first. */
const listOutbox = (db: Db, limit = 100): Promise<OutboxRow[]> =>
  db.query<OutboxRow>("SELECT * FROM email_outbox ORDER BY id DESC LIMIT $1", [limit]);

const OUTBOX_STYLE = `
      body { font-family: system-ui, sans-serif; margin: 1rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
      li { border: 1px solid #ccc; border-radius: 6px; padding: 0.75rem 1rem; margin-bottom: 0.75rem; list-style: none; }
      ul { padding: 0; }
      pre { white-space: pre-wrap; font: inherit; margin: 0.5rem 0; }
      a { color: #0b57d0; }
      .meta { color: #555; font-size: 0.9rem; }
`;

/** The page's one inline style is allowed by its hash, as on the shop's pages. */
const OUTBOX_CSP = pageCsp(inlineHashes(`<style>${OUTBOX_STYLE}</style>`), []);

/** Development only (server/app.ts mounts it when devPages is on): never in production mode. */
export const devOutboxRoutes = (app: App) => {
  app.get("/dev/outbox", async (c) => {
    const mails = await listOutbox(c.get("db"));
    c.header("Content-Security-Policy", OUTBOX_CSP);
    return c.html(html`<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Outbox (development)</title>
    <style>${raw(OUTBOX_STYLE)}</style>
  </head>
  <body>
    <main>
      <h1>Outbox (development)</h1>
      <p>Mails the shop has sent, newest first. This page exists only outside production.</p>
      ${
        mails.length === 0
          ? html`<p>No mails yet.</p>`
          : html`<ul>
              ${mails.map(
                (m) => html`<li class="mail">
                  <p class="meta">To: <span class="recipient">${m.recipient}</span> · ${new Date(m.created_at).toISOString()}</p>
                  <h2>${m.subject}</h2>
                  <pre>${m.body}</pre>
                  ${m.link ? html`<a href="${m.link}">${m.link}</a>` : ""}
                </li>`,
              )}
            </ul>`
      }
    </main>
  </body>
</html>`);
  });
};
