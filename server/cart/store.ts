import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { holdUntil } from "../capacity/windows";
import type { Db } from "../db/db";
import { now } from "../http/clock";
import type { AppEnv, SessionState } from "../http/env";
import { HttpError } from "../http/errors";
import { toJsonb } from "../http/jsonb";
import { setAnonymousSessionCookie } from "../session/cookies";
import { takePendingSession } from "../session/middleware";
import { startSession } from "../session/store";
import { newToken } from "../session/tokens";
import { type CartSnapshot, loadSnapshot, loadSnapshotOfSessionKey, type SnapshotOptions } from "./snapshot";
import { type CartRow, type CartState, emptyCartState } from "./state";

/**
 * Carts in the database. The current cart of a request is the logged-in customer's live cart, or
 * the live cart of the anonymous session (live: OPEN or FINALIZED). A request without a session
 * gets an anonymous one (sid cookie) when it needs a cart.
 *
 * Concurrency: every change runs in a transaction that first locks the cart row
 * (SELECT ... FOR UPDATE), so two changes of one cart run one after the other and none is lost;
 * creating a cart is INSERT ... ON CONFLICT DO NOTHING against the unique "one live cart" indexes,
 * so two first requests create one cart.
 */
export const ensureSession = async (c: Context<AppEnv>): Promise<SessionState> => {
  const existing = c.get("session");
  if (existing) return existing;
  const token = newToken();
  const session = await startSession(c.get("db"), token, null, c.get("xsrf"));
  setAnonymousSessionCookie(c, token);
  c.set("session", session);
  return session;
};

const LIVE = "status IN ('OPEN', 'FINALIZED')";

export const findLiveCart = async (
  db: Db,
  session: SessionState,
  lock: boolean,
): Promise<CartRow | undefined> => {
  const forUpdate = lock ? " FOR UPDATE" : "";
  const [row] = session.customerId
    ? await db.query<CartRow>(`SELECT * FROM carts WHERE customer_id = $1 AND ${LIVE}${forUpdate}`, [
        session.customerId,
      ])
    : await db.query<CartRow>(
        `SELECT * FROM carts WHERE session_id = $1 AND customer_id IS NULL AND ${LIVE}${forUpdate}`,
        [session.id],
      );
  return row;
};

const createCart = async (db: Db, session: SessionState, state: CartState = emptyCartState()) => {
  await db.query(
    `INSERT INTO carts (id, session_id, customer_id, status, state) VALUES ($1, $2, $3, 'OPEN', $4)
     ON CONFLICT DO NOTHING`,
    [randomUUID(), session.id, session.customerId, toJsonb(state)],
  );
};

/** The live cart, created when missing; locked when `lock` (inside a transaction). */
export const liveCart = async (db: Db, session: SessionState, lock: boolean): Promise<CartRow> => {
  const found = await findLiveCart(db, session, lock);
  if (found) return found;
  await createCart(db, session);
  const created = await findLiveCart(db, session, lock);
  if (!created) throw new Error("cart could not be created");
  return created;
};

export const saveCart = async (db: Db, id: string, state: CartState): Promise<number> => {
  const [row] = await db.query<{ version: number }>(
    "UPDATE carts SET state = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING version",
    [id, toJsonb(state)],
  );
  return row?.version ?? 0;
};

/** A FINALIZED cart holds its window until the hold ends; an ORDERED one for good. */
export const setStatus = async (
  db: Db,
  id: string,
  status: CartRow["status"],
  windowId: string | null = null,
) => {
  const hold = status === "FINALIZED" && windowId !== null ? await holdUntil(db, now()) : null;
  await db.query(
    "UPDATE carts SET status = $2, window_id = $3, hold_until = $4, version = version + 1, updated_at = now() WHERE id = $1",
    [id, status, windowId, hold],
  );
};

/**
 * A FINALIZED cart made OPEN again, its window booking released (the window stays chosen and is
 * checked again at the next finalize). True when the cart was finalized.
 */
export const reopenFinalized = async (db: Db, id: string): Promise<boolean> => {
  const rows = await db.query<{ id: string }>(
    "UPDATE carts SET status = 'OPEN', window_id = NULL, hold_until = NULL, version = version + 1, updated_at = now() WHERE id = $1 AND status = 'FINALIZED' RETURNING id",
    [id],
  );
  return rows.length > 0;
};

/** Document 2 §4: cart API error code 3 on a finalized cart (the client goes to the payment-return route). */
export const finalizedError = () =>
  new HttpError(409, "the cart is finalized: reset it or finish the payment", { code: "3" });

/** Optimistic attempts before a change waits for the row lock instead (see changeCart). */
const OPTIMISTIC_ATTEMPTS = 4;

