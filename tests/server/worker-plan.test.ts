import { describe, expect, it } from "vitest";
import { workerPlan } from "../../server/cluster/workers";

const PG = "postgres://grocery@127.0.0.1:5432/grocery";

describe("how many server processes (issue 18: WORKERS with DATABASE_URL)", () => {
  it("[issue 18] with DATABASE_URL the server runs one process per core unless WORKERS says otherwise", () => {
    expect(workerPlan({ DATABASE_URL: PG }, 4)).toEqual({ kind: "cluster", workers: 4 });
    expect(workerPlan({ DATABASE_URL: PG, WORKERS: "3" }, 4)).toEqual({ kind: "cluster", workers: 3 });
  });

  it("[issue 18] WORKERS=1, or a one-core machine, is today's single process", () => {
    expect(workerPlan({ DATABASE_URL: PG, WORKERS: "1" }, 8)).toEqual({ kind: "single" });
    expect(workerPlan({ DATABASE_URL: PG }, 1)).toEqual({ kind: "single" });
  });

  it("[issue 18] on PGlite (no DATABASE_URL) it stays one process, and says so when more were asked for", () => {
    expect(workerPlan({}, 8)).toEqual({ kind: "single" });
    const asked = workerPlan({ WORKERS: "4" }, 8);
    expect(asked.kind).toBe("single");
    expect(asked.kind === "single" ? asked.note : "").toMatch(/WORKERS=4 ignored.*PGlite.*DATABASE_URL/);
  });

  it("[issue 18] a WORKERS that is not a whole number from 1 to 256 stops the start with a message", () => {
    for (const raw of ["0", "-2", "1.5", "two", "1000"]) {
      const plan = workerPlan({ DATABASE_URL: PG, WORKERS: raw }, 2);
      expect(plan).toEqual({
        kind: "invalid",
        message: `WORKERS must be a whole number from 1 to 256, not "${raw}"`,
      });
    }
  });
});
