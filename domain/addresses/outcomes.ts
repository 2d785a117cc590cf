import type { OutcomeLists } from "../core/feature";
import type { AddressCommand } from "./commands";

/** A change refused or not made: the rules (400), the limit (409), an unknown id (404), anything else. */
const CHANGE_FAILED = ["notloggedin", "invalid", "notfound", "failed"] as const;

export const AddressOutcomes = {
  LoadSavedAddresses: ["loaded", "unchanged", "stale", "failed"],
  ClearSavedAddresses: ["cleared", "unchanged"],
  SaveAddress: ["created", "updated", "limitreached", ...CHANGE_FAILED],
  SetPrimaryAddress: ["primaryset", ...CHANGE_FAILED],
  DeleteAddress: ["deleted", ...CHANGE_FAILED],
} as const satisfies OutcomeLists<AddressCommand>;
