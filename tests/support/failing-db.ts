import type { Db } from "../../server/db/db";

/** A database whose every call fails with `message`: to reach the server's last line of defence, or to prove a path needs none. */
export const failingDb = (message: string): Db => ({
  query: async () => {
    throw new Error(message);
  },
  exec: async () => {
    throw new Error(message);
  },
  transaction: async () => {
    throw new Error(message);
  },
  close: async () => {},
});
