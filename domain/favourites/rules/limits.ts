/** At most this many favourite products per customer: a PUT beyond answers 409 (server/favourites). */
export const MAX_FAVOURITES = 500;
/** At most this many favourite stores, in local storage and on the customer. */
export const MAX_FAVOURITE_STORES = 20;

/** Whether one more favourite may be added to a list of this length. */
export const canAddFavourite = (count: number): boolean => count < MAX_FAVOURITES;
