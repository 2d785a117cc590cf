import type { Draft } from "immer";
import type {
  CardInfoLoaded,
  LoyaltyRequested,
  LoyaltyVouchersLoaded,
  PersonalVouchersLoaded,
  PhysicalCardStatusLoaded,
} from "./events";
import type { LoyaltyVoucher, PersonalVoucher } from "./model";
import { initialLoyalty, type LoyaltyState } from "./state";

type D = Draft<{ loyalty: LoyaltyState }>;

export const loyaltyCases = {
  LoyaltyRequested: (d: D, e: typeof LoyaltyRequested.Type) => {
    d.loyalty.memberKey = e.memberKey;
    d.loyalty.cardInfo.status = "loading";
    d.loyalty.vouchers.status = "loading";
  },
  CardInfoLoaded: (d: D, e: typeof CardInfoLoaded.Type) => {
    d.loyalty.cardInfo = {
      status: "loaded",
      currentIds: [...e.cardInfo.currentIds],
      dontRenderText: e.cardInfo.dontRenderText,
    };
  },
  CardInfoReset: (d: D) => {
    d.loyalty.cardInfo = { ...initialLoyalty.cardInfo, currentIds: [], status: "reset" };
  },
  CardInfoFailed: (d: D) => {
    d.loyalty.cardInfo = { status: "failed", currentIds: [], dontRenderText: false };
  },
  LoyaltyVouchersLoaded: (d: D, e: typeof LoyaltyVouchersLoaded.Type) => {
    d.loyalty.vouchers = { status: "loaded", items: e.vouchers as Draft<LoyaltyVoucher>[] };
  },
  LoyaltyVouchersFailed: (d: D) => {
    d.loyalty.vouchers = { status: "failed", items: [] };
  },
  PersonalVouchersRequested: (d: D) => {
    d.loyalty.personal = { status: "loading", items: d.loyalty.personal.items, error: false };
  },
  PersonalVouchersLoaded: (d: D, e: typeof PersonalVouchersLoaded.Type) => {
    d.loyalty.personal = { status: "loaded", items: e.vouchers as Draft<PersonalVoucher>[], error: false };
  },
  PersonalVouchersFailed: (d: D) => {
    d.loyalty.personal = { status: "failed", items: [], error: true };
  },
  LoyaltyReset: (d: D) => {
    d.loyalty = initialLoyalty as Draft<LoyaltyState>;
  },
  PhysicalCardStatusRequested: (d: D) => {
    d.loyalty.physicalCard.status = "loading";
  },
  PhysicalCardStatusLoaded: (d: D, e: typeof PhysicalCardStatusLoaded.Type) => {
    d.loyalty.physicalCard = { status: "loaded", state: e.status };
  },
  PhysicalCardStatusFailed: (d: D) => {
    d.loyalty.physicalCard = { status: "failed", state: null };
  },
};
