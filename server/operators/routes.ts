import type { Context } from "hono";
import { getOperatorMe } from "../../domain/api/operator";
import { clearAccountFailures, lockedForSeconds, recordFailure } from "../auth/throttle";
import { clientIp } from "../http/client-ip";
import type { App, AppEnv } from "../http/env";
import { route } from "../http/route";
import { DUMMY_HASH, verifyPassword } from "../session/password";
import { newToken } from "../session/tokens";
import { clearOperatorCookie, currentOperator, operatorToken, setOperatorCookie } from "./auth";
import {
  endOperatorSession,
  findOperatorByEmail,
  normaliseOperatorEmail,
  type OperatorRole,
  startOperatorSession,
} from "./store";

export type OperatorLogin =
  | { readonly ok: true; readonly token: string; readonly role: OperatorRole }
  | {
      readonly ok: false;
      readonly status: 400 | 401 | 429;
      readonly message: string;
      readonly retryAfter?: number;
    };

/**
 * The operator login (issue 19 #2): its own table and session, throttled like the customers' (the
 * same failure rows, under "operator:" accounts, so an operator and a customer e-mail never share a count).
 */
export const operatorLogin = async (
  c: Context<AppEnv>,
  email: unknown,
  password: unknown,
): Promise<OperatorLogin> => {
  if (typeof email !== "string" || typeof password !== "string" || email.trim() === "" || password === "")
    return { ok: false, status: 400, message: "E-Mail und Passwort angeben." };
  if (email.length > 254 || password.length > 200)
    return { ok: false, status: 400, message: "E-Mail oder Passwort zu lang." };
  const db = c.get("db");
  const account = `operator:${normaliseOperatorEmail(email)}`;
  const address = clientIp(c);
  const locked = await lockedForSeconds(db, account, address);
  if (locked > 0)
    return {
      ok: false,
      status: 429,
      message: `Zu viele Fehlversuche: in ${Math.ceil(locked / 60)} Minute(n) wieder versuchen.`,
      retryAfter: locked,
    };
  const found = await findOperatorByEmail(db, email);
  const ok = await verifyPassword(password, found?.passwordHash ?? DUMMY_HASH);
  if (!found || !ok) {
    await recordFailure(db, account, address);
    return { ok: false, status: 401, message: "E-Mail oder Passwort falsch." };
  }
  await clearAccountFailures(db, account);
  const token = newToken();
  await startOperatorSession(db, token, found.id);
  setOperatorCookie(c, token);
  return { ok: true, token, role: found.role };
};

export const operatorLogout = async (c: Context<AppEnv>): Promise<void> => {
  const token = operatorToken(c);
  if (token) await endOperatorSession(c.get("db"), token);
  clearOperatorCookie(c);
};

export const operatorRoutes = (app: App) => {
  route(app, getOperatorMe, async (_request, c) => {
    const operator = await currentOperator(c);
    return { operator: operator ? { name: operator.name, role: operator.role } : null };
  });
};
