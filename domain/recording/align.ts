/**
 * Two sequences aligned by a key (longest common subsequence of their keys): the one alignment
 * behind every side-by-side comparison of recordings (outbound streams, commands, log entries).
 * Pairs share a key; the rest is marked as only in one of them. On a tie the item of B comes
 * first, so an insertion in B reads before the pair that follows it.
 *
 * Quadratic in time and memory: callers bound the lengths they pass.
 */
export type Aligned<T> =
  | { readonly kind: "pair"; readonly a: T; readonly b: T }
  | { readonly kind: "only-a"; readonly a: T }
  | { readonly kind: "only-b"; readonly b: T };

export const align = <T>(
  a: ReadonlyArray<T>,
  b: ReadonlyArray<T>,
  key: (item: T) => string,
): Array<Aligned<T>> => {
  // Keys as small integers: the quadratic loop compares numbers, not strings.
  const ids = new Map<string, number>();
  const intern = (item: T) => {
    const k = key(item);
    let id = ids.get(k);
    if (id === undefined) {
      id = ids.size;
      ids.set(k, id);
    }
    return id;
  };
  const ka = Int32Array.from(a, intern);
  const kb = Int32Array.from(b, intern);
  const n = ka.length;
  const m = kb.length;
  const w = m + 1;
  // lcs[i * w + j]: the length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Math.min(n, m) < 0xffff ? new Uint16Array((n + 1) * w) : new Uint32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i * w + j] =
        ka[i] === kb[j]
          ? (lcs[(i + 1) * w + j + 1] as number) + 1
          : Math.max(lcs[(i + 1) * w + j] as number, lcs[i * w + j + 1] as number);
  const out: Array<Aligned<T>> = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && ka[i] === kb[j]) {
      out.push({ kind: "pair", a: a[i] as T, b: b[j] as T });
      i++;
      j++;
    } else if (j < m && (i >= n || (lcs[i * w + j + 1] as number) >= (lcs[(i + 1) * w + j] as number))) {
      out.push({ kind: "only-b", b: b[j] as T });
      j++;
    } else {
      out.push({ kind: "only-a", a: a[i] as T });
      i++;
    }
  }
  return out;
};
