import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { OPERATOR_HINT_COOKIE } from "../../domain/operator/model";
import type { AppEnv } from "../http/env";
import { isWellFormedToken } from "../session/tokens";
import { findOperatorSession, OPERATOR_SESSION_IDLE_SECONDS, type Operator } from "./store";

/**
 * The operator's own cookie, beside the shopper's sid: HttpOnly, and SameSite=Strict, so no other
 * site can make an operator's browser delete a report (the inbox's forms carry no XSRF token).
 */
const OPERATOR_COOKIE = "op_sid";

const isHttps = (c: Context) =>
  c.req.header("x-forwarded-proto") === "https" || new URL(c.req.url).protocol === "https:";

export const setOperatorCookie = (c: Context<AppEnv>, token: string) => {
  const base = {
    path: "/",
    sameSite: "Strict",
    secure: isHttps(c),
    maxAge: OPERATOR_SESSION_IDLE_SECONDS,
  } as const;
  setCookie(c, OPERATOR_COOKIE, token, { ...base, httpOnly: true });
  // Readable, no secret: tells the shop to ask who its operator is (domain/operator/model).
  setCookie(c, OPERATOR_HINT_COOKIE, "1", base);
};

export const clearOperatorCookie = (c: Context<AppEnv>) => {
  deleteCookie(c, OPERATOR_COOKIE, { path: "/" });
  deleteCookie(c, OPERATOR_HINT_COOKIE, { path: "/" });
};

/** The request's operator token: the cookie, or `Authorization: Bearer` (the replay CLI). */
export const operatorToken = (c: Context<AppEnv>): string | undefined => {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  const token = bearer ?? getCookie(c, OPERATOR_COOKIE);
  return token !== undefined && isWellFormedToken(token) ? token : undefined;
};

/** The logged-in operator, or undefined (a shopper's session never counts). */
export const currentOperator = async (c: Context<AppEnv>): Promise<Operator | undefined> => {
  const token = operatorToken(c);
  return token === undefined ? undefined : findOperatorSession(c.get("db"), token);
};
