import cluster, { type Worker } from "node:cluster";
import { transactionKey } from "../checkout/transaction-id";

/**
 * The primary process of a node:cluster server: forks `count` workers that share one port (the
 * primary hands connections out) and one PostgreSQL, and serves nothing itself. Each worker
 * migrates and seeds under advisory locks (server/db/prepare.ts), so starting them together is safe.
 *
 * A worker that dies before it listens stops the whole server (a start that fails fails for all,
 * e.g. an unreachable database); one that dies later is replaced. SIGTERM/SIGINT reach every
 * worker, and the primary exits when the last has shut down gracefully.
 */
export const runPrimary = (count: number): void => {
  // Without a configured key each process would generate its own, and the same order would get a
  // different tracking id from each worker: the primary generates one and hands it down.
  process.env.TRACKING_TRANSACTION_KEY = transactionKey();
  let stopping = false;
  let failed = false;
  const listening = new WeakSet<Worker>();
  const alive = new Set<Worker>();
  let served = 0;

  const fork = () => {
    const worker = cluster.fork();
    alive.add(worker);
    worker.once("listening", (address) => {
      listening.add(worker);
      if (++served === count)
        console.log(`Demo Markt running on http://localhost:${address.port} (${count} processes)`);
    });
  };
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of alive) worker.process.kill(signal);
  };

  cluster.on("exit", (worker, code, signal) => {
    alive.delete(worker);
    // A worker that could not close cleanly makes the whole stop a failure.
    if (stopping && code !== 0 && code !== null) failed = true;
    if (stopping || !listening.has(worker)) {
      if (!stopping) {
        console.error(
          `worker ${worker.process.pid} stopped before it served (code ${code}): stopping the server`,
        );
        failed = true;
        stopAll("SIGTERM");
      }
      if (alive.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    console.error(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}): starting another`);
    fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.on(signal, () => {
      if (!stopping) console.log(`${signal}: shutting down ${alive.size} workers`);
      stopAll(signal);
    });
  console.log(`starting ${count} server processes on one PostgreSQL (WORKERS=${count})`);
  for (let i = 0; i < count; i++) fork();
};
