/** A fixed-window counter per key, in memory: enough to stop one browser flooding the log table. */
export interface RateLimiter {
  /** True when the call is allowed (and counted). */
  take(key: string, now: number): boolean;
}

export const createRateLimiter = (max: number, windowMs: number): RateLimiter => {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now) {
      const w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        // Dropping finished windows now and then keeps the map as small as the active keys.
        if (windows.size > 10_000)
          for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k);
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      w.count += 1;
      return w.count <= max;
    },
  };
};
