import type { Prediction } from "../api/distribution";
import type { CappedLine, Cart, DeliveryWindow, OrderConfig, Store, ValidationError, Voucher } from "./model";

/**
 * The client's cart (document 2 §3–§5): the server's Cart DTO as last answered, plus what the
 * screens need around it (the service-selection prompt, the slide-in, the sort, the validation
 * result, the order config, the stores, the delivery windows, the address search and the
 * general vouchers).
 */
export type CartSort = "alphabetically" | "category" | "chronologically" | "unitprice";
export const CART_SORTS: ReadonlyArray<CartSort> = [
  "alphabetically",
  "category",
  "chronologically",
  "unitprice",
];

/** Where an add came from (tracking and search insights). */
export interface ProductSource {
  readonly list?: string;
  readonly position?: number;
  readonly queryID?: string;
}

/** An add held back until the shopper has chosen a service (document 2 §4). */
export interface PendingAdd {
  readonly sku: string;
  readonly quantity: number;
  readonly source?: ProductSource;
}

/**
 * What became of the shopper's last add (the product slide-in): the server's outcome, or the
 * reason the add was rejected.
 */
type AddOutcome =
  | "added"
  | "capped"
  | "maxquantityreached"
  | "awaitingserviceselection"
  | "abortedserviceselection"
  | "addproductaborted";

interface CartPrompt {
  readonly reason: "required" | "optional";
  readonly pending: PendingAdd | null;
}

export interface CartState {
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly cart: Cart | null;
  /** The last failed cart call (the cart keeps its last good value). */
  readonly error: { readonly status: number; readonly message: string } | null;
  /** Addition to the contract: a change's fate is unknown; the cart is refetched before the next change. */
  readonly stale: boolean;
  /**
   * The add on its way to the server (the bus runs one at a time, so at most one): the badge counts
   * it at once and the server's answer settles it (document 1 §2 cart badge; design budget < 100 ms).
   */
  readonly pendingAdd: { readonly sku: string; readonly quantity: number; readonly units: number } | null;
  /** The service-selection prompt; null: closed. */
  readonly prompt: CartPrompt | null;
  /** Adds since the prompt was last shown: the optional prompt comes back every serviceSelectionInterval adds. */
  readonly addsSincePrompt: number;
  readonly lastAdd: {
    readonly sku: string;
    readonly quantity: number;
    readonly outcome: AddOutcome;
    readonly at: number;
  } | null;
  readonly sideCartOpen: boolean;
  readonly sort: CartSort;
  readonly validation: {
    readonly errors: ReadonlyArray<ValidationError>;
    readonly checkedAt: number | null;
    readonly cartId: string | null;
  };
  readonly orderConfig: OrderConfig | null;
  readonly stores: ReadonlyArray<Store>;
  readonly windows: {
    readonly status: "idle" | "loading" | "ready" | "error";
    readonly earliest: DeliveryWindow | null;
    readonly list: ReadonlyArray<DeliveryWindow>;
  };
  readonly addressSearch: { readonly query: string; readonly predictions: ReadonlyArray<Prediction> };
  readonly generalVouchers: ReadonlyArray<Voucher>;
  readonly discountCodeError: { readonly code: string; readonly message: string } | null;
  /**
   * The last cart without customer this client held: the merge's source after a login (document 2
   * §4). Kept past the login's first customer cart, so a cart command that ran between the login
   * and the merge does not hide it.
   */
  readonly anonymous: Cart | null;
  /** The merge on login: the dialog asking (rule 3), or the notice of capped lines after it. */
  readonly merge:
    | {
        readonly status: "asking";
        readonly anonymousCartId: string;
        readonly anonymousItems: number;
        readonly customerItems: number;
      }
    | { readonly status: "capped"; readonly capped: ReadonlyArray<CappedLine> }
    | null;
}

export const initialCart: CartState = {
  status: "idle",
  cart: null,
  error: null,
  stale: false,
  pendingAdd: null,
  prompt: null,
  addsSincePrompt: 0,
  lastAdd: null,
  sideCartOpen: false,
  sort: "chronologically",
  validation: { errors: [], checkedAt: null, cartId: null },
  orderConfig: null,
  stores: [],
  windows: { status: "idle", earliest: null, list: [] },
  addressSearch: { query: "", predictions: [] },
  generalVouchers: [],
  discountCodeError: null,
  anonymous: null,
  merge: null,
};

/** Document 2 §9: the cart is validated every 60,000 ms while the shopper is off the checkout route. */
export const VALIDATION_POLL_MS = 60_000;
