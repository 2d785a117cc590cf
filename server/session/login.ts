import type { Context } from "hono";
import type { AppEnv } from "../http/env";
import { clearSessionExpiredCookie, setSessionCookies, setXsrfCookie } from "./cookies";
import { startSession } from "./store";
import { newToken } from "./tokens";

/**
 * The browser's session becomes the customer's: used by the login, a registration without double
 * opt-in and the offline account's activation. The session id and its XSRF token both rotate:
 * neither can be fixed beforehand.
 */
export const beginCustomerSession = async (c: Context<AppEnv>, customerId: string): Promise<void> => {
  const token = newToken();
  const xsrf = newToken();
  const session = await startSession(c.get("db"), token, customerId, xsrf, c.get("session"));
  c.set("session", session);
  c.set("xsrf", xsrf);
  setSessionCookies(c, token);
  setXsrfCookie(c, xsrf);
  clearSessionExpiredCookie(c);
};
