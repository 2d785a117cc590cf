import type { DeliveryPass, DeliveryPassOffer, PassState } from "./model";

type Status = "idle" | "loading" | "loaded" | "failed";

export interface DeliveryPassState {
  /** The pass on offer (GET /api/delivery-pass): the overview screen and the banners read it. */
  readonly offer: DeliveryPassOffer | null;
  readonly offerStatus: Status;
  /** Whose pass `pass` is; null: none loaded (a guest, or cleared with the customer). */
  readonly customerId: string | null;
  readonly pass: DeliveryPass | null;
  readonly passState: PassState;
  readonly passStatus: Status;
}

export const initialDeliveryPass: DeliveryPassState = {
  offer: null,
  offerStatus: "idle",
  customerId: null,
  pass: null,
  passState: "none",
  passStatus: "idle",
};
