import { selectServiceStoreId } from "../cart/selectors";
import type { CartState } from "../cart/state";
import { selectConsent } from "../consent/selectors";
import type { ConsentState } from "../consent/state";
import type { SessionState } from "../session/model";
import { userType } from "../session/model";
import { type ProductFlags, productQueryFlags } from "./flags";

/** The flags of a product query now: the service's store and the consent (search asks with them too). */
export const selectProductFlags = (r: {
  readonly cart: CartState;
  readonly consent: ConsentState;
}): ProductFlags => productQueryFlags(selectServiceStoreId(r), selectConsent(r));

/** Loyalty prices are shown to loyalty members only (document 2 §6; document 1 §4 Loyalty). */
export const isLoyaltyMember = (r: { readonly session: SessionState }): boolean =>
  userType(r.session.customer) === "loyalty";
