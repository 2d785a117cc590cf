import { refreshContentSearchText } from "../content/store";
import type { Logger } from "../http/logger";
import { deleteOldLogs } from "../logs/routes";
import { seedAll, unseededAreas } from "../seed/index";
import { deleteExpiredSessions } from "../session/store";
import type { Db } from "./db";
import { migrate } from "./migrate";

/**
 * Serialises the seed check and the start-up upkeep when several server processes start at once on
 * one PostgreSQL (node:cluster workers, or several machines): the first seeds, the others then find
 * every area recorded. Any constant other than the migrations' lock.
 */
const PREPARE_LOCK = 7_305_002;

/**
 * Brings the database up to date before a server process serves: migrations (under their own lock),
 * then, under this lock in one transaction, the demo data of areas not seeded yet and the upkeep a
 * start does (content search text, expired sessions, old client logs).
 */
export const prepareDatabase = async (db: Db, logger: Logger, logRetentionSeconds: number): Promise<void> => {
  const applied = await migrate(db);
  if (applied.length > 0) logger.info("migrations applied", { applied });
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [PREPARE_LOCK]);
    const missing = await unseededAreas(tx);
    if (missing.length > 0) {
      await seedAll(tx, missing);
      logger.info("demo data seeded", { areas: missing.map((a) => a.name) });
    }
    await refreshContentSearchText(tx);
    await deleteExpiredSessions(tx);
    await deleteOldLogs(tx, logRetentionSeconds);
  });
};
