import type { MessageBundle } from "../../domain/tenant/config";

/**
 * The payment methods' texts (the checkout's further methods, the saved methods of the profile,
 * the payment warning). Spread into both bundles of ./messages; both languages have the same keys.
 */
export const germanPaymentMessages: MessageBundle = {
  "checkout.payment.apple-pay": "Apple Pay",
  "checkout.payment.google-pay": "Google Pay",
  "checkout.payment.pay-by-invoice-b2b": "Kauf auf Rechnung (Firmenkunden)",
  "checkout.payment.note.apple-pay": "Bezahlen mit Apple Pay auf diesem Gerät.",
  "checkout.payment.note.google-pay": "Bezahlen mit Google Pay in diesem Browser.",
  "checkout.payment.note.pay-by-invoice-b2b": "Zahlbar innerhalb von 30 Tagen, für Firmenkunden.",
  "payments.intro":
    "Gespeicherte Zahlungsarten bieten wir Ihnen beim Bezahlen wieder an. Speichern können Sie eine Zahlungsart beim Bezahlen einer Bestellung.",
  "payments.empty": "Sie haben noch keine Zahlungsart gespeichert.",
  "payments.loading": "Zahlungsarten werden geladen …",
  "payments.loadFailed": "Ihre Zahlungsarten konnten nicht geladen werden.",
  "payments.retry": "Erneut versuchen",
  "payments.primary": "Bevorzugt",
  "payments.expired": "Abgelaufen",
  "payments.expires": "gültig bis {expiry}",
  "payments.expiredOn": "abgelaufen {expiry}",
  "payments.endingIn": "endet auf {digits}",
  "payments.makePrimary": "Als bevorzugt festlegen",
  "payments.makePrimaryNamed": "{name} als bevorzugte Zahlungsart festlegen",
  "payments.delete": "Löschen",
  "payments.deleteNamed": "{name} löschen",
  "payments.confirmDelete": "{name} wirklich löschen?",
  "payments.confirmYes": "Ja, löschen",
  "payments.confirmNo": "Abbrechen",
  "payments.deleted": "Die Zahlungsart wurde gelöscht.",
  "payments.deleteFailed": "Die Zahlungsart konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.",
  "payments.primaryFailed":
    "Die bevorzugte Zahlungsart konnte nicht geändert werden. Bitte versuchen Sie es erneut.",
  "payments.inactive":
    "Abgelaufene Zahlungsarten können Sie nicht mehr verwenden; löschen Sie sie oder ersetzen Sie sie beim nächsten Bezahlen.",
  "payments.warning":
    "Ihre bevorzugte Zahlungsart ist abgelaufen. Bitte wählen Sie eine andere oder speichern Sie beim nächsten Bezahlen eine neue.",
  "payments.warningLink": "Zahlungsarten verwalten",
  "payments.savedAtProvider":
    "Gespeichert: {methods}. Sie wählen sie auf der Zahlungsseite aus; dort können Sie auch eine neue Zahlungsart speichern.",
  "payments.saveAtProvider":
    "Auf der Zahlungsseite können Sie diese Zahlungsart für Ihre nächsten Bestellungen speichern.",
  "profile.nav.paymentMethods": "Zahlungsarten",
  "profile.overview.paymentMethods": "Gespeicherte Karten und Konten verwalten.",
};

export const englishPaymentMessages: MessageBundle = {
  "checkout.payment.apple-pay": "Apple Pay",
  "checkout.payment.google-pay": "Google Pay",
  "checkout.payment.pay-by-invoice-b2b": "Pay by invoice (business customers)",
  "checkout.payment.note.apple-pay": "Pay with Apple Pay on this device.",
  "checkout.payment.note.google-pay": "Pay with Google Pay in this browser.",
  "checkout.payment.note.pay-by-invoice-b2b": "Payable within 30 days, for business customers.",
  "payments.intro":
    "We offer your saved payment methods again when you pay. You can save a payment method when you pay for an order.",
  "payments.empty": "You have not saved a payment method yet.",
  "payments.loading": "Loading payment methods …",
  "payments.loadFailed": "Your payment methods could not be loaded.",
  "payments.retry": "Try again",
  "payments.primary": "Primary",
  "payments.expired": "Expired",
  "payments.expires": "expires {expiry}",
  "payments.expiredOn": "expired {expiry}",
  "payments.endingIn": "ending in {digits}",
  "payments.makePrimary": "Make primary",
  "payments.makePrimaryNamed": "Make {name} your primary payment method",
  "payments.delete": "Delete",
  "payments.deleteNamed": "Delete {name}",
  "payments.confirmDelete": "Really delete {name}?",
  "payments.confirmYes": "Yes, delete",
  "payments.confirmNo": "Cancel",
  "payments.deleted": "The payment method was deleted.",
  "payments.deleteFailed": "The payment method could not be deleted. Please try again.",
  "payments.primaryFailed": "The primary payment method could not be changed. Please try again.",
  "payments.inactive":
    "Expired payment methods can no longer be used; delete them or replace them the next time you pay.",
  "payments.warning":
    "Your primary payment method has expired. Please choose another one or save a new one the next time you pay.",
  "payments.warningLink": "Manage payment methods",
  "payments.savedAtProvider":
    "Saved: {methods}. You choose one on the payment page, where you can also save a new payment method.",
  "payments.saveAtProvider": "On the payment page you can save this payment method for your next orders.",
  "profile.nav.paymentMethods": "Payment methods",
  "profile.overview.paymentMethods": "Manage your saved cards and accounts.",
};
