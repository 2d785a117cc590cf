import { fold, type Recipe } from "../core/store";

/** What state replay needs of an entry: events are folded, loads reset the state. */
export type ReplayEntry<S, E> =
  | { readonly kind: "event"; readonly seq: number; readonly event: E }
  | { readonly kind: "load"; readonly seq: number; readonly state: S }
  | { readonly kind: string; readonly seq: number };

export interface Timeline<S> {
  readonly length: number;
  /** The index of the entry with this sequence number, or -1. */
  indexOfSeq(seq: number): number;
  /** The state after the entry at `index` (-1: the base state), leaving out the events in `skip` (by seq). */
  stateAfter(index: number, skip?: ReadonlySet<number>): S;
  /** The state after the last entry. */
  finalState(skip?: ReadonlySet<number>): S;
  /** The states after each of these entries (indices ascending), folded in one pass from the start. */
  statesAfter(indices: ReadonlyArray<number>): S[];
}

const CHECKPOINT_EVERY = 1000;

/**
 * State replay over a list of entries with a checkpoint every `every` entries, built lazily: any
 * jump folds at most `every` entries from the nearest checkpoint (one immer draft per batch).
 */
export const createTimeline = <S, E>(
  recipe: Recipe<S, E>,
  base: S,
  entries: ReadonlyArray<ReplayEntry<S, E>>,
  every = CHECKPOINT_EVERY,
): Timeline<S> => {
  /** checkpoints[k]: the state before entries[k * every]. */
  const checkpoints: S[] = [base];

  const run = (state: S, from: number, to: number, skip: ReadonlySet<number> | undefined): S => {
    let s = state;
    let batch: E[] = [];
    for (let i = from; i < to; i++) {
      const e = entries[i] as ReplayEntry<S, E>;
      if (e.kind === "event") {
        if (skip === undefined || !skip.has(e.seq)) batch.push((e as { event: E }).event);
      } else if (e.kind === "load") {
        if (batch.length > 0) s = fold(recipe, s, batch);
        batch = [];
        s = (e as { state: S }).state;
      }
    }
    return batch.length > 0 ? fold(recipe, s, batch) : s;
  };

  const checkpoint = (k: number): S => {
    while (checkpoints.length <= k) {
      const j = checkpoints.length - 1;
      checkpoints.push(
        run(checkpoints[j] as S, j * every, Math.min((j + 1) * every, entries.length), undefined),
      );
    }
    return checkpoints[k] as S;
  };

  const indexOfSeq = (seq: number): number => {
    let lo = 0;
    let hi = entries.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const s = (entries[mid] as ReplayEntry<S, E>).seq;
      if (s === seq) return mid;
      if (s < seq) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  };

  const stateAfter = (index: number, skip?: ReadonlySet<number>): S => {
    const end = Math.min(Math.max(index + 1, 0), entries.length);
    let from = end;
    if (skip !== undefined && skip.size > 0) {
      let first = Number.POSITIVE_INFINITY;
      for (const s of skip) {
        const i = indexOfSeq(s);
        if (i >= 0 && i < first) first = i;
      }
      if (first < end) from = first;
    }
    const k = Math.floor(from / every);
    return run(checkpoint(k), k * every, end, skip);
  };

  const statesAfter = (indices: ReadonlyArray<number>): S[] => {
    const out: S[] = [];
    let s = checkpoint(0);
    let from = 0;
    for (const index of indices) {
      const end = Math.min(Math.max(index + 1, from), entries.length);
      s = run(s, from, end, undefined);
      from = end;
      out.push(s);
    }
    return out;
  };

  return {
    length: entries.length,
    indexOfSeq,
    stateAfter,
    finalState: (skip) => stateAfter(entries.length - 1, skip),
    statesAfter,
  };
};

export type Change =
  | { readonly kind: "added"; readonly path: ReadonlyArray<string>; readonly after: unknown }
  | { readonly kind: "removed"; readonly path: ReadonlyArray<string>; readonly before: unknown }
  | {
      readonly kind: "changed";
      readonly path: ReadonlyArray<string>;
      readonly before: unknown;
      readonly after: unknown;
    };

/**
 * The differences between two states, leaf by leaf. Identical references are skipped without a
 * look inside, so the diff of two immer states costs what changed, not the whole state.
 */
export const diffStates = (before: unknown, after: unknown, limit = 500): Change[] => {
  const out: Change[] = [];
  const visit = (a: unknown, b: unknown, path: string[]) => {
    if (out.length >= limit || Object.is(a, b)) return;
    const objA = a !== null && typeof a === "object";
    const objB = b !== null && typeof b === "object";
    if (objA && objB && Array.isArray(a) === Array.isArray(b)) {
      const ra = a as Record<string, unknown>;
      const rb = b as Record<string, unknown>;
      for (const k of Object.keys(ra)) {
        if (!(k in rb)) out.push({ kind: "removed", path: [...path, k], before: ra[k] });
        else visit(ra[k], rb[k], [...path, k]);
        if (out.length >= limit) return;
      }
      for (const k of Object.keys(rb))
        if (!(k in ra)) {
          out.push({ kind: "added", path: [...path, k], after: rb[k] });
          if (out.length >= limit) return;
        }
      return;
    }
    if (a === undefined) out.push({ kind: "added", path, after: b });
    else if (b === undefined) out.push({ kind: "removed", path, before: a });
    else out.push({ kind: "changed", path, before: a, after: b });
  };
  visit(before, after, []);
  return out;
};
