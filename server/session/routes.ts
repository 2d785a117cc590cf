import { login, logout } from "../../domain/api/session";
import { getCsrf } from "../../domain/api/shell";
import { findCustomerByEmail } from "../customers/store";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { clearSessionCookies, clearSessionExpiredCookie, setSessionCookies, setXsrfCookie } from "./cookies";
import { DUMMY_HASH, verifyPassword } from "./password";
import { endSession, startSession } from "./store";
import { newToken } from "./tokens";

export const sessionRoutes = (app: App) => {
  route(app, getCsrf, (_request, c) => ({ token: c.get("xsrf") }));

  route(app, login, async ({ body }, c) => {
    const db = c.get("db");
    const found = await findCustomerByEmail(db, body.email);
    // Hash even for an unknown e-mail, so the answer time does not tell which e-mails exist.
    const ok = await verifyPassword(body.password, found?.passwordHash ?? DUMMY_HASH);
    if (!found || !ok) throw new HttpError(401, "wrong email or password", { code: "invalid_credentials" });
    const token = newToken();
    // The session id and its XSRF token both rotate at login: neither can be fixed beforehand.
    const xsrf = newToken();
    const session = await startSession(db, token, found.customer.customerId, xsrf, c.get("session"));
    c.set("session", session);
    c.set("xsrf", xsrf);
    setSessionCookies(c, token);
    setXsrfCookie(c, xsrf);
    clearSessionExpiredCookie(c);
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
