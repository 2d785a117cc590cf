// npm run vitals -- [--server URL] [--days N]: real shoppers' Core Web Vitals (issue 17 field data),
// the 75th percentile per route and metric with the share of good page views, from the reference
// server's summary (operator token: INSIGHTS_OPERATOR_TOKEN, the development default otherwise).
import { DEFAULT_INSIGHTS_OPERATOR_TOKEN } from "../server/insights/settings";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const server = arg("server") ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const days = arg("days") ?? "28";
const token = process.env.INSIGHTS_OPERATOR_TOKEN || DEFAULT_INSIGHTS_OPERATOR_TOKEN;

const response = await fetch(`${server}/api/vitals/summary?days=${encodeURIComponent(days)}`, {
  headers: { authorization: `Bearer ${token}`, accept: "application/json" },
});
if (!response.ok) {
  console.error(`${server}: ${response.status} ${await response.text()}`);
  process.exit(1);
}
const summary = (await response.json()) as {
  days: number;
  routes: Array<{ route: string; metrics: Record<string, { samples: number; p75: number; good: number }> }>;
};
const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
const cell = (name: string, m: { samples: number; p75: number; good: number } | undefined) =>
  m === undefined
    ? "—"
    : `${name === "CLS" ? m.p75.toFixed(3) : `${Math.round(m.p75)} ms`} (${Math.round(m.good * 100)} % good, n=${m.samples})`;
console.log(`Core Web Vitals of the last ${summary.days} days, 75th percentile (${server})`);
console.log(`| route | ${METRICS.join(" | ")} |`);
console.log(`|---|${METRICS.map(() => "---").join("|")}|`);
for (const r of summary.routes)
  console.log(`| ${r.route} | ${METRICS.map((name) => cell(name, r.metrics[name])).join(" | ")} |`);
if (summary.routes.length === 0)
  console.log("(no page views reported yet: shoppers report with statistics consent)");
