import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { recordingOfLog } from "../../domain/app/recording/recording";
import { fetchReport, operatorToken } from "../../scripts/replay-report";
import { demoOperators } from "../../server/seed/operators";
import { testShop } from "../support/shop";

const server = () => inject("serverUrl");
const QA = demoOperators.find((o) => o.role === "qa") ?? (demoOperators[0] as never);

/** Uploads a report as a shopper's browser would (session and XSRF cookie first); answers its reference. */
const upload = async (recording: unknown): Promise<string> => {
  const csrf = await fetch(new URL("/api/csrf", server()));
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const xsrf = cookies.find((c) => c?.startsWith("XSRF-TOKEN="))?.slice("XSRF-TOKEN=".length) ?? "";
  const response = await fetch(new URL("/api/problem-reports", server()), {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookies.join("; "), "x-xsrf-token": xsrf },
    body: JSON.stringify({
      kind: "report",
      description: "Replay me",
      path: "/",
      buildId: "test",
      recording: gzipSync(JSON.stringify(recording)).toString("base64"),
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
};

const recorded = async () => {
  const shop = testShop();
  await shop.dispatch({ _tag: "OpenProblemReport", origin: "footer" });
  await shop.dispatch({ _tag: "RecordConsoleMessage", level: "error", message: "boom" });
  return recordingOfLog(shop.log, { appVersion: "test", tenant: "demo-markt", sessionId: "s", startedAt: 0 });
};

describe("npm run replay -- --report <id> --server <URL> (issue 19 #7)", () => {
  it("[issue 19 #7] fetches a report with an operator login and re-executes it: no divergence", async () => {
    const reference = await upload(await recorded());
    const { stdout } = await promisify(execFile)(
      "node_modules/.bin/tsx",
      ["scripts/replay.ts", "--report", reference, "--server", server()],
      { env: { ...process.env, QA_EMAIL: QA.email, QA_PASSWORD: QA.password } },
    );
    expect(stdout).toContain(`report     ${reference} from ${server()}, the inbox points at entry #`);
    expect(stdout).toContain("no divergence");
  }, 60_000);

  it("[issue 19 #7] without a QA login the report is refused; a wrong password gets no token", async () => {
    const reference = await upload(await recorded());
    await expect(operatorToken(server(), QA.email, "wrong")).rejects.toThrow(/refused \(401\)/);
    await expect(fetchReport(server(), reference, "x".repeat(43))).rejects.toThrow(/answered 401/);
    const token = await operatorToken(server(), QA.email, QA.password);
    expect((await fetchReport(server(), reference, token)).text).toContain('"format"');
  });
});
