/*
 * The collector's operator settings. Listing collected insights events shows every shopper's
 * searches and clicks: only an operator holding this token may read them.
 */

/** Development default: production sets INSIGHTS_OPERATOR_TOKEN to a secret of its own. */
export const DEFAULT_INSIGHTS_OPERATOR_TOKEN = "dev-insights-operator";

/** The operator token for GET /api/insights/events (header `Authorization: Bearer <token>`). */
export const INSIGHTS_OPERATOR_TOKEN = process.env.INSIGHTS_OPERATOR_TOKEN || DEFAULT_INSIGHTS_OPERATOR_TOKEN;
