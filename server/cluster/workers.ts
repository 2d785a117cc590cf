import { availableParallelism } from "node:os";

export type WorkerPlan =
  | { readonly kind: "single"; readonly note?: string }
  | { readonly kind: "cluster"; readonly workers: number }
  | { readonly kind: "invalid"; readonly message: string };

/**
 * How many server processes to run (issue 18). WORKERS (default: the machine's cores) counts only
 * with DATABASE_URL: PGlite is one process's database, so without a PostgreSQL server the shop stays
 * one process and says so when more were asked for.
 */
export const workerPlan = (env: NodeJS.ProcessEnv, cores: number = availableParallelism()): WorkerPlan => {
  const raw = env.WORKERS;
  const asked = raw === undefined || raw === "" ? undefined : Number(raw);
  if (asked !== undefined && !(Number.isInteger(asked) && asked >= 1 && asked <= 256))
    return { kind: "invalid", message: `WORKERS must be a whole number from 1 to 256, not "${raw}"` };
  if (!env.DATABASE_URL)
    return asked !== undefined && asked > 1
      ? {
          kind: "single",
          note: `WORKERS=${asked} ignored: the embedded database (PGlite) serves one process; set DATABASE_URL to a PostgreSQL server to run several`,
        }
      : { kind: "single" };
  const workers = asked ?? Math.max(1, cores);
  return workers > 1 ? { kind: "cluster", workers } : { kind: "single" };
};
