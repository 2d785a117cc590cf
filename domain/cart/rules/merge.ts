/**
 * Cart merge on login (document 2 §4). After a login the client knows two carts: the anonymous cart
 * it held before (its id and lines; on the server it stays in the session, whose row changed its key
 * at login and took the cart with it: carts.session_id ON UPDATE CASCADE) and the cart the server
 * answers now (GET /api/carts: the customer's live cart, created empty when the customer had none).
 * One decision picks what happens; the server's merge follows mergeCartStates.
 */

import type { Cart } from "../model";

/** Document 2 §5 / API: a cart holds at most this many discount codes. */
export const MAX_DISCOUNT_CODES = 5;

/** What the decision needs to know of one cart. */
export interface MergeSide {
  readonly id: string;
  readonly customerId: string | null;
  /** Product lines (orderable or not): the shopper's items. */
  readonly items: number;
  /**
   * Choices besides items the shopper made on it: a service (address), a window, discount codes,
   * vouchers they added. Automatic vouchers count too; the shop adds them again anyway.
   */
  readonly choices: boolean;
}

/** A cart as the decision sees it. */
export const mergeSide = (cart: Cart): MergeSide => ({
  id: cart.id,
  customerId: cart.customerId,
  items: cart.productLineItems.length + cart.unavailableLineItems.length,
  choices:
    cart.distributionAddress !== null ||
    cart.distributionWindow !== null ||
    cart.discountCodes.length > 0 ||
    cart.voucherLineItems.length > 0,
});

export type MergeDecision =
  /** Nothing to do: no anonymous cart, it has no items, or it already is the customer's. */
  | { readonly rule: "keep" }
  /** Rule 1: the customer's cart is blank (no items, no choices): the anonymous cart is adopted. */
  | { readonly rule: "adopt"; readonly anonymousCartId: string }
  /** Rule 2: the server answered a cart without customer: it is assigned to the customer. */
  | { readonly rule: "assign"; readonly anonymousCartId: string }
  /** Rule 3: the customer's cart has items: the shopper is asked (merge or discard). */
  | { readonly rule: "ask"; readonly anonymousCartId: string }
  /** Rule 4: the customer's cart has no items but choices (e.g. a service): merged without asking. */
  | { readonly rule: "silent"; readonly anonymousCartId: string };

/**
 * The four rules, in the order document 2 §4 lists them. `anonymous`: the cart the client held
 * before the login (null: none); `server`: the cart the server answers after it.
 */
export const mergeDecision = (anonymous: MergeSide | null, server: MergeSide): MergeDecision => {
  if (anonymous === null || anonymous.customerId !== null || anonymous.items === 0) return { rule: "keep" };
  const anonymousCartId = anonymous.id;
  if (server.customerId === null) return { rule: "assign", anonymousCartId };
  if (anonymous.id === server.id) return { rule: "keep" };
  if (server.items === 0 && !server.choices) return { rule: "adopt", anonymousCartId };
  if (server.items > 0) return { rule: "ask", anonymousCartId };
  return { rule: "silent", anonymousCartId };
};

/** A line whose merged quantity was capped at maxQuantity. */
export interface CappedLine {
  readonly sku: string;
  /** The sum of both carts' quantities. */
  readonly requested: number;
  /** What the merged line holds. */
  readonly quantity: number;
}

interface MergeLine {
  readonly sku: string;
  readonly quantity: number;
}
interface MergeState<L extends MergeLine, V extends { readonly articleId: string }, A> {
  readonly lines: ReadonlyArray<L>;
  readonly vouchers: ReadonlyArray<V>;
  readonly discountCodes: ReadonlyArray<string>;
  readonly distributionAddress: A | null;
  readonly windowId: string | null;
  readonly storeHint?: string | undefined;
}

/**
 * Merges the anonymous cart (`source`) into the customer's (`target`):
 * - lines: quantities of the same sku add up, capped at the largest allowed quantity (`maxOf`; a
 *   line the customer already held above it keeps its quantity); every cap is reported. Lines that
 *   are unavailable now are kept: the cart shows them as unavailable, as both carts did. A sku the
 *   catalogue no longer knows (`maxOf` undefined) is left out, as no cart can hold it.
 * - vouchers: the union by article id (the target's first).
 * - discount codes: the target's, then the source's new ones, at most MAX_DISCOUNT_CODES.
 * - service and window go together: the customer's when the customer's cart has a service (or
 *   neither has one), else the anonymous cart's (a window never meets another service's address).
 * - everything else (billing address, mode and add-on order, payments, crate deposit): the customer's.
 */
export const mergeCartStates = <
  S extends MergeState<L, V, A>,
  L extends MergeLine,
  V extends { readonly articleId: string },
  A,
>(
  target: S,
  source: MergeState<L, V, A>,
  maxOf: (sku: string) => number | undefined,
): { readonly state: S; readonly capped: ReadonlyArray<CappedLine> } => {
  const lines: L[] = [...target.lines];
  const capped: CappedLine[] = [];
  for (const line of source.lines) {
    const max = maxOf(line.sku);
    if (max === undefined) continue;
    const at = lines.findIndex((l) => l.sku === line.sku);
    const current = at >= 0 ? (lines[at] as L).quantity : 0;
    const requested = current + line.quantity;
    const quantity = Math.min(requested, Math.max(current, max));
    if (quantity < requested) capped.push({ sku: line.sku, requested, quantity });
    if (at >= 0) lines[at] = { ...(lines[at] as L), quantity };
    else lines.push({ ...line, quantity });
  }
  const vouchers = [
    ...target.vouchers,
    ...source.vouchers.filter((v) => !target.vouchers.some((t) => t.articleId === v.articleId)),
  ];
  const discountCodes = [...new Set([...target.discountCodes, ...source.discountCodes])].slice(
    0,
    Math.max(MAX_DISCOUNT_CODES, target.discountCodes.length),
  );
  // Found by the property test (seed 966913012): with no service on either cart the customer's
  // window stays; it went with the anonymous cart's nothing.
  const service =
    target.distributionAddress !== null || source.distributionAddress === null
      ? target
      : { distributionAddress: source.distributionAddress, windowId: source.windowId };
  return {
    state: {
      ...target,
      lines,
      vouchers,
      discountCodes,
      distributionAddress: service.distributionAddress,
      windowId: service.windowId,
      storeHint: target.storeHint ?? source.storeHint,
    },
    capped,
  };
};
