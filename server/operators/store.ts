import type { Db } from "../db/db";
import { now } from "../http/clock";
import { sessionKey } from "../session/tokens";

export type OperatorRole = "qa" | "editor";

export interface Operator {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: OperatorRole;
}

/** An operator session ends this long after its last request (a working day). */
export const OPERATOR_SESSION_IDLE_SECONDS = 12 * 60 * 60;

export const normaliseOperatorEmail = (email: string): string => email.trim().toLowerCase();

export const findOperatorByEmail = async (
  db: Db,
  email: string,
): Promise<(Operator & { readonly passwordHash: string }) | undefined> => {
  const [row] = await db.query<{
    id: string;
    email: string;
    name: string;
    role: OperatorRole;
    password_hash: string;
  }>("SELECT id, email, name, role, password_hash FROM operators WHERE email = $1", [
    normaliseOperatorEmail(email),
  ]);
  return row
    ? { id: row.id, email: row.email, name: row.name, role: row.role, passwordHash: row.password_hash }
    : undefined;
};

export const startOperatorSession = async (db: Db, token: string, operatorId: string): Promise<void> => {
  const at = new Date(now());
  await db.query(
    "INSERT INTO operator_sessions (token_hash, operator_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)",
    [sessionKey(token), operatorId, at],
  );
};

/** The operator of a live session (its last request within the idle time); touches it. */
export const findOperatorSession = async (db: Db, token: string): Promise<Operator | undefined> => {
  const key = sessionKey(token);
  const since = new Date(now() - OPERATOR_SESSION_IDLE_SECONDS * 1000);
  const [row] = await db.query<Operator>(
    `SELECT o.id, o.email, o.name, o.role FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = $1 AND s.last_seen_at > $2`,
    [key, since],
  );
  if (!row) return undefined;
  await db.query("UPDATE operator_sessions SET last_seen_at = $2 WHERE token_hash = $1", [
    key,
    new Date(now()),
  ]);
  return row;
};

export const endOperatorSession = async (db: Db, token: string): Promise<void> => {
  await db.query("DELETE FROM operator_sessions WHERE token_hash = $1", [sessionKey(token)]);
};
