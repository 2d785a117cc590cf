import type { MessageBundle } from "../../domain/tenant/config";

/**
 * The favourites' texts (hearts, the favourites screen and header link, the favourite stores).
 * Spread into both bundles of ./messages; both languages have exactly the same keys (tested there).
 */
export const germanFavouriteMessages: MessageBundle = {
  "favourites.title": "Favoriten",
  "favourites.add": "Zu Favoriten hinzufügen",
  "favourites.remove": "Aus Favoriten entfernen",
  "favourites.addNamed": "Zu Favoriten hinzufügen: {name}",
  "favourites.removeNamed": "Aus Favoriten entfernen: {name}",
  "favourites.loginToAdd": "Melden Sie sich an, um Favoriten zu speichern.",
  "favourites.headerLink": "Favoriten ({count})",
  "favourites.modes": "Anzeigen",
  "favourites.mode.favoritesOrPurchased": "Favoriten oder gekauft",
  "favourites.mode.favorites": "Favoriten",
  "favourites.mode.purchased": "Gekauft",
  "favourites.mode.favoritesAndPurchased": "Favoriten und gekauft",
  "favourites.empty.favoritesOrPurchased":
    "Noch keine Favoriten und keine Bestellungen. Tippen Sie auf das Herz eines Artikels, um ihn hier zu sammeln.",
  "favourites.empty.favorites": "Sie haben noch keine Favoriten. Tippen Sie auf das Herz eines Artikels.",
  "favourites.empty.purchased": "Hier erscheinen die Artikel Ihrer Bestellungen.",
  "favourites.empty.favoritesAndPurchased": "Keiner Ihrer Favoriten ist in Ihren Bestellungen enthalten.",
  "favourites.count": "{count} Artikel",
  "favourites.countOne": "1 Artikel",
  "favourites.loadFailed": "Ihre Favoriten konnten gerade nicht geladen werden.",
  "favourites.retry": "Erneut versuchen",
  "favourites.toggleFailed": "Die Favoriten konnten nicht geändert werden. Bitte versuchen Sie es erneut.",
  "favourites.limitReached": "Sie haben die Höchstzahl an Favoriten erreicht.",
  "favourites.stores.pageTitle": "Märkte",
  "favourites.stores.title": "Lieblingsmärkte",
  "favourites.stores.introGuest":
    "Markieren Sie Ihre Märkte. Die Auswahl wird in diesem Browser gespeichert.",
  "favourites.stores.introCustomer":
    "Markieren Sie Ihre Märkte. Die Auswahl wird in Ihrem Kundenkonto gespeichert.",
  "favourites.stores.myStore": "Mein Markt",
  "favourites.stores.toggle": "Mein Markt: {name}",
  "favourites.stores.closed": "Vorübergehend geschlossen",
  "favourites.stores.loadFailed": "Die Märkte konnten gerade nicht geladen werden.",
  "favourites.storeFailed": "Der Markt konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  "favourites.storeLimitReached": "Sie haben die Höchstzahl an Lieblingsmärkten erreicht.",
};

export const englishFavouriteMessages: MessageBundle = {
  "favourites.title": "Favourites",
  "favourites.add": "Add to favourites",
  "favourites.remove": "Remove from favourites",
  "favourites.addNamed": "Add to favourites: {name}",
  "favourites.removeNamed": "Remove from favourites: {name}",
  "favourites.loginToAdd": "Log in to save favourites.",
  "favourites.headerLink": "Favourites ({count})",
  "favourites.modes": "Show",
  "favourites.mode.favoritesOrPurchased": "Favourites or purchased",
  "favourites.mode.favorites": "Favourites",
  "favourites.mode.purchased": "Purchased",
  "favourites.mode.favoritesAndPurchased": "Favourites and purchased",
  "favourites.empty.favoritesOrPurchased":
    "No favourites and no orders yet. Tap a product's heart to collect it here.",
  "favourites.empty.favorites": "You have no favourites yet. Tap a product's heart.",
  "favourites.empty.purchased": "The products of your orders appear here.",
  "favourites.empty.favoritesAndPurchased": "None of your favourites is in your orders.",
  "favourites.count": "{count} products",
  "favourites.countOne": "1 product",
  "favourites.loadFailed": "Your favourites could not be loaded just now.",
  "favourites.retry": "Try again",
  "favourites.toggleFailed": "Your favourites could not be changed. Please try again.",
  "favourites.limitReached": "You have reached the maximum number of favourites.",
  "favourites.stores.pageTitle": "Stores",
  "favourites.stores.title": "Favourite stores",
  "favourites.stores.introGuest": "Mark your stores. The choice is kept in this browser.",
  "favourites.stores.introCustomer": "Mark your stores. The choice is kept in your customer account.",
  "favourites.stores.myStore": "My store",
  "favourites.stores.toggle": "My store: {name}",
  "favourites.stores.closed": "Temporarily closed",
  "favourites.stores.loadFailed": "The stores could not be loaded just now.",
  "favourites.storeFailed": "The store could not be saved. Please try again.",
  "favourites.storeLimitReached": "You have reached the maximum number of favourite stores.",
};
