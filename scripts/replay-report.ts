// `npm run replay -- --report <PR-…> --server <URL>` (issue 19 #7): fetches a problem report's
// recording from the reference server's QA inbox, as a QA operator (QA_TOKEN, or QA_EMAIL and
// QA_PASSWORD; default the seeded demo QA operator), into a file the replay then loads.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const DEMO_QA = { email: "qa@demo-markt.example", password: "Pruefen-2026!" };

/** Logs in at /qa/login (a form, as in the browser) and returns the operator session's token. */
export const operatorToken = async (server: string, email: string, password: string): Promise<string> => {
  const response = await fetch(new URL("/qa/login", server), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }).toString(),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => /^op_sid=([^;]+)/.exec(c)?.[1])
    .find((v) => v !== undefined && v !== "");
  if (response.status !== 303 || cookie === undefined)
    throw new Error(`operator login at ${server} refused (${response.status}): check QA_EMAIL/QA_PASSWORD`);
  return cookie;
};

/** The report's recording as text, and the entry the inbox points at. */
export const fetchReport = async (
  server: string,
  reference: string,
  token: string,
): Promise<{ readonly text: string; readonly focusSeq: number | null }> => {
  const response = await fetch(
    new URL(`/qa/reports/${encodeURIComponent(reference)}/recording.json`, server),
    {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    },
  );
  const text = await response.text();
  if (!response.ok)
    throw new Error(`report ${reference}: the server answered ${response.status}: ${text.slice(0, 300)}`);
  const focus = response.headers.get("x-problem-focus-seq");
  return { text, focusSeq: focus === null ? null : Number(focus) };
};

/**
 * With --report in the arguments: the fetched recording's file path (the replay's input), else null.
 * Exits with 2 (a refused input, as a refused file) when the report cannot be fetched.
 */
export const reportFileFromArgs = async (args: ReadonlyArray<string>): Promise<string | null> => {
  const at = args.indexOf("--report");
  if (at < 0) return null;
  const reference = args[at + 1];
  const serverAt = args.indexOf("--server");
  const server = (serverAt >= 0 ? args[serverAt + 1] : undefined) ?? process.env.REPLAY_SERVER;
  if (!reference || !server) {
    console.error("usage: npm run replay -- --report <PR-XXXXXXXX> --server <URL>");
    process.exit(2);
  }
  try {
    const token =
      process.env.QA_TOKEN ??
      (await operatorToken(
        server,
        process.env.QA_EMAIL ?? DEMO_QA.email,
        process.env.QA_PASSWORD ?? DEMO_QA.password,
      ));
    const { text, focusSeq } = await fetchReport(server, reference, token);
    const file = join(mkdtempSync(join(tmpdir(), "problem-report-")), `${reference}.json`);
    writeFileSync(file, text);
    console.log(
      `report     ${reference} from ${server}${focusSeq === null ? "" : `, the inbox points at entry #${focusSeq}`}`,
    );
    return file;
  } catch (e) {
    console.error(`refused: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(2);
  }
};
