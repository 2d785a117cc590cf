import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/db";
import { pgliteDb } from "../../server/db/pglite";
import { PgliteStatements } from "../../server/db/pglite-statements";

// Issue 18: queries on PGlite run as named prepared statements (server/db/pglite-statements.ts).
// They must answer exactly what PGlite's own query() answers, and keep its locking and errors.
let pg: PGlite;
let db: Db;

beforeAll(async () => {
  pg = await PGlite.create();
  db = pgliteDb(pg);
  await db.exec(`
    CREATE TABLE t (
      id text PRIMARY KEY, n int, big bigint, price numeric(10, 2), ok boolean, data jsonb,
      tags text[], bin bytea, at timestamptz DEFAULT now()
    )`);
}, 60_000);
afterAll(async () => {
  if (!pg.closed) await pg.close();
});

const SELECT =
  "SELECT id, n, big, price, ok, data, tags, bin, at, n + $2 AS plus FROM t WHERE id = ANY($1::text[]) ORDER BY id";

describe("PGlite queries as prepared statements", () => {
  it("answers the same rows as PGlite's query(), parameters of every kind included", async () => {
    await db.query(
      "INSERT INTO t (id, n, big, price, ok, data, tags, bin) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
      [
        "a",
        1,
        9_007_199_254_740_993n,
        "12.50",
        true,
        JSON.stringify({ x: [1, "zwei"] }),
        ["rot", "grün"],
        new Uint8Array([0, 1, 127, 128, 255, 92, 120]),
      ],
    );
    await db.query("INSERT INTO t (id, n, ok, data) VALUES ($1, $2, $3, $4)", ["b", null, false, null]);
    const params = [["a", "b", "c"], 10];
    const mine = await db.query(SELECT, params);
    const theirs = (await pg.query(SELECT, params)).rows;
    expect(mine).toEqual(theirs);
    expect(mine).toHaveLength(2);
    expect((mine[0] as { bin: Uint8Array }).bin).toEqual(new Uint8Array([0, 1, 127, 128, 255, 92, 120]));
    // A bytea parameter is written as PGlite's own serializer writes it.
    const bytes = new Uint8Array([0, 15, 16, 255]);
    const [echo] = await db.query<{ same: boolean }>("SELECT $1::bytea = $2::text::bytea AS same", [
      bytes,
      pg.serializers[17]?.(bytes),
    ]);
    expect(echo?.same).toBe(true);
    // Asked again: the kept statement answers the same.
    expect(await db.query(SELECT, params)).toEqual(theirs);
  });

  it("reports a failed statement with its code and text, and the database stays usable", async () => {
    const insert = "INSERT INTO t (id, n) VALUES ($1, $2)";
    const error = await db.query(insert, ["a", 1]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", query: insert });
    const syntax = await db.query("SELEC 1").catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: "42601" });
    expect(await db.query<{ one: number }>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });

  it("rolls a failed transaction back, and a query outside waits for the transaction", async () => {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = db.transaction(async (t) => {
      await t.query("INSERT INTO t (id, n) VALUES ($1, $2)", ["tx", 1]);
      await held;
      throw new Error("rolled back");
    });
    // Started while the transaction holds the database: it must not run inside it.
    const outside = db.query<{ id: string }>("SELECT id FROM t WHERE id = $1", ["tx"]);
    release();
    await expect(tx).rejects.toThrow("rolled back");
    expect(await outside).toEqual([]);
    expect(await db.query("SELECT id FROM t WHERE id = $1", ["tx"])).toEqual([]);
  });

  it("sees a schema change made through exec (kept statements are dropped)", async () => {
    const all = "SELECT * FROM t WHERE id = $1";
    expect(Object.keys((await db.query<object>(all, ["a"]))[0] ?? {})).not.toContain("extra");
    await db.exec("ALTER TABLE t ADD COLUMN extra text DEFAULT 'neu'");
    expect(await db.query(all, ["a"])).toMatchObject([{ id: "a", extra: "neu" }]);
  });

  it("keeps at most its bound of statements in the database, closing the least recently used", async () => {
    const own = await PGlite.create();
    try {
      const statements = new PgliteStatements(own, 3);
      const hot = "SELECT $1::int AS v";
      for (let i = 0; i < 10; i++) {
        expect(await statements.query(hot, [i])).toEqual([{ v: i }]);
        expect(await statements.query(`SELECT $1::int + ${i} AS v`, [1])).toEqual([{ v: 1 + i }]);
      }
      const [{ count } = { count: -1 }] = await statements.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pg_prepared_statements",
        [],
      );
      // The bound, plus at most the one evicted by this last statement (closed with the next batch).
      expect(count).toBeLessThanOrEqual(4);
      expect(await statements.query(hot, [42])).toEqual([{ v: 42 }]);
    } finally {
      await own.close();
    }
  }, 60_000);

  // Last: it closes the file's database.
  it("[issue 18] a query running when the database closes ends first; one asked for after is refused with PGlite's error", async () => {
    const running = db.query<{ v: number }>("SELECT $1::int AS v", [7]);
    const closing = pg.close();
    expect(await running).toEqual([{ v: 7 }]);
    await closing;
    // Not a failure from inside the closed WebAssembly module.
    await expect(db.query("SELECT $1::int AS v", [8])).rejects.toThrow("PGlite is closed");
    await expect(db.transaction((tx) => tx.query("SELECT 1"))).rejects.toThrow("PGlite is closed");
  });
});
