import { reaction } from "../core/feature";
import type { Navigated } from "../navigation/events";
import type { CustomerLoaded, LoggedIn, SessionEvent } from "../session/events";
import type { FavouritesCommand } from "./commands";

type CustomerCleared = Extract<SessionEvent, { readonly _tag: "CustomerCleared" }>;

/**
 * The favourites screen (/favoriten) lists the products of the mode last chosen whenever it is
 * shown; a reaction rather than a route loader keeps its module name out of the first load.
 * Favourites are customer-bound (document 2 §1): they load when the customer appears and go with
 * the customer.
 */
export const favouritesReactions = [
  reaction<typeof CustomerLoaded.Type, FavouritesCommand>("CustomerLoaded", () => ({
    _tag: "LoadFavourites",
  })),
  reaction<typeof LoggedIn.Type, FavouritesCommand>("LoggedIn", () => ({ _tag: "LoadFavourites" })),
  reaction<CustomerCleared, FavouritesCommand>("CustomerCleared", () => ({ _tag: "ClearFavourites" })),
  reaction<typeof Navigated.Type, FavouritesCommand>("Navigated", (e) =>
    e.route === "favourites" ? { _tag: "LoadFavouriteProducts" } : null,
  ),
];
