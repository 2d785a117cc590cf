import type { MessageBundle } from "../../domain/tenant/config";

/**
 * The texts of the layout content blocks (sliders, downloads, social links, option lists, notes).
 * Spread into both bundles of ./messages; both languages have exactly the same keys (tested there).
 */
export const germanLayoutMessages: MessageBundle = {
  "content.slider.previous": "Vorherige Folie",
  "content.slider.next": "Nächste Folie",
  "content.slider.position": "{index} von {count}",
  "content.publication.download": "Herunterladen",
  "content.publication.published": "Veröffentlicht am {date}",
  "content.option.available": "enthalten",
  "content.option.unavailable": "nicht enthalten",
  "content.socialFollow.profile": "{site} bei {network}",
  "content.socialFollow.default": "Folgen Sie uns",
  "content.userMessage.info": "Hinweis",
  "content.userMessage.success": "Erledigt",
  "content.userMessage.warning": "Achtung",
  "content.userMessage.error": "Fehler",
  "content.productGroup.empty": "Diese Produkte gibt es gerade nicht.",
  "content.voucherGroup.title": "Ihre Coupons",
  "content.voucherGroup.guest":
    "Melden Sie sich mit Ihrer Kundenkarte an, um Ihre persönlichen Coupons zu sehen.",
  "content.voucherGroup.noCard":
    "Verknüpfen Sie Ihre Kundenkarte, um Ihre persönlichen Coupons hier zu sehen.",
  "content.voucherGroup.loading": "Ihre Coupons werden geladen …",
  "content.voucherGroup.failed": "Ihre Coupons können gerade nicht angezeigt werden.",
};

export const englishLayoutMessages: MessageBundle = {
  "content.slider.previous": "Previous slide",
  "content.slider.next": "Next slide",
  "content.slider.position": "{index} of {count}",
  "content.publication.download": "Download",
  "content.publication.published": "Published on {date}",
  "content.option.available": "included",
  "content.option.unavailable": "not included",
  "content.socialFollow.profile": "{site} on {network}",
  "content.socialFollow.default": "Follow us",
  "content.userMessage.info": "Note",
  "content.userMessage.success": "Done",
  "content.userMessage.warning": "Warning",
  "content.userMessage.error": "Error",
  "content.productGroup.empty": "These products are not available right now.",
  "content.voucherGroup.title": "Your coupons",
  "content.voucherGroup.guest": "Log in with your loyalty card to see your personal coupons.",
  "content.voucherGroup.noCard": "Link your loyalty card to see your personal coupons here.",
  "content.voucherGroup.loading": "Loading your coupons …",
  "content.voucherGroup.failed": "Your coupons cannot be shown right now.",
};
