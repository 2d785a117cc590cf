import type { SessionState } from "../session/state";
import type { ShellState } from "../shell/state";
import { loyaltyVariant } from "./rules/member";
import type { LoyaltyState } from "./state";

type Root = { readonly loyalty: LoyaltyState };

export const selectCardInfo = (r: Root) => r.loyalty.cardInfo;
export const selectLoyaltyVouchers = (r: Root) => r.loyalty.vouchers;
export const selectPhysicalCard = (r: Root) => r.loyalty.physicalCard;
export const selectPersonalVouchers = (r: Root) => r.loyalty.personal;

/** The member's variant by the joe flag (rules/member). */
export const selectLoyaltyVariant = (r: { readonly session: SessionState } & ShellState) =>
  loyaltyVariant(r.session.customer, r.tenant.config?.featureJoe ?? false);
