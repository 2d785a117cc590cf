import { type PGlite, parse, protocol } from "@electric-sql/pglite";

/**
 * Named statements kept per database by default; the least recently used is closed beyond this
 * many (a SQL text built with varying parts must not make the backend's memory grow without end).
 */
const MAX_STATEMENTS = 500;

const serialize = protocol.serialize;

const concat = (parts: ReadonlyArray<Uint8Array>): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
};

const BYTEA = 17;

interface Statement {
  readonly name: string;
  /** The parameters' type oids, as the server inferred them (they choose each value's serializer). */
  readonly types: ReadonlyArray<number>;
}

/**
 * Parameterised queries on PGlite as named prepared statements (issue 18). PGlite's own query()
 * parses, describes and plans the SQL on every call, in six calls into the WebAssembly module:
 * a session lookup cost 0.7 ms, of which 0.15 ms is the query. Here a SQL text is parsed and
 * described once per database, and each call is one batch of bind, describe, execute and sync;
 * PostgreSQL's plan cache then also keeps the plan. Rows are decoded by PGlite's own parsers and
 * parameters encoded by its serializers, so results are the same as query()'s.
 *
 * The caller holds PGlite's query lock (and its transaction lock outside a transaction): this runs
 * the protocol directly, as query() does inside those locks.
 */
export class PgliteStatements {
  private readonly statements = new Map<string, Statement>();
  /** Statements evicted from the map, closed with the next batch sent. */
  private closing: Uint8Array[] = [];
  private counter = 0;

  constructor(
    private readonly pg: PGlite,
    private readonly maxStatements = MAX_STATEMENTS,
  ) {}

  async query<T>(sql: string, params: ReadonlyArray<unknown>): Promise<T[]> {
    try {
      const statement = this.used(sql) ?? (await this.prepare(sql));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.types[i] ?? 0;
        // Sent as they are, in binary: PGlite's serializer formats each byte through its own string
        // (for the replay guard's ~4 kB of gzip that took longer than the query).
        if (type === BYTEA && value instanceof Uint8Array) return value;
        const serializer = this.pg.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await this.pg.execProtocol(
        concat([
          ...this.takeClosing(),
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return (parse.parseResults(messages, this.pg.parsers)[0]?.rows ?? []) as T[];
    } catch (error) {
      // As PGlite's query() reports a failed statement: with its text and parameters.
      if (error instanceof Error && "code" in error) Object.assign(error, { query: sql, params });
      throw error;
    }
  }

  /** Forgets every statement: after a schema change (migrations) their plans and types may be wrong. */
  async reset(): Promise<void> {
    if (this.statements.size === 0 && this.closing.length === 0) return;
    this.statements.clear();
    this.closing = [];
    await this.pg.execProtocol(serialize.query("DEALLOCATE ALL"), { syncToFs: false });
  }

  /** The statement of this SQL, made the most recently used. */
  private used(sql: string): Statement | undefined {
    const statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private async prepare(sql: string): Promise<Statement> {
    const name = `s${++this.counter}`;
    const { messages } = await this.pg.execProtocol(
      concat([
        ...this.takeClosing(),
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    this.statements.set(sql, statement);
    if (this.statements.size > this.maxStatements) {
      const [oldest, evicted] = this.statements.entries().next().value as [string, Statement];
      this.statements.delete(oldest);
      this.closing.push(serialize.close({ type: "S", name: evicted.name }));
    }
    return statement;
  }

  private takeClosing(): Uint8Array[] {
    const out = this.closing;
    this.closing = [];
    return out;
  }
}
