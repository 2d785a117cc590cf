import type { HandlersOf } from "../../core/feature";
import type { Ports } from "../../ports";
import type { CartCommand } from "../commands";
import type { CartOutcomes } from "../outcomes";
import { addItem, addItems } from "./add";
import { setDeliveryPassInCart } from "./delivery-pass";
import { applyDiscountCode, removeCode } from "./discount-codes";
import { removeAllItems, removeItems, setItemQuantity } from "./lines";
import { loadCart } from "./load";
import { dismissMergeNotice, mergeCarts, resolveMerge } from "./merge";
import { setCrateDeposit, switchMode } from "./options";
import { abortPrompt, openPrompt } from "./prompt";
import { searchAddress, selectClickAndCollect, selectDelivery } from "./service";
import { loadStores } from "./stores";
import { validate } from "./validation";
import { dismissSlideIn, sortCart, toggleSideCart } from "./view";
import { chooseDeliveryWindow } from "./window-choice";
import { loadWindows } from "./windows";

/** Cart handlers, one per cart command (registered lazily in domain/app/handlers.ts). */
export const cartHandlers: HandlersOf<CartCommand, typeof CartOutcomes, Ports> = {
  LoadCart: () => loadCart,
  AddItem: addItem,
  AddItems: addItems,
  SetItemQuantity: setItemQuantity,
  RemoveItems: removeItems,
  RemoveAllItems: () => removeAllItems,
  SortCart: sortCart,
  ToggleSideCart: toggleSideCart,
  DismissProductSlideIn: () => dismissSlideIn,
  OpenServiceSelection: () => openPrompt,
  AbortServiceSelection: () => abortPrompt,
  SearchAddress: searchAddress,
  SelectDelivery: selectDelivery,
  SelectClickAndCollect: selectClickAndCollect,
  LoadStores: () => loadStores,
  LoadDeliveryWindows: () => loadWindows,
  ChooseDeliveryWindow: chooseDeliveryWindow,
  ApplyDiscountCode: applyDiscountCode,
  RemoveDiscountCode: removeCode,
  SetCrateDepositDesired: setCrateDeposit,
  SwitchCartMode: switchMode,
  ValidateCart: validate,
  MergeCarts: () => mergeCarts,
  ResolveMerge: resolveMerge,
  DismissMergeNotice: () => dismissMergeNotice,
  SetDeliveryPassInCart: setDeliveryPassInCart,
};
