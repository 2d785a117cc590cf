import { createHash, timingSafeEqual } from "node:crypto";

/** Hashing both sides first gives equal lengths, so the comparison takes the same time for any token. */
const digest = (s: string) => createHash("sha256").update(s).digest();

/** `Authorization: Bearer <operator token>`, compared in constant time. */
export const isOperator = (authorization: string | undefined, operatorToken: string): boolean => {
  const match = /^Bearer (.+)$/.exec(authorization ?? "");
  // A missing header is compared too: the time does not tell whether one was sent.
  return timingSafeEqual(digest(match?.[1] ?? ""), digest(operatorToken)) && match !== null;
};
