import { INSIGHTS_BATCH_MAX, INSIGHTS_FLUSH_MS } from "./model";

/** Pure batching rule: send when 20 events wait or the oldest has waited 2 s. */
export const shouldFlush = (pending: number, oldestAt: number | null, now: number): boolean =>
  pending >= INSIGHTS_BATCH_MAX || (pending > 0 && oldestAt !== null && now - oldestAt >= INSIGHTS_FLUSH_MS);

/** Splits what waits into request-sized batches of at most INSIGHTS_BATCH_MAX events, in order. */
export const batches = <E>(pending: ReadonlyArray<E>): E[][] => {
  const out: E[][] = [];
  for (let i = 0; i < pending.length; i += INSIGHTS_BATCH_MAX)
    out.push(pending.slice(i, i + INSIGHTS_BATCH_MAX));
  return out;
};
