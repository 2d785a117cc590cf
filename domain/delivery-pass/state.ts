import type { DeliveryPass, DeliveryPassOffer } from "./model";

type Status = "idle" | "loading" | "loaded" | "failed";

export interface DeliveryPassState {
  /** The pass on offer (GET /api/delivery-pass): the overview screen and the banners read it. */
  readonly offer: DeliveryPassOffer | null;
  readonly offerStatus: Status;
  /** Whose pass `pass` is; null: none loaded (a guest, or cleared with the customer). */
  readonly customerId: string | null;
  readonly pass: DeliveryPass | null;
  readonly passStatus: Status;
}

export const initialDeliveryPass: DeliveryPassState = {
  offer: null,
  offerStatus: "idle",
  customerId: null,
  pass: null,
  passStatus: "idle",
};
