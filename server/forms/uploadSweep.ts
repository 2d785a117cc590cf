import type { Db } from "../db/db";
import type { Clock } from "../http/clock";
import type { Logger } from "../http/logger";
import { deleteUnsentUploads } from "./store";

/** An upload no message took within a day was abandoned with its form (issue 14): its bytes go. */
const UNSENT_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** One sweep by the clock's time: deletes the unsent uploads older than a day; answers how many. */
const sweepUnsentUploads = (db: Db, clock: Clock): Promise<number> =>
  deleteUnsentUploads(db, clock.now() - UNSENT_UPLOAD_MAX_AGE_MS);

/**
 * Sweeps now and then every hour until stopped. A failed sweep is logged and the next one tries
 * again: the uploads only wait a little longer. The timer does not keep the process alive; stop
 * waits for a running sweep, so the database is not closed under it.
 */
export const scheduleUploadSweep = (
  db: Db,
  clock: Clock,
  logger: Logger,
  intervalMs: number = SWEEP_INTERVAL_MS,
): { stop(): Promise<void> } => {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepUnsentUploads(db, clock).then(
      (deleted) => {
        if (deleted > 0) logger.info("unsent contact uploads deleted", { deleted });
      },
      (error: unknown) =>
        logger.error("unsent contact uploads not swept", {
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return running;
    },
  };
};
