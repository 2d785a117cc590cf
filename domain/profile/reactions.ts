import { reaction } from "../core/feature";
import type { SessionEvent } from "../session/events";
import type { ProfileCommand } from "./commands";

type CustomerCleared = Extract<SessionEvent, { readonly _tag: "CustomerCleared" }>;

/** Orders and settings are customer-bound: when the customer goes away, they go too (document 1 §4). */
export const profileReactions = [
  reaction<CustomerCleared, ProfileCommand>("CustomerCleared", () => ({ _tag: "ClearProfileData" })),
];
