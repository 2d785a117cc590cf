import type { Context } from "hono";
import { deleteWalletGiftCard, getWallet, putWalletGiftCard } from "../../domain/api/wallet";
import { isGiftCardCode, normaliseGiftCardCode } from "../../domain/wallet/rules/codes";
import type { App, AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { linkGiftCard, readWallet, unlinkGiftCard, walletError } from "./store";

/** The wallet is the logged-in customer's own (document 2 §6): 401 without one. */
const customerOf = (c: Context<AppEnv>): string => {
  const customerId = c.get("session")?.customerId;
  if (!customerId) throw new HttpError(401, "not logged in");
  return customerId;
};

/** A code as the customer typed it, or 1001 (reference code not valid). */
const codeOf = (typed: string): string => {
  const code = normaliseGiftCardCode(typed);
  if (!isGiftCardCode(code)) throw walletError(400, "1001", "reference code not valid: 16 digits");
  return code;
};

/** Anything but a refusal (the database failed) is 1000, general: never a 500 without a code. */
const general = async <A>(run: () => Promise<A>): Promise<A> => {
  try {
    return await run();
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw walletError(503, "1000", "the wallet is not available right now");
  }
};

/** GET, PUT gift-card and DELETE gift-card/{code} of the digital wallet (document 2 §7, §8). */
export const walletRoutes = (app: App) => {
  route(app, getWallet, async (_r, c) => {
    const customerId = customerOf(c);
    return general(() => readWallet(c.get("db"), customerId));
  });

  route(app, putWalletGiftCard, async ({ body }, c) => {
    const customerId = customerOf(c);
    const code = codeOf(body.code);
    return general(() => linkGiftCard(c.get("db"), customerId, code));
  });

  route(app, deleteWalletGiftCard, async ({ params }, c) => {
    const customerId = customerOf(c);
    const code = codeOf(params.code);
    return general(() => unlinkGiftCard(c.get("db"), customerId, code));
  });
};
