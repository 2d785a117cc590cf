import { gunzipSync } from "node:zlib";
import type { Context } from "hono";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { App, AppEnv } from "../http/env";
import { errorResponse } from "../http/errors";
import { currentOperator } from "../operators/auth";
import { operatorLogin, operatorLogout } from "../operators/routes";
import type { Operator } from "../operators/store";
import { inlineHashes, pageCsp } from "../static/csp";
import {
  deleteOldProblemReports,
  deleteProblemReport,
  findProblemReport,
  listProblemReports,
  type ProblemReportRow,
  REFERENCE_PATTERN,
} from "./store";

/** The QA inbox's paths (issue 19 #2): server pages behind the operator login, no client code. */
const INBOX_PATH = "/qa";

const KINDS = [
  ["", "Alle"],
  ["report", "Meldung"],
  ["defect", "Fehler im Ablauf"],
  ["uncaught", "Skriptfehler"],
  ["payment", "Zahlung fehlgeschlagen"],
] as const;
const kindLabel = (kind: string) => KINDS.find(([k]) => k === kind)?.[1] ?? kind;

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; color: #1a1a1a; }
  body { margin: 0; }
  header { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; justify-content: space-between; padding: .75rem 1rem; background: #0f3d2e; color: #fff; }
  header h1 { font-size: 1.2rem; margin: 0; }
  header form { margin: 0; }
  main { padding: 1rem; max-width: 90rem; margin: 0 auto; }
  .filters { display: flex; flex-wrap: wrap; gap: .75rem; align-items: end; margin-bottom: 1rem; }
  .filters label { display: flex; flex-direction: column; gap: .25rem; font-size: .9rem; }
  .filters input[type=search] { width: min(26rem, calc(100vw - 2rem)); }
  .ref { white-space: nowrap; }
  input, select, button { font: inherit; padding: .45rem .6rem; border: 1px solid #888; border-radius: 4px; min-height: 2.5rem; box-sizing: border-box; }
  button { background: #0f3d2e; color: #fff; border-color: #0f3d2e; cursor: pointer; }
  button.secondary { background: #fff; color: #0f3d2e; }
  button.danger { background: #fff; color: #a40000; border-color: #a40000; }
  header button { background: #fff; color: #0f3d2e; }
  a { color: #0b57d0; }
  table { border-collapse: collapse; width: 100%; font-size: .92rem; }
  th, td { text-align: left; vertical-align: top; padding: .5rem; border-bottom: 1px solid #ddd; }
  th { background: #f3f3f3; }
  td.error { max-width: 22rem; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
  .actions form { margin: 0; }
  .kind { display: inline-block; padding: .1rem .4rem; border-radius: 3px; background: #e8f0fe; white-space: nowrap; }
  .kind--report { background: #e6f4ea; }
  .kind--payment, .kind--defect, .kind--uncaught { background: #fce8e6; }
  .login { max-width: 24rem; margin: 3rem auto; display: flex; flex-direction: column; gap: .75rem; }
  .login label { display: flex; flex-direction: column; gap: .25rem; }
  .notice { padding: .6rem .8rem; border-radius: 4px; background: #fce8e6; color: #a40000; }
  .count { color: #555; }
  @media (max-width: 700px) {
    thead { display: none; }
    table, tbody, tr, td { display: block; width: 100%; box-sizing: border-box; }
    tr { border: 1px solid #ccc; border-radius: 6px; margin-bottom: .75rem; padding: .25rem 0; }
    td { border: 0; padding: .3rem .75rem; }
    td::before { content: attr(data-label); display: block; font-size: .8rem; color: #555; }
    td.error { max-width: none; }
  }
`;
const CSP = pageCsp(inlineHashes(`<style>${STYLE}</style>`), []);

const page = (
  c: Context<AppEnv>,
  status: 200 | 400 | 401 | 403 | 429,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
) => {
  c.header("Content-Security-Policy", CSP);
  c.header("Cache-Control", "no-store");
  return c.html(
    html`<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    ${body}
  </body>
</html>`,
    status,
  );
};

const loginPage = (c: Context<AppEnv>, status: 200 | 400 | 401 | 403 | 429, message?: string) =>
  page(
    c,
    status,
    "QA-Anmeldung",
    html`<main>
      <form class="login" method="post" action="${INBOX_PATH}/login">
        <h1>Anmeldung für Mitarbeitende</h1>
        ${message ? html`<p class="notice" role="alert">${message}</p>` : ""}
        <label>E-Mail <input name="email" type="email" autocomplete="username" required /></label>
        <label>Passwort <input name="password" type="password" autocomplete="current-password" required /></label>
        <button type="submit">Anmelden</button>
      </form>
    </main>`,
  );

const time = (d: Date) => new Date(d).toISOString().replace("T", " ").slice(0, 19);

const row = (r: ProblemReportRow) => {
  const viewer = `/devtools/viewer.html?report=${encodeURIComponent(r.reference)}&entry=${r.focus_seq}`;
  return html`<tr data-reference="${r.reference}">
    <td data-label="Zeit (UTC)">${time(r.received_at)}</td>
    <td data-label="Art"><span class="kind kind--${r.kind}">${kindLabel(r.kind)}</span></td>
    <td data-label="Referenz" class="ref"><strong>${r.reference}</strong></td>
    <td data-label="Seite">${r.path}</td>
    <td data-label="Fehler / Beschreibung" class="error">${r.error ?? ""}${r.error && r.description ? html`<br />` : ""}${r.description}${r.email ? html`<br /><span class="count">${r.email}</span>` : ""}</td>
    <td data-label="Build">${r.build_id}</td>
    <td data-label="Warenkorb">${r.cart_id ?? "–"}</td>
    <td data-label="Bestellung">${r.order_number ?? "–"}</td>
    <td data-label="Aktionen">
      <div class="actions">
        <span class="count" data-size="${r.recording_bytes}">${r.entries} Einträge · ${(r.recording_bytes / 1024).toFixed(1)} kB</span>
        <a href="${viewer}">Im Viewer öffnen</a>
        <a href="${INBOX_PATH}/reports/${r.reference}/recording.json" download="${r.reference}.json">Herunterladen</a>
        <form method="post" action="${INBOX_PATH}/reports/${r.reference}/delete">
          <button type="submit" class="danger" aria-label="${r.reference} löschen">Löschen</button>
        </form>
      </div>
    </td>
  </tr>`;
};

const inboxPage = (
  c: Context<AppEnv>,
  operator: Operator,
  rows: ReadonlyArray<ProblemReportRow>,
  kind: string,
  q: string,
) =>
  page(
    c,
    200,
    "Problem-Eingang",
    html`<header>
      <h1>Problem-Eingang</h1>
      <form method="post" action="${INBOX_PATH}/logout">
        <span>${operator.name}</span> <button type="submit">Abmelden</button>
      </form>
    </header>
    <main>
      <form class="filters" method="get" action="${INBOX_PATH}" role="search">
        <label>Art
          <select name="kind">
            ${KINDS.map(([k, label]) => html`<option value="${k}" ${k === kind ? "selected" : ""}>${label}</option>`)}
          </select>
        </label>
        <label>Suche <input type="search" name="q" value="${q}" placeholder="Referenz, Fehler, Seite, Warenkorb, Bestellung" /></label>
        <button type="submit">Filtern</button>
      </form>
      <p class="count" aria-live="polite">${rows.length} ${rows.length === 1 ? "Eintrag" : "Einträge"}</p>
      ${
        rows.length === 0
          ? html`<p>Keine Meldungen.</p>`
          : html`<table>
        <thead><tr><th>Zeit (UTC)</th><th>Art</th><th>Referenz</th><th>Seite</th><th>Fehler / Beschreibung</th><th>Build</th><th>Warenkorb</th><th>Bestellung</th><th>Aktionen</th></tr></thead>
        <tbody>${rows.map(row)}</tbody>
      </table>`
      }
    </main>`,
  );

const qaOperator = async (c: Context<AppEnv>): Promise<Operator | Response> => {
  const operator = await currentOperator(c);
  if (!operator) return loginPage(c, 401);
  if (operator.role !== "qa") return loginPage(c, 403, "Dieser Zugang hat keine QA-Rolle.");
  return operator;
};

/** The JSON answers (recording download) refuse as the API does: 401 without login, 403 without the role. */
const qaOperatorJson = async (c: Context<AppEnv>): Promise<Operator | Response> => {
  const operator = await currentOperator(c);
  if (!operator) return errorResponse(c, 401, "operator login required", { code: "operator_login_required" });
  if (operator.role !== "qa")
    return errorResponse(c, 403, "this needs the qa role", { code: "operator_role_required" });
  return operator;
};

const referenceOf = (c: Context<AppEnv>): string | null => {
  const ref = c.req.param("reference") ?? "";
  return REFERENCE_PATTERN.test(ref) ? ref : null;
};

export const inboxRoutes = (app: App, options: { readonly retentionSeconds: number }) => {
  app.get(INBOX_PATH, async (c) => {
    const operator = await qaOperator(c);
    if (operator instanceof Response) return operator;
    const kind = c.req.query("kind") ?? "";
    const q = (c.req.query("q") ?? "").slice(0, 200);
    if (!KINDS.some(([k]) => k === kind)) return errorResponse(c, 400, `unknown kind: ${kind.slice(0, 40)}`);
    const db = c.get("db");
    await deleteOldProblemReports(db, options.retentionSeconds);
    const rows = await listProblemReports(db, { kind: kind || undefined, q: q.trim() || undefined });
    return inboxPage(c, operator, rows, kind, q);
  });

  app.post(`${INBOX_PATH}/login`, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const result = await operatorLogin(c, form.email, form.password);
    if (!result.ok) {
      if (result.retryAfter) c.header("Retry-After", String(result.retryAfter));
      return loginPage(c, result.status, result.message);
    }
    // QA to the inbox; an editor to the shop, where Ctrl+Shift+E now toggles the edit links (issue 14).
    return c.redirect(result.role === "qa" ? INBOX_PATH : "/", 303);
  });

  app.post(`${INBOX_PATH}/logout`, async (c) => {
    await operatorLogout(c);
    return c.redirect(INBOX_PATH, 303);
  });

  app.get(`${INBOX_PATH}/reports/:reference/recording.json`, async (c) => {
    const operator = await qaOperatorJson(c);
    if (operator instanceof Response) return operator;
    const reference = referenceOf(c);
    if (reference === null) return errorResponse(c, 400, "not a report reference (PR- and eight characters)");
    const found = await findProblemReport(c.get("db"), reference);
    if (!found) return errorResponse(c, 404, `no report ${reference}`);
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", "application/json; charset=utf-8");
    // The report's own fields travel beside the recording: the viewer and the replay CLI show them.
    c.header("X-Problem-Focus-Seq", String(found.focus_seq));
    return c.body(gunzipSync(Buffer.from(found.recording, "base64")).toString("utf8"));
  });

  app.post(`${INBOX_PATH}/reports/:reference/delete`, async (c) => {
    const operator = await qaOperator(c);
    if (operator instanceof Response) return operator;
    const reference = referenceOf(c);
    if (reference === null) return errorResponse(c, 400, "not a report reference (PR- and eight characters)");
    await deleteProblemReport(c.get("db"), reference);
    return c.redirect(INBOX_PATH, 303);
  });
};
