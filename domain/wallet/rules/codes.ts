/**
 * A gift card's reference code: 16 digits (the seeded cards, the cart's validation code 260). The
 * shopper may type it with spaces or dashes in groups of four; they are dropped.
 */
const GIFT_CARD_CODE_PATTERN = /^\d{16}$/;

/** The code as typed, without the separators people write between groups. */
export const normaliseGiftCardCode = (typed: string): string => typed.replace(/[\s-]/g, "");

export const isGiftCardCode = (code: string): boolean => GIFT_CARD_CODE_PATTERN.test(code);

/** Shown everywhere but the input: only the last 4 digits (document 2: codes are secrets). */
export const maskGiftCardCode = (code: string): string =>
  code.length <= 4 ? code : `•••• ${code.slice(-4)}`;

/** At most this many gift cards in one wallet; one more answers 1014 (customer maximum reached). */
export const MAX_WALLET_GIFT_CARDS = 10;
