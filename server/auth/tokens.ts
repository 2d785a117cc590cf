import type { Db } from "../db/db";
import { now } from "../http/clock";
import { newToken, sessionKey } from "../session/tokens";

/** Links sent by e-mail carry a random token; the table keeps only its hash. */
export type TokenKind = "confirm" | "reset" | "activate";

export interface TokenTarget {
  readonly customerId?: string;
  readonly cardNumber?: string;
}

export const issueToken = async (
  db: Db,
  kind: TokenKind,
  target: TokenTarget,
  lifetimeSeconds: number,
): Promise<string> => {
  const token = newToken();
  await db.query(
    `INSERT INTO account_tokens (token_hash, kind, customer_id, card_number, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      sessionKey(token),
      kind,
      target.customerId ?? null,
      target.cardNumber ?? null,
      new Date(now() + lifetimeSeconds * 1000),
    ],
  );
  return token;
};

/**
 * Uses a token once: marks it used and answers its target, or undefined when it is unknown, of
 * another kind, already used or expired. The UPDATE decides, so two concurrent uses cannot both win.
 */
export const consumeToken = async (
  db: Db,
  kind: TokenKind,
  token: string,
): Promise<TokenTarget | undefined> => {
  const [row] = await db.query<{ customer_id: string | null; card_number: string | null }>(
    `UPDATE account_tokens SET used_at = $3
      WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING customer_id, card_number`,
    [sessionKey(token), kind, new Date(now())],
  );
  if (!row) return undefined;
  return {
    ...(row.customer_id ? { customerId: row.customer_id } : {}),
    ...(row.card_number ? { cardNumber: row.card_number } : {}),
  };
};
