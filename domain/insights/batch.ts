import { INSIGHTS_REQUEST_MAX } from "./algolia";
import { INSIGHTS_BATCH_MAX, INSIGHTS_FLUSH_MS } from "./model";

/** Pure batching rule: send when 20 events wait or the oldest has waited 2 s. */
export const shouldFlush = (pending: number, oldestAt: number | null, now: number): boolean =>
  pending >= INSIGHTS_BATCH_MAX || (pending > 0 && oldestAt !== null && now - oldestAt >= INSIGHTS_FLUSH_MS);

/** Splits what waits into requests of at most 1000 events each (Algolia's limit), in order. */
export const batches = <E>(pending: ReadonlyArray<E>): E[][] => chunks(pending, INSIGHTS_REQUEST_MAX);

/** Splits a list into chunks of at most `size`, in order (an event names at most 20 objects). */
export const chunks = <E>(items: ReadonlyArray<E>, size: number): E[][] => {
  const out: E[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};
