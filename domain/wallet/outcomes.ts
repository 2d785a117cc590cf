import type { OutcomeLists } from "../core/feature";
import type { WalletCommand } from "./commands";

export const WalletOutcomes = {
  LoadWallet: ["loaded", "cached", "failed", "guest"],
  ClearWallet: ["cleared"],
  AddGiftCard: ["added", "refused", "guest", "busy"],
  RemoveGiftCard: ["removed", "refused", "guest", "busy"],
} as const satisfies OutcomeLists<WalletCommand>;
