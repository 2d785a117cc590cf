import { reaction } from "../core/feature";
import type { CustomerLoaded, SessionEvent } from "../session/events";
import type { FavouritesCommand } from "./commands";

type CustomerCleared = Extract<SessionEvent, { readonly _tag: "CustomerCleared" }>;

/**
 * Favourites are customer-bound (document 2 §1): they load when the customer appears and go with
 * the customer.
 */
export const favouritesReactions = [
  reaction<typeof CustomerLoaded.Type, FavouritesCommand>("CustomerLoaded", () => ({
    _tag: "LoadFavourites",
  })),
  reaction<CustomerCleared, FavouritesCommand>("CustomerCleared", () => ({ _tag: "ClearFavourites" })),
];
