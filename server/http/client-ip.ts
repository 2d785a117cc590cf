import type { Context } from "hono";
import type { AppEnv } from "./env";

/** The peer address of the connection; proxies' headers are not trusted. */
export const clientIp = (c: Context<AppEnv>): string => c.env?.incoming?.socket.remoteAddress ?? "unknown";
