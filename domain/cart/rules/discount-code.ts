/**
 * A discount code as sent and compared (document 2 §4): the form, the handler, the API contract
 * and the server read these, so a code typed with blanks or in lower case is the same code
 * everywhere.
 */

/** The code without the blanks around it; empty: no code. */
export const trimCode = (code: string): string => code.trim();

/** The code as the server keeps it: trimmed, upper case. */
export const normaliseCode = (code: string): string => trimCode(code).toUpperCase();

/** Whether two codes are the same code. */
export const sameCode = (a: string, b: string): boolean => normaliseCode(a) === normaliseCode(b);
