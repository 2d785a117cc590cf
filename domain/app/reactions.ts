import { accountReactions } from "../account/reactions";
import { addressReactions } from "../addresses/reactions";
import { cartReactions } from "../cart/reactions";
import type { Reaction } from "../core/feature";
import { deliveryPassReactions } from "../delivery-pass/reactions";
import { favouritesReactions } from "../favourites/reactions";
import { loyaltyReactions } from "../loyalty/reactions";
import { navigationReactions } from "../navigation/reactions";
import { paymentsReactions } from "../payments/reactions";
import { problemReportReactions } from "../problem-report/reactions";
import { profileReactions } from "../profile/reactions";
import { walletReactions } from "../wallet/reactions";
import type { AppCommand } from "./commands";
import type { AppEvent } from "./events";

/** Every feature's reactions, in the order the features are listed. */
const reactions: ReadonlyArray<Reaction<AppEvent, AppCommand>> = [
  ...cartReactions,
  ...addressReactions,
  ...profileReactions,
  ...favouritesReactions,
  ...accountReactions,
  ...loyaltyReactions,
  ...walletReactions,
  ...deliveryPassReactions,
  ...paymentsReactions,
  ...navigationReactions,
  ...problemReportReactions,
];

const byEvent = new Map<string, Array<Reaction<AppEvent, AppCommand>>>();
for (const r of reactions) {
  const list = byEvent.get(r.on) ?? [];
  list.push(r);
  byEvent.set(r.on, list);
}

/** The commands an event causes, in declaration order: a pure function, so re-execution can check them. */
export const reactTo = (event: AppEvent): ReadonlyArray<AppCommand> => {
  const list = byEvent.get(event._tag);
  if (list === undefined) return [];
  const out: AppCommand[] = [];
  for (const r of list) {
    const c = r.to(event);
    if (c !== null) out.push(c);
  }
  return out;
};
