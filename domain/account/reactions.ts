import { reaction } from "../core/feature";
import type { CustomerCleared } from "../session/events";
import type { AccountCommand } from "./commands";

/**
 * A session that ended by itself (a 401, the sessionExpired cookie) takes the shopper off a
 * login-required page to the login (document 1 §4, §8). A logout goes where its handler sends it.
 */
export const accountReactions = [
  reaction<typeof CustomerCleared.Type, AccountCommand>("CustomerCleared", (e) =>
    e.reason === "unauthorized" || e.reason === "sessionExpired" ? { _tag: "LeaveProtectedPage" } : null,
  ),
];
