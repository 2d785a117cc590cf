/** The search-insights slice: the anonymous user token once assigned. Apart from ./model, so the first load needs only this. */
export interface InsightsState {
  readonly userToken: string | null;
}
export const initialInsights: InsightsState = { userToken: null };
