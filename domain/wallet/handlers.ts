import { Effect } from "effect";
import { callApi } from "../api/call";
import { ApiError } from "../api/errors";
import { deleteWalletGiftCard, getWallet, putWalletGiftCard } from "../api/wallet";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { wallet } from "./access";
import type { AddGiftCard, RemoveGiftCard, WalletCommand } from "./commands";
import type { WalletOutcomes } from "./outcomes";
import { isGiftCardCode, normaliseGiftCardCode } from "./rules/codes";
import { type WalletErrorCode, walletErrorOf } from "./rules/errors";

/** The wallet error code of a failed call: the answer's code when it is one, else 1000 (general). */
const codeOf = (e: unknown): WalletErrorCode => walletErrorOf(e instanceof ApiError ? e.code : undefined);

/** Add or remove: the same steps, the call differs. A refusal keeps its wallet error code for the screen. */
const change = (kind: "add" | "remove", typed: string) =>
  Effect.gen(function* () {
    const { customer } = yield* wallet.inputs;
    if (customer === null) return "guest" as const;
    if ((yield* wallet.state).change.status === "busy") return "busy" as const;
    const code = normaliseGiftCardCode(typed);
    if (!isGiftCardCode(code)) {
      // The form checks this too; a code that is not 16 digits never leaves the browser.
      yield* wallet.emit({ _tag: "WalletChangeRefused", change: kind, code: "1001" });
      return "refused" as const;
    }
    yield* wallet.emit({ _tag: "WalletChangeStarted", change: kind });
    const answer = yield* Effect.either(
      kind === "add"
        ? callApi(putWalletGiftCard, { body: { code } })
        : callApi(deleteWalletGiftCard, { params: { code } }),
    );
    if (answer._tag === "Left") {
      const refused = codeOf(answer.left);
      yield* wallet.emit({ _tag: "WalletChangeRefused", change: kind, code: refused });
      return "refused" as const;
    }
    yield* wallet.emit({
      _tag: "WalletChanged",
      change: kind,
      customerId: customer.customerId,
      wallet: answer.right,
    });
    return "done" as const;
  });

export const walletHandlers: HandlersOf<WalletCommand, typeof WalletOutcomes, Ports> = {
  LoadWallet: (c) =>
    Effect.gen(function* () {
      const { customer } = yield* wallet.inputs;
      if (customer === null) return "guest" as const;
      const state = yield* wallet.state;
      const cartId = c.cartId ?? state.cartId;
      // The cart answers often; only a new cart id (or validation, login, a request) reads again.
      if (
        c.reason === "cartChanged" &&
        state.customerId === customer.customerId &&
        state.status !== "idle" &&
        state.cartId === cartId
      )
        return "cached" as const;
      if (
        c.reason === "customer" &&
        state.customerId === customer.customerId &&
        (state.status === "loaded" || state.status === "loading")
      )
        return "cached" as const;
      yield* wallet.emit({ _tag: "WalletRequested", cartId: cartId ?? null });
      const answer = yield* Effect.either(callApi(getWallet, {}));
      // A logout while the call was under way: the answer is the previous customer's.
      if ((yield* wallet.inputs).customer?.customerId !== customer.customerId) return "failed" as const;
      if (answer._tag === "Left") {
        yield* wallet.emit({ _tag: "WalletLoadFailed", code: codeOf(answer.left) });
        return "failed" as const;
      }
      yield* wallet.emit({
        _tag: "WalletLoaded",
        customerId: customer.customerId,
        cartId: cartId ?? null,
        wallet: answer.right,
      });
      return "loaded" as const;
    }),

  ClearWallet: () => Effect.as(wallet.emit({ _tag: "WalletCleared" }), "cleared" as const),

  AddGiftCard: (c: typeof AddGiftCard.Type) =>
    Effect.map(change("add", c.giftCardCode), (r) => (r === "done" ? ("added" as const) : r)),
  RemoveGiftCard: (c: typeof RemoveGiftCard.Type) =>
    Effect.map(change("remove", c.giftCardCode), (r) => (r === "done" ? ("removed" as const) : r)),
};
