import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { browserFetch, inProcessServer } from "../support/in-process";
import { runScenario, scenarios, type Wire } from "./merge-support";

/**
 * Model-based property test of the cart merge on login (document 2 §4), the client's handlers on
 * the reference server's routes in process: random saved and anonymous carts, login moments (also
 * while an add is under way), both dialog answers, merge answers lost to timeouts. runScenario
 * checks the invariants: the outcome is the four rules' model (mergeDecision, fed from the
 * database), exactly one live cart remains for the customer, no line is lost or doubled, every
 * quantity stays at its maximum and every cap is reported, a retried merge changes nothing.
 */
const wire = async (): Promise<Wire> => {
  const base = await inProcessServer();
  return { db: base.db, browser: (jar) => browserFetch(base.app, jar) };
};

const NUM_RUNS = Number(process.env.MERGE_RUNS ?? 100);

describe("cart merge on login, model-based (document 2 §4)", () => {
  it("[doc2 §4] the merge follows the four rules; one cart remains; no line lost or doubled; caps kept and reported; retries idempotent", async () => {
    const w = await wire();
    const seen = new Map<string, number>();
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(scenarios, async (sc) => {
        const r = await runScenario(w, sc);
        const key = `${r.decision}:${r.outcomes.join(">")}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }),
      { numRuns: NUM_RUNS },
    );
    console.info(`merge property: ${NUM_RUNS} runs in ${Date.now() - started} ms`, Object.fromEntries(seen));
    // The runs went through every rule and both answers.
    for (const k of [
      "adopt:adopted",
      "ask:asked>merged",
      "ask:asked>discarded",
      "silent:merged",
      "keep:kept",
    ])
      expect(seen.get(k) ?? 0, k).toBeGreaterThan(0);
  }, 300_000);
});
