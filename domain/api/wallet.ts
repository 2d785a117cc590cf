import { Schema } from "effect";
import { noControlCharacters } from "../discovery/product";
import { Wallet } from "../wallet/model";
import { defineCall } from "./contract";

/** Wallet refusals answer { code } with a wallet error code of document 2 §8. */
const WALLET_ERRORS = {
  401: "not logged in",
  404: "1010 customer id not found",
  503: "1000 general: the wallet cannot be read or changed now",
};

/** The customer's digital wallet (document 2 §3, §7): the balance and the gift cards. */
export const getWallet = defineCall({
  name: "customers.wallet.get",
  method: "GET",
  path: "/api/customers/digital-wallet",
  response: Wallet,
  errors: WALLET_ERRORS,
});

/** Adds a gift card by its code to the wallet; answers the wallet with its new balance. */
export const putWalletGiftCard = defineCall({
  name: "customers.wallet.giftCard.put",
  method: "PUT",
  path: "/api/customers/digital-wallet/gift-card",
  body: Schema.Struct({
    code: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64), noControlCharacters),
  }),
  response: Wallet,
  errors: {
    ...WALLET_ERRORS,
    400: "1001 reference code not valid",
    404: "1002 gift card does not exist; 1010 customer id not found",
    409: "1004 gift card already linked to another customer; 1014 customer maximum reached; 1005 idempotency conflict",
  },
});

/** Removes a gift card from the wallet; answers the wallet. */
export const deleteWalletGiftCard = defineCall({
  name: "customers.wallet.giftCard.delete",
  method: "DELETE",
  path: "/api/customers/digital-wallet/gift-card/:code",
  params: Schema.Struct({ code: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64)) }),
  response: Wallet,
  errors: {
    ...WALLET_ERRORS,
    400: "1001 reference code not valid",
    404: "1003 gift card not linked to this customer; 1010 customer id not found",
    409: "1005 the card pays a checkout under way (transaction idempotency conflict)",
  },
});