/** A new empty cart as inserted, or undefined when a concurrent first request created one first. */
const insertCart = async (db: Db, session: SessionState): Promise<CartRow | undefined> => {
  const [row] = await db.query<CartRow>(
    `INSERT INTO carts (id, session_id, customer_id, status, state) VALUES ($1, $2, $3, 'OPEN', $4)
     ON CONFLICT DO NOTHING RETURNING *`,
    [randomUUID(), session.id, session.customerId, toJsonb(emptyCartState())],
  );
  return row;
};

/**
 * The current cart with what its view needs (./snapshot), in one round trip; a missing cart is
 * created (one more, on a session's first cart call).
 */
const currentCart = async (
  db: Db,
  session: SessionState,
  options: SnapshotOptions = {},
): Promise<CartSnapshot & { readonly row: CartRow }> => {
  // Twice at most: a lost race to create the cart is followed by reading the one the other request
  // created; a cart that can neither be read nor created is an error, as in liveCart.
  for (let attempt = 0; attempt < 2; attempt++) {
    const snapshot = await loadSnapshot(db, session, options);
    const row = snapshot.row ?? (await insertCart(db, session));
    if (row) return { ...snapshot, row };
  }
  throw new Error("cart could not be created");
};

/**
 * The request's cart for a call that reads it first thing (GET cart and validation). When the
 * session middleware left the session's lookup to this call (PendingSession), the session is read
 * in the snapshot's round trip and then resolved as the middleware would have; otherwise, and when
 * the browser's session is gone, as currentCart.
 */
export const requestCart = async (c: Context<AppEnv>): Promise<CartSnapshot & { readonly row: CartRow }> => {
  const db = c.get("db");
  const pending = takePendingSession(c);
  if (pending) {
    const { snapshot, found } = await loadSnapshotOfSessionKey(db, pending.key, pending.maxAgeSeconds);
    const session = await pending.resolve(found);
    // A session's first cart call creates its cart as currentCart does.
    if (session) return snapshot.row ? { ...snapshot, row: snapshot.row } : currentCart(db, session);
  }
  return currentCart(db, await ensureSession(c));
};

/** A change of the cart's state; `read` is what was read with the cart (the products asked for, ...). */
type Change<R> = (
  state: CartState,
  row: CartRow,
  db: Db,
  read: CartSnapshot,
) => Promise<{ state: CartState; result: R }>;

/** The change under the row lock: waits for every other change of the cart (the fallback). */
const changeLocked = async <R>(db: Db, session: SessionState, change: Change<R>, options: SnapshotOptions) =>
  db.transaction(async (tx) => {
    const row = await liveCart(tx, session, true);
    if (row.status !== "OPEN") throw finalizedError();
    const snapshot = { ...(await loadSnapshot(tx, session, options)), row };
    const { state, result } = await change(row.state, row, tx, snapshot);
    if (state === row.state) return { row, result, snapshot };
    const version = await saveCart(tx, row.id, state);
    return { row: { ...row, state, version }, result, snapshot };
  });

/**
 * Runs a change of the current cart. `change` returns the new state (or the same object for no
 * change) and a result; the saved row is returned with it, and the snapshot it was computed from
 * (what the answer's view needs, read in the same round trip as the cart).
 *
 * Concurrency without a transaction (issue 18: BEGIN, SELECT ... FOR UPDATE, UPDATE, COMMIT were
 * four round trips, and on the embedded database a transaction stops every other request): the
 * cart is read, the change computed, and written only if the row is still the version read and
 * OPEN (one UPDATE ... WHERE version = $3); when another change came first, it is computed again
 * from the new row. After a few lost races the change takes the row lock and waits its turn, so
 * a burst of changes to one cart all land, none lost. The UPDATE is committed when it answers, so
 * an answered change survives a crash.
 */
export const changeCart = async <R>(
  c: Context<AppEnv>,
  change: Change<R>,
  options: SnapshotOptions = {},
): Promise<{ row: CartRow; result: R; snapshot: CartSnapshot }> => {
  const session = await ensureSession(c);
  const db = c.get("db");
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const snapshot = await currentCart(db, session, options);
    const { row } = snapshot;
    if (row.status !== "OPEN") throw finalizedError();
    const { state, result } = await change(row.state, row, db, snapshot);
    if (state === row.state) return { row, result, snapshot };
    const [saved] = await db.query<{ version: number }>(
      `UPDATE carts SET state = $2, version = version + 1, updated_at = now()
       WHERE id = $1 AND version = $3 AND status = 'OPEN' RETURNING version`,
      [row.id, toJsonb(state), row.version],
    );
    if (saved) return { row: { ...row, state, version: saved.version }, result, snapshot };
  }
  return changeLocked(db, session, change, options);
};
