import { randomBytes } from "node:crypto";
import type { Db } from "../db/db";
import { now } from "../http/clock";

/** Reports and captures are deleted this long after they arrived (PROBLEM_REPORT_RETENTION_DAYS). */
export const DEFAULT_PROBLEM_REPORT_RETENTION_SECONDS =
  Number(process.env.PROBLEM_REPORT_RETENTION_DAYS ?? 30) * 24 * 60 * 60;

export interface NewProblemReport {
  readonly kind: string;
  readonly description: string;
  readonly email: string | null;
  readonly path: string;
  readonly error: string | null;
  readonly buildId: string;
  readonly cartId: string | null;
  readonly orderNumber: string | null;
  readonly sessionId: string | null;
  readonly recording: string;
  readonly recordingBytes: number;
  readonly entries: number;
  readonly focusSeq: number;
}

export interface ProblemReportRow {
  readonly reference: string;
  readonly kind: string;
  readonly description: string;
  readonly email: string | null;
  readonly path: string;
  readonly error: string | null;
  readonly build_id: string;
  readonly cart_id: string | null;
  readonly order_number: string | null;
  readonly recording_bytes: number;
  readonly entries: number;
  readonly focus_seq: number;
  readonly received_at: Date;
}

/** Letters and digits a shopper reads out on the phone without confusion (no 0/O, 1/I). */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "PR-" and eight characters: 40 bits, unguessable enough for a link that also needs a login. */
const newReference = (): string =>
  `PR-${[...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join("")}`;

export const REFERENCE_PATTERN = /^PR-[A-HJ-NP-Z2-9]{8}$/;

export const insertProblemReport = async (db: Db, r: NewProblemReport): Promise<string> => {
  const reference = newReference();
  await db.query(
    `INSERT INTO problem_reports (reference, kind, description, email, path, error, build_id, cart_id,
       order_number, session_id, recording, recording_bytes, entries, focus_seq, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      reference,
      r.kind,
      r.description,
      r.email,
      r.path,
      r.error,
      r.buildId,
      r.cartId,
      r.orderNumber,
      r.sessionId,
      r.recording,
      r.recordingBytes,
      r.entries,
      r.focusSeq,
      new Date(now()),
    ],
  );
  return reference;
};

/** Retention (issue 19 #2): every upload sweeps out the expired reports; the inbox does too. */
export const deleteOldProblemReports = async (db: Db, retentionSeconds: number): Promise<void> => {
  await db.query("DELETE FROM problem_reports WHERE received_at < $1", [
    new Date(now() - retentionSeconds * 1000),
  ]);
};

export interface InboxFilter {
  readonly kind?: string;
  /** Matched (case-insensitive) against reference, description, path, error, build, cart and order. */
  readonly q?: string;
}

const COLUMNS =
  "reference, kind, description, email, path, error, build_id, cart_id, order_number, recording_bytes, entries, focus_seq, received_at";

export const listProblemReports = async (
  db: Db,
  filter: InboxFilter,
  limit = 200,
): Promise<ProblemReportRow[]> => {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.kind) {
    params.push(filter.kind);
    where.push(`kind = $${params.length}`);
  }
  if (filter.q) {
    params.push(`%${filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    const p = `$${params.length}`;
    where.push(
      `(reference ILIKE ${p} OR description ILIKE ${p} OR path ILIKE ${p} OR coalesce(error, '') ILIKE ${p}
        OR build_id ILIKE ${p} OR coalesce(cart_id, '') ILIKE ${p} OR coalesce(order_number, '') ILIKE ${p})`,
    );
  }
  params.push(limit);
  return db.query<ProblemReportRow>(
    `SELECT ${COLUMNS} FROM problem_reports ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
      ORDER BY received_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
};

export const findProblemReport = async (
  db: Db,
  reference: string,
): Promise<(ProblemReportRow & { readonly recording: string }) | undefined> => {
  const [row] = await db.query<ProblemReportRow & { recording: string }>(
    `SELECT ${COLUMNS}, recording FROM problem_reports WHERE reference = $1`,
    [reference],
  );
  return row;
};

export const deleteProblemReport = async (db: Db, reference: string): Promise<boolean> => {
  const rows = await db.query<{ reference: string }>(
    "DELETE FROM problem_reports WHERE reference = $1 RETURNING reference",
    [reference],
  );
  return rows.length > 0;
};
