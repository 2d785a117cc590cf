import type { CardInfo, LoyaltyVoucher, PersonalVoucher, PhysicalCardStatus } from "./model";

type Status = "idle" | "loading" | "loaded" | "failed";

export interface LoyaltyState {
  /** Whose member information the card info and vouchers belong to (rules/member memberKey); null: none. */
  readonly memberKey: string | null;
  /** "reset": the card-info call answered errorCode 10048 (no card linked). */
  readonly cardInfo: CardInfo & { readonly status: Status | "reset" };
  readonly vouchers: { readonly status: Status; readonly items: ReadonlyArray<LoyaltyVoucher> };
  /** error: the personal-vouchers call failed (document 1 §8), which the screen shows. */
  readonly personal: {
    readonly status: Status;
    readonly items: ReadonlyArray<PersonalVoucher>;
    readonly error: boolean;
  };
  readonly physicalCard: { readonly status: Status; readonly state: PhysicalCardStatus | null };
}

export const initialLoyalty: LoyaltyState = {
  memberKey: null,
  cardInfo: { status: "idle", currentIds: [], dontRenderText: false },
  vouchers: { status: "idle", items: [] },
  personal: { status: "idle", items: [], error: false },
  physicalCard: { status: "idle", state: null },
};
