/**
 * A least-recently-used map bounded by the bytes its values take: a Map keeps insertion order, so
 * moving a key to the end on every read leaves the least recently used one first.
 */
export class Lru<V extends { readonly bytes: number }> {
  private readonly entries = new Map<string, V>();
  private used = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    // An answer larger than the whole cache is not kept (it would only push everything out).
    if (value.bytes > this.maxBytes) return;
    this.entries.set(key, value);
    this.used += value.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= old.bytes;
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.used -= value.bytes;
  }

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }
}
