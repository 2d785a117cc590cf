import type {
  BillingAddress,
  CartMode,
  DistributionAddress,
  PaymentMethodKey,
} from "../../domain/cart/model";

/**
 * What the carts.state column holds: the shopper's choices only. Prices, availability, discounts
 * and validation are derived from the catalogue and the seeded tables whenever the cart is read.
 */
export interface CartState {
  readonly lines: ReadonlyArray<{
    readonly lineItemId: string;
    readonly sku: string;
    readonly quantity: number;
    readonly addedAt: string;
  }>;
  readonly vouchers: ReadonlyArray<{
    readonly lineItemId: string;
    readonly articleId: string;
    readonly addedAt: string;
  }>;
  /** Upper-case codes, in the order added. */
  readonly discountCodes: ReadonlyArray<string>;
  readonly distributionAddress: DistributionAddress | null;
  readonly windowId: string | null;
  readonly billingAddress: BillingAddress | null;
  readonly mode: CartMode;
  readonly orderNumber: string | null;
  readonly payments: ReadonlyArray<{
    readonly paymentId: string;
    readonly methodKey: PaymentMethodKey;
    readonly brandName: string;
    /** Gift cards: the amount asked for. */
    readonly amount: number | null;
    readonly giftCardCode?: string | undefined;
  }>;
  readonly crateDepositDesired: boolean;
  /** The delivery pass bought with this cart (document 2 §4), priced from the offer when read. */
  readonly deliveryPass?: { readonly lineItemId: string; readonly addedAt: string } | undefined;
  /**
   * While the cart is an add-on (mode ADDON): the regular cart's choices, given back when the
   * shopper switches to REGULAR or the add-on is ordered (document 2 §4 cart mode).
   */
  readonly regular?: RegularCart | undefined;
  /** The store id the client's line operations named (used while there is no distribution address). */
  readonly storeHint?: string | undefined;
  /**
   * An anonymous cart merged at login: into which cart, with which capped lines. A repeated merge
   * (the first answer lost) answers these again instead of adding a second time.
   */
  readonly mergedInto?:
    | {
        readonly cartId: string;
        readonly capped: ReadonlyArray<{ sku: string; name: string; requested: number; quantity: number }>;
      }
    | undefined;
}

/** What an add-on cart keeps of the regular cart until it is regular again. */
export type RegularCart = Pick<
  CartState,
  | "lines"
  | "vouchers"
  | "discountCodes"
  | "distributionAddress"
  | "windowId"
  | "billingAddress"
  | "payments"
  | "deliveryPass"
>;

export const emptyCartState = (): CartState => ({
  lines: [],
  vouchers: [],
  discountCodes: [],
  distributionAddress: null,
  windowId: null,
  billingAddress: null,
  mode: "REGULAR",
  orderNumber: null,
  payments: [],
  crateDepositDesired: true,
});

export interface CartRow {
  readonly id: string;
  readonly session_id: string | null;
  readonly customer_id: string | null;
  readonly status: "OPEN" | "FINALIZED" | "ORDERED" | "ABANDONED";
  readonly version: number;
  readonly state: CartState;
  /** Until when a FINALIZED cart holds its window (migration 011). */
  readonly hold_until?: Date | string | null;
}
