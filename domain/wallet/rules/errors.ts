/**
 * The wallet error codes of document 2 §8, each with the message key the wallet screen shows
 * (wallet.error.<code>). Any other failure (no answer, a server error) is 1000, general.
 */
export const WALLET_ERROR_CODES = ["1000", "1001", "1002", "1003", "1004", "1005", "1010", "1014"] as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];

export const WALLET_ERROR_MEANINGS: Readonly<Record<WalletErrorCode, string>> = {
  "1000": "general",
  "1001": "reference code not valid",
  "1002": "gift card does not exist",
  "1003": "gift card not linked",
  "1004": "gift card already linked to a customer",
  "1005": "transaction idempotency conflict",
  "1010": "customer id not found",
  "1014": "customer maximum reached",
};

/** The wallet error an answer's code names; anything else is the general error 1000. */
export const walletErrorOf = (code: string | undefined | null): WalletErrorCode =>
  WALLET_ERROR_CODES.find((c) => c === code) ?? "1000";

export const walletErrorKey = (code: WalletErrorCode): string => `wallet.error.${code}`;
