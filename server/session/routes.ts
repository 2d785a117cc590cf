import { login, logout } from "../../domain/api/session";
import { getCsrf } from "../../domain/api/shell";
import { clearAccountFailures, lockedForSeconds, recordFailure } from "../auth/throttle";
import { findCustomerByEmail, isConfirmed, normaliseEmail } from "../customers/store";
import { clientIp } from "../http/client-ip";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { clearSessionCookies, setXsrfCookie } from "./cookies";
import { beginCustomerSession } from "./login";
import { DUMMY_HASH, verifyPassword } from "./password";
import { endSession } from "./store";
import { newToken } from "./tokens";

const WRONG = "wrong email or password";

export const sessionRoutes = (app: App) => {
  route(app, getCsrf, (_request, c) => ({ token: c.get("xsrf") }));

  route(app, login, async ({ body }, c) => {
    const db = c.get("db");
    const account = normaliseEmail(body.email);
    const address = clientIp(c);
    // Throttled before the password is even checked: a locked account gives no oracle.
    const locked = await lockedForSeconds(db, account, address);
    if (locked > 0) {
      const minutes = Math.ceil(locked / 60);
      c.header("Retry-After", String(locked));
      throw new HttpError(429, `too many failed logins: try again in ${minutes} minute(s)`, {
        code: "login_throttled",
        data: { retryAfterSeconds: locked },
      });
    }
    const found = await findCustomerByEmail(db, body.email);
    // Hash even for an unknown e-mail, so the answer time does not tell which e-mails exist; both
    // failures count alike, so the throttle does not tell either.
    const ok = await verifyPassword(body.password, found?.passwordHash ?? DUMMY_HASH);
    if (!found || !ok) {
      await recordFailure(db, account, address);
      throw new HttpError(401, WRONG, { code: "invalid_credentials" });
    }
    await clearAccountFailures(db, account);
    if (!(await isConfirmed(db, found.customer.customerId)))
      throw new HttpError(403, "please confirm your e-mail address first: follow the link we sent", {
        code: "unconfirmed",
      });
    await beginCustomerSession(c, found.customer.customerId);
    return found.customer;
  });

  route(app, logout, async (_request, c) => {
    const session = c.get("session");
    if (session) await endSession(c.get("db"), session.id);
    c.set("session", undefined);
    clearSessionCookies(c);
    const xsrf = newToken();
    c.set("xsrf", xsrf);
    setXsrfCookie(c, xsrf);
    return { loggedOut: true };
  });
};
