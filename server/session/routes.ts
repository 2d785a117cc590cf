import { login, logout } from "../../domain/api/session";
import { getCsrf } from "../../domain/api/shell";
import { findCustomerByEmail } from "../customers/store";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { clearSessionCookies, clearSessionExpiredCookie, setSessionCookies } from "./cookies";
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
    const session = await startSession(db, token, found.customer.customerId, c.get("xsrf"), c.get("session"));
    c.set("session", session);
    setSessionCookies(c, token);
    clearSessionExpiredCookie(c);
    return found.customer;
  });

  route(app, logout, async (_request, c) => {
    const session = c.get("session");
    if (session) await endSession(c.get("db"), session.id);
    c.set("session", undefined);
    clearSessionCookies(c);
    return { loggedOut: true };
  });
};
