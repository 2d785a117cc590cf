import type { SavedAddressesLoadedEvent } from "../addresses/events";
import { reaction } from "../core/feature";
import type { CustomerLoaded, LoggedIn, SessionEvent } from "../session/events";
import type { FormsCommand } from "./commands";

type CustomerCleared = Extract<SessionEvent, { readonly _tag: "CustomerCleared" }>;

/**
 * Document 1 §4: when the customer appears the questionnaire is prefilled from profile and billing
 * data (the billing address arrives after the customer: prefilled again then); when the customer
 * goes away every prefilled field clears.
 */
export const formsReactions = [
  reaction<typeof CustomerLoaded.Type, FormsCommand>("CustomerLoaded", () => ({
    _tag: "PrefillQuestionnaire",
  })),
  reaction<typeof LoggedIn.Type, FormsCommand>("LoggedIn", () => ({ _tag: "PrefillQuestionnaire" })),
  reaction<SavedAddressesLoadedEvent, FormsCommand>("SavedAddressesLoaded", () => ({
    _tag: "PrefillQuestionnaire",
  })),
  reaction<CustomerCleared, FormsCommand>("CustomerCleared", () => ({ _tag: "ClearQuestionnairePrefill" })),
];
