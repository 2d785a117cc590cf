import { consentQueryFlags } from "../consent/rules";
import type { ConsentState } from "../consent/state";

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
export const productQueryFlags = (storeId: string | undefined, consent: ConsentState): ProductFlags => ({
  ...consentQueryFlags(consent),
  ...(storeId !== undefined ? { storeId } : {}),
});
