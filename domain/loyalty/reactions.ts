import { reaction } from "../core/feature";
import type { Navigated } from "../navigation/events";
import type { CustomerLoaded, LoggedIn, SessionEvent } from "../session/events";
import type { LoyaltyCommand } from "./commands";

type CustomerCleared = Extract<SessionEvent, { readonly _tag: "CustomerCleared" }>;

/** The profile section of the loyalty card (src/profile/sections.ts). */
export const LOYALTY_SECTION_SLUG = "kundenkarte";

/**
 * Document 1 §4: when member information appears, card info and vouchers load; when it vanishes
 * they reset. Every customer answer (CustomerLoaded, LoggedIn) runs LoadLoyalty, which loads for a
 * new member, keeps what it has for the same one and resets without one; CustomerCleared clears.
 * The physical card's state loads with its screens.
 */
export const loyaltyReactions = [
  reaction<typeof CustomerLoaded.Type, LoyaltyCommand>("CustomerLoaded", () => ({ _tag: "LoadLoyalty" })),
  reaction<typeof LoggedIn.Type, LoyaltyCommand>("LoggedIn", () => ({ _tag: "LoadLoyalty" })),
  reaction<CustomerCleared, LoyaltyCommand>("CustomerCleared", () => ({ _tag: "ClearLoyalty" })),
  reaction<typeof Navigated.Type, LoyaltyCommand>("Navigated", (e) =>
    e.route === "physicalCard" ||
    e.route === "physicalCardConfirmation" ||
    (e.route === "profile" && e.params.slug === LOYALTY_SECTION_SLUG)
      ? { _tag: "LoadPhysicalCardStatus" }
      : null,
  ),
];
