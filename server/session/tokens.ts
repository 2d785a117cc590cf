import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString("base64url");

export const isWellFormedToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The database keeps only a hash of the sid, so a leaked table does not leak live sessions. */
export const sessionKey = (token: string): string => createHash("sha256").update(token).digest("base64url");

export const sameToken = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
