import type { MessageBundle } from "../../domain/tenant/config";

/**
 * The delivery pass's and the add-on orders' texts (document 2 §4). Spread into both bundles of
 * ./messages; both languages have exactly the same keys (tested there).
 */
export const germanDeliveryPassMessages: MessageBundle = {
  "deliveryPass.title": "Lieferpass",
  "deliveryPass.promise":
    "Mit dem Lieferpass liefern wir ab {threshold} Bestellwert kostenlos – {days} Tage lang für {price}.",
  "deliveryPass.more": "Mehr zum Lieferpass",
  "deliveryPass.topbar": "Mit Ihrem Lieferpass liefern wir ab {threshold} Bestellwert kostenlos",
  "deliveryPass.price": "Preis",
  "deliveryPass.duration": "Laufzeit",
  "deliveryPass.durationDays": "{days} Tage",
  "deliveryPass.threshold": "Kostenlose Lieferung ab",
  "deliveryPass.validUntil": "Ihr Lieferpass ist gültig bis {date}.",
  "deliveryPass.startsOn": "Ihr Lieferpass gilt ab {date}.",
  "deliveryPass.expiredOn": "Ihr Lieferpass ist am {date} abgelaufen.",
  "deliveryPass.add": "Lieferpass in den Warenkorb",
  "deliveryPass.extend": "Lieferpass verlängern",
  "deliveryPass.remove": "Lieferpass entfernen",
  "deliveryPass.inCart": "Der Lieferpass liegt in Ihrem Warenkorb. Er gilt schon für diese Bestellung.",
  "deliveryPass.toCart": "Zum Warenkorb",
  "deliveryPass.login": "Anmelden",
  "deliveryPass.loginNeeded": "Bitte melden Sie sich an, um den Lieferpass zu kaufen.",
  "deliveryPass.notInAddon": "Der Lieferpass kann nicht mit einer Nachbestellung gekauft werden.",
  "deliveryPass.loadFailed": "Das Lieferpass-Angebot konnte gerade nicht geladen werden.",
  "deliveryPass.retry": "Erneut versuchen",
  "addon.reorder": "Artikel nachbestellen",
  "addon.title": "Nachbestellung zu Bestellung {orderNumber}",
  "addon.text":
    "Die Artikel kommen mit Ihrer Bestellung, zum selben Termin. Einen Mindestbestellwert gibt es für Nachbestellungen nicht.",
  "addon.cutoff": "Änderungen sind bis {day}, {time} Uhr möglich.",
  "addon.backToRegular": "Zurück zum normalen Warenkorb",
  "addon.listTitle": "Nachbestellungen",
  "addon.listItem": "vom {date} · {count} Artikel · {total}",
  "addon.parent": "Nachbestellung zu",
  "cart.addonCutoffPassed":
    "Für diese Bestellung ist keine Nachbestellung mehr möglich: der Bestellschluss ist vorbei.",
  "cart.addonLimitReached": "Für diese Bestellung sind keine weiteren Nachbestellungen möglich.",
};

export const englishDeliveryPassMessages: MessageBundle = {
  "deliveryPass.title": "Delivery pass",
  "deliveryPass.promise":
    "With the delivery pass, delivery is free from an order value of {threshold} – for {days} days, for {price}.",
  "deliveryPass.more": "More about the delivery pass",
  "deliveryPass.topbar": "With your delivery pass, delivery is free from an order value of {threshold}",
  "deliveryPass.price": "Price",
  "deliveryPass.duration": "Duration",
  "deliveryPass.durationDays": "{days} days",
  "deliveryPass.threshold": "Free delivery from",
  "deliveryPass.validUntil": "Your delivery pass is valid until {date}.",
  "deliveryPass.startsOn": "Your delivery pass starts on {date}.",
  "deliveryPass.expiredOn": "Your delivery pass expired on {date}.",
  "deliveryPass.add": "Add the delivery pass to the cart",
  "deliveryPass.extend": "Extend the delivery pass",
  "deliveryPass.remove": "Remove the delivery pass",
  "deliveryPass.inCart": "The delivery pass is in your cart. It already counts for this order.",
  "deliveryPass.toCart": "Go to the cart",
  "deliveryPass.login": "Log in",
  "deliveryPass.loginNeeded": "Please log in to buy the delivery pass.",
  "deliveryPass.notInAddon": "The delivery pass cannot be bought with an add-on order.",
  "deliveryPass.loadFailed": "The delivery pass offer could not be loaded just now.",
  "deliveryPass.retry": "Try again",
  "addon.reorder": "Add items to this order",
  "addon.title": "Add-on to order {orderNumber}",
  "addon.text":
    "The items come with your order, in the same window. Add-on orders have no minimum order value.",
  "addon.cutoff": "You can change it until {day}, {time}.",
  "addon.backToRegular": "Back to the regular cart",
  "addon.listTitle": "Add-on orders",
  "addon.listItem": "of {date} · {count} items · {total}",
  "addon.parent": "Add-on to",
  "cart.addonCutoffPassed": "This order takes no more add-ons: its cut-off has passed.",
  "cart.addonLimitReached": "This order takes no further add-on orders.",
};
