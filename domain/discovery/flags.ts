import type { AppState } from "../app/state";
import { selectServiceStoreId } from "../cart/selectors";
import { consentQueryFlags } from "../consent/model";
import { userType } from "../session/model";

/**
 * The consent-driven flags every product query carries (document 2 §7): enableStatistics from the
 * statistic consent, enablePersonalization from target group selection (domain/consent). storeId
 * comes with the service's store (cart). Every discovery and search call takes its flags from here.
 */
export interface ProductFlags {
  readonly storeId?: string;
  readonly enableStatistics: boolean;
  readonly enablePersonalization: boolean;
}
export const productQueryFlags = (state: AppState): ProductFlags => {
  const storeId = selectServiceStoreId(state);
  return { ...consentQueryFlags(state.consent), ...(storeId !== undefined ? { storeId } : {}) };
};

/** Loyalty prices are shown to loyalty members only (document 2 §6; document 1 §4 Loyalty). */
export const isLoyaltyMember = (state: AppState): boolean => userType(state.session.customer) === "loyalty";
