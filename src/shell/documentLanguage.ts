import type { Shop } from "../../domain/app/shop";

/**
 * <html lang> follows the shop's language, so screen readers, translators and the consent
 * script read it right. A store subscription, not a component effect: it runs before React
 * renders the new texts, so a block that asks the consent script during render (the cookie list)
 * already gets the new language.
 */
export const followDocumentLanguage = (shop: Shop): (() => void) => {
  const apply = () => {
    const language = shop.store.getState().tenant.language;
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  };
  apply();
  return shop.store.subscribe(apply);
};
