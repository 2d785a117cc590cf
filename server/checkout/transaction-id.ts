import { createHmac, randomBytes } from "node:crypto";

/**
 * The order's id for tracking (GA4 transaction_id, issue 15): HMAC-SHA256 of the order number
 * under a server key, hex, its first 20 characters (80 bits). Unique per order (a collision of two
 * of a shop's orders is out of reach), the same for the same order, and without the key it tells
 * nothing of the number — unlike the masked number of document 2 §1, which two orders ending in the
 * same digit share. The client never computes it: the order carries it (Order.transactionId).
 *
 * The key: TRACKING_TRANSACTION_KEY (at least 32 characters). Without it (development, tests) a
 * random key is generated once per server process, so ids stay stable while the server runs;
 * production sets the key so they stay stable across restarts.
 */
const TRANSACTION_ID_LENGTH = 20;
const MIN_KEY_LENGTH = 32;

let generated: string | undefined;

/** The configured key, or the process's generated development key. */
export const transactionKey = (env: NodeJS.ProcessEnv = process.env): string => {
  const configured = env.TRACKING_TRANSACTION_KEY;
  if (configured !== undefined && configured !== "") {
    if (configured.length < MIN_KEY_LENGTH)
      throw new Error(`TRACKING_TRANSACTION_KEY must have at least ${MIN_KEY_LENGTH} characters`);
    return configured;
  }
  generated ??= randomBytes(32).toString("hex");
  return generated;
};

export const transactionId = (orderNumber: string, key: string = transactionKey()): string =>
  createHmac("sha256", key).update(orderNumber, "utf8").digest("hex").slice(0, TRANSACTION_ID_LENGTH);
