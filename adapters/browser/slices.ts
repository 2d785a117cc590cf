/**
 * Start-up work that would block the main thread for hundreds of milliseconds on a slow phone (the
 * server run's fold, the recorder catching up with the log) runs in slices instead (issue 17: every
 * task over 50 ms counts towards Total Blocking Time, and input waits behind it). `pause()` answers
 * undefined while the current slice is young, so a caller awaits only when a yield is due.
 */
export type Pause = () => Promise<void> | undefined;

interface SchedulerWithYield {
  readonly yield?: () => Promise<void>;
}

/** Hands the main thread back to the browser: `scheduler.yield` keeps the task's priority where it exists. */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Calls back once the browser has painted the next frame: a frame's callbacks run before its paint,
 * a task queued from one runs after it.
 */
export const afterNextPaint = (callback: () => void): void => {
  requestAnimationFrame(() => setTimeout(callback, 0));
};

export const slices = (sliceMs = 10): Pause => {
  let started = performance.now();
  const next = async () => {
    await yieldToMain();
    started = performance.now();
  };
  return () => (performance.now() - started < sliceMs ? undefined : next());
};
