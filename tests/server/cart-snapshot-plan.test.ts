import { afterAll, describe, expect, inject, it } from "vitest";
import { loadSnapshotOfSessionKey } from "../../server/cart/snapshot";
import type { Db } from "../../server/db/db";
import { loadSeededDb } from "../support/seeded-db";

// Issue 18 (scale): a cart call reads the session's cart by its own index entry, however many
// other live carts there are. The snapshot's statement is kept as a plan per process, so a plan
// made on a new database's few carts must not scan every live cart once there are thousands.

let db: Db | undefined;
afterAll(async () => {
  await db?.close();
});

interface PlanNode {
  readonly "Relation Name"?: string;
  readonly "Actual Rows"?: number;
  readonly "Actual Loops"?: number;
  readonly Plans?: ReadonlyArray<PlanNode>;
}

/** Rows the plan read from `table`, over all its scans and loops. */
const rowsReadFrom = (node: PlanNode, table: string): number =>
  (node["Relation Name"] === table ? (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1) : 0) +
  (node.Plans ?? []).reduce((n, child) => n + rowsReadFrom(child, table), 0);

describe("[issue 18] a cart call among many live carts", () => {
  it("reads the session's cart alone, not the other anonymous carts", async () => {
    db = await loadSeededDb(inject("seededDbDump"));
    const seeded = db;
    const OTHERS = 200;
    await seeded.query(
      `INSERT INTO sessions (id, xsrf, expires_at)
         SELECT 'plan-session-' || g, 'x', now() + interval '1 day' FROM generate_series(0, $1) g`,
      [OTHERS],
    );
    await seeded.query(
      `INSERT INTO carts (id, session_id, status, state)
         SELECT 'plan-cart-' || g, 'plan-session-' || g, 'OPEN', '{"lines":[]}'::jsonb FROM generate_series(0, $1) g`,
      [OTHERS],
    );
    // The snapshot's own statement and parameters, explained with its rows as it runs.
    let plan: PlanNode | undefined;
    const explaining: Db = {
      ...seeded,
      query: async <T>(sql: string, params?: ReadonlyArray<unknown>) => {
        const [row] = await seeded.query<{ "QUERY PLAN": unknown }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
          params,
        );
        const json = row?.["QUERY PLAN"];
        plan = (typeof json === "string" ? JSON.parse(json) : json)[0].Plan as PlanNode;
        return seeded.query<T>(sql, params);
      },
    };
    // Several times: from the sixth run a prepared statement (the EXPLAIN too) may keep a generic plan.
    for (let i = 0; i < 7; i++) {
      const { snapshot, found } = await loadSnapshotOfSessionKey(explaining, "plan-session-7", 86_400);
      expect(found?.id).toBe("plan-session-7");
      expect(snapshot.row?.id).toBe("plan-cart-7");
    }
    expect(plan).toBeDefined();
    expect(rowsReadFrom(plan as PlanNode, "carts")).toBeLessThanOrEqual(1);
  }, 60_000);
});
