import type { OutcomeLists } from "../core/feature";
import type { CartCommand } from "./commands";

/** A call failure's outcomes (../policy): nothing changed, the change's fate is unknown, or the cart is finalized. */
type Failed = "failed" | "unconfirmed" | "finalized";
const FAILED = ["failed", "unconfirmed", "finalized"] as const satisfies ReadonlyArray<Failed>;
/** What became of an add (the prompt's answer may perform the add it held back). */
const ADD = ["added", "capped", "maxquantityreached", "addproductaborted", "unconfirmed"] as const;
/** The prompt's answers that leave it open: the service was not set, the address or the store refused. */
const NOT_SET = ["invalidservice", "failed"] as const;
const ADDRESS_REFUSED = ["addressnotfound", "addressincomplete"] as const;
const STORE_REFUSED = ["unknownstore"] as const;
export const PROMPT_KEPT_OPEN = [...NOT_SET, ...ADDRESS_REFUSED, ...STORE_REFUSED] as const;
/** The prompt's answer: the service set (and the held-back add performed), or why not. */
const SERVICE = ["selected", ...ADD, ...NOT_SET] as const;

export const CartOutcomes = {
  LoadCart: ["loaded", "cleared", "failed", "disabled"],
  AddItem: [...ADD, "awaitingserviceselection"],
  AddItems: ["added", "partial", ...FAILED],
  SetItemQuantity: [
    "updated",
    "capped",
    "removed",
    "unchanged",
    "unknownline",
    "maxquantityreached",
    ...FAILED,
  ],
  RemoveItems: ["removed", ...FAILED],
  RemoveAllItems: ["removed", ...FAILED],
  SortCart: ["sorted", "unchanged"],
  ToggleSideCart: ["opened", "closed", "unchanged"],
  DismissProductSlideIn: ["dismissed", "unchanged"],
  OpenServiceSelection: ["opened", "alreadyopen"],
  AbortServiceSelection: ["abortedserviceselection", "noprompt"],
  SearchAddress: ["found", "empty"],
  SelectDelivery: [...SERVICE, ...ADDRESS_REFUSED],
  SelectClickAndCollect: [...SERVICE, ...STORE_REFUSED],
  LoadStores: ["loaded", ...FAILED],
  LoadDeliveryWindows: ["loaded", "failed", "noservice"],
  ChooseDeliveryWindow: ["chosen", "windowinvalid", "unchanged", "rejected", ...FAILED],
  ApplyDiscountCode: [
    "applied",
    "rejected",
    "expired",
    "maxApplicationsExceeded",
    "inactive",
    "invalidServiceType",
    ...FAILED,
  ],
  RemoveDiscountCode: ["removed", "notoncart", ...FAILED],
  SetCrateDepositDesired: ["set", "unchanged", ...FAILED],
  SwitchCartMode: ["regular", "addon", "rejected", ...FAILED],
  ValidateCart: ["valid", "invalid", "reset", "failed", "skipped"],
  MergeCarts: ["kept", "adopted", "assigned", "merged", "asked", ...FAILED],
  ResolveMerge: ["merged", "discarded", "nooffer", ...FAILED],
  DismissMergeNotice: ["dismissed", "unchanged"],
  SetDeliveryPassInCart: ["added", "removed", "unchanged", "guest", "rejected", ...FAILED],
} as const satisfies OutcomeLists<CartCommand>;
