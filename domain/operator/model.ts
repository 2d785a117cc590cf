/**
 * A readable hint the server sets beside the operator's HttpOnly session cookie (issue 14 editors):
 * only a browser with it asks who its operator is, so a shopper's start makes no extra request.
 * It proves nothing: the server's answer (GET /api/operator/me) decides.
 */
export const OPERATOR_HINT_COOKIE = "operator";

export type OperatorRole = "qa" | "editor";
