import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../domain/api/errors";
import { reactTo } from "../../domain/app/reactions";
import { WALLET_ERROR_CODES, WALLET_ERROR_MEANINGS, walletErrorKey } from "../../domain/wallet/rules/errors";
import { englishMessages, germanMessages } from "../../server/seed/messages";
import { walletGiftCards } from "../../server/seed/wallet";
import { cartShop, eventTags } from "../cart/support";
import { annaLogin, lenaLogin } from "../support/seeded-catalogue";

type Shop = Awaited<ReturnType<typeof cartShop>>;
const state = (shop: Shop) => shop.store.getState().wallet;
const walletCalls = (shop: Shop) => shop.names().filter((n) => n === "customers.wallet.get");
const outcome = (r: unknown) => (r as { value: unknown }).value;
/** The command the event `on` caused, as the log records it. */
const causedBy = (shop: Shop, tag: string) =>
  shop.log
    .entries()
    .filter(
      (e) => e.kind === "command" && (e as unknown as { command: { _tag: string } }).command._tag === tag,
    )
    .map((e) => (e as unknown as { cause?: unknown }).cause);

const ANNAS_CARD = "6000100010001001";
const FREE_10 = walletGiftCards[0]?.code ?? "";

describe("the wallet loads with the customer and refetches (document 2 §4)", () => {
  it("[doc2 §4] a customer's wallet loads at start-up (reaction to CustomerLoaded): balance and cards", async () => {
    const shop = await cartShop({ login: annaLogin });
    await shop.bus.idle();
    expect(state(shop)).toMatchObject({
      status: "loaded",
      balance: 2500,
      giftCards: [{ code: ANNAS_CARD, balance: 2500 }],
    });
    expect(causedBy(shop, "LoadWallet").every((c) => c !== undefined)).toBe(true);
  });

  it("[doc2 §4] on login the wallet loads; on logout it is cleared with the customer", async () => {
    const shop = await cartShop();
    expect(state(shop).status).toBe("idle");
    expect(await shop.dispatch({ _tag: "LoadWallet", reason: "request" })).toMatchObject({ value: "guest" });
    await shop.dispatch({ _tag: "LogIn", email: annaLogin.email, password: annaLogin.password });
    await shop.bus.idle();
    expect(state(shop)).toMatchObject({ status: "loaded", balance: 2500 });
    expect(walletCalls(shop).length).toBeGreaterThan(0);
    await shop.dispatch({ _tag: "LogOut" });
    await shop.bus.idle();
    expect(eventTags(shop)).toContain("WalletCleared");
    expect(state(shop)).toMatchObject({ customerId: null, status: "idle", balance: 0, giftCards: [] });
  });

  it("[doc2 §4] the reactions: login, a new cart id (any cart answer), and every validation load the wallet; CustomerCleared clears it", () => {
    const cart = { id: "cart-9" } as never;
    expect(reactTo({ _tag: "CartReceived", cart, cause: "load" })).toContainEqual({
      _tag: "LoadWallet",
      reason: "cartChanged",
      cartId: "cart-9",
    });
    expect(reactTo({ _tag: "CartValidated", cartId: "cart-9", errors: [], at: 0 })).toContainEqual({
      _tag: "LoadWallet",
      reason: "validation",
      cartId: "cart-9",
    });
    expect(reactTo({ _tag: "CustomerCleared", reason: "logout" } as never)).toContainEqual({
      _tag: "ClearWallet",
    });
  });

  it("[doc2 §4] the same cart id again reads nothing; a new cart id and a validation read the wallet again", async () => {
    const shop = await cartShop({ login: annaLogin });
    await shop.bus.idle();
    const cartId = state(shop).cartId ?? shop.store.getState().cart.cart?.id ?? "";
    await shop.dispatch({ _tag: "LoadWallet", reason: "cartChanged", cartId });
    shop.calls.length = 0;
    expect(outcome(await shop.dispatch({ _tag: "LoadWallet", reason: "cartChanged", cartId }))).toBe(
      "cached",
    );
    expect(walletCalls(shop)).toEqual([]);
    expect(
      outcome(await shop.dispatch({ _tag: "LoadWallet", reason: "cartChanged", cartId: "another" })),
    ).toBe("loaded");
    expect(state(shop).cartId).toBe("another");
    expect(walletCalls(shop)).toHaveLength(1);
    await shop.dispatch({ _tag: "ValidateCart", reason: "request" });
    await shop.bus.idle();
    expect(walletCalls(shop)).toHaveLength(2);
    expect(causedBy(shop, "LoadWallet").at(-1)).toBeDefined();
  });

  it("[doc2 §8] a wallet that cannot be read keeps its wallet error code (1000 without an answer)", async () => {
    const shop = await cartShop({
      login: annaLogin,
      overrides: {
        "customers.wallet.get": () => Effect.fail(new ApiError({ call: "x", status: 0, message: "timeout" })),
      },
    });
    await shop.bus.idle();
    expect(state(shop)).toMatchObject({ status: "failed", loadError: "1000" });
  });
});

describe("adding and removing gift cards (document 2 §7, §8)", () => {
  it("[doc2 §7] a gift card added by code raises the balance (PUT → balance); removed, it lowers it again", async () => {
    const shop = await cartShop({ login: lenaLogin });
    await shop.bus.idle();
    const before = state(shop).balance;
    expect(outcome(await shop.dispatch({ _tag: "AddGiftCard", giftCardCode: FREE_10 }))).toBe("added");
    expect(state(shop).balance).toBe(before + 1000);
    expect(state(shop).giftCards.map((g) => g.code)).toContain(FREE_10);
    expect(state(shop).change).toEqual({ kind: "add", status: "done", error: null });
    expect(outcome(await shop.dispatch({ _tag: "RemoveGiftCard", giftCardCode: FREE_10 }))).toBe("removed");
    expect(state(shop).balance).toBe(before);
    expect(state(shop).giftCards.map((g) => g.code)).not.toContain(FREE_10);
  });

  it("[doc2 §8] 1001: a code that is not 16 digits is refused without a call", async () => {
    const shop = await cartShop({ login: lenaLogin });
    await shop.bus.idle();
    shop.calls.length = 0;
    expect(outcome(await shop.dispatch({ _tag: "AddGiftCard", giftCardCode: "1234" }))).toBe("refused");
    expect(state(shop).change).toEqual({ kind: "add", status: "refused", error: "1001" });
    expect(shop.names()).toEqual([]);
  });

  it("[doc2 §8] the server's refusals keep their code: 1002 unknown card, 1004 another customer's", async () => {
    const shop = await cartShop({ login: lenaLogin });
    await shop.bus.idle();
    await shop.dispatch({ _tag: "AddGiftCard", giftCardCode: "6000999999999999" });
    expect(state(shop).change.error).toBe("1002");
    await shop.dispatch({ _tag: "AddGiftCard", giftCardCode: walletGiftCards[4]?.code ?? "" });
    expect(state(shop).change.error).toBe("1004");
    await shop.dispatch({ _tag: "RemoveGiftCard", giftCardCode: ANNAS_CARD });
    expect(state(shop).change).toEqual({ kind: "remove", status: "refused", error: "1003" });
  });

  for (const code of WALLET_ERROR_CODES)
    it(`[doc2 §8] wallet error ${code} (${WALLET_ERROR_MEANINGS[code]}) is the refusal's code and has its own message in German and English`, async () => {
      const shop = await cartShop({
        login: lenaLogin,
        overrides: {
          "customers.wallet.giftCard.put": () =>
            Effect.fail(new ApiError({ call: "x", status: 409, message: "refused", code })),
        },
      });
      await shop.bus.idle();
      const before = state(shop).balance;
      expect(outcome(await shop.dispatch({ _tag: "AddGiftCard", giftCardCode: FREE_10 }))).toBe("refused");
      expect(state(shop).change.error).toBe(code);
      expect(state(shop).balance).toBe(before);
      const key = walletErrorKey(code);
      expect(germanMessages[key]).toBeTruthy();
      expect(englishMessages[key]).toBeTruthy();
      const others = WALLET_ERROR_CODES.filter((c) => c !== code).map(
        (c) => germanMessages[walletErrorKey(c)],
      );
      expect(others).not.toContain(germanMessages[key]);
    });

  it("[doc2 §8] a refusal without a wallet code (a 500, no answer) is 1000, general", async () => {
    const shop = await cartShop({
      login: lenaLogin,
      overrides: {
        "customers.wallet.giftCard.delete": () =>
          Effect.fail(new ApiError({ call: "x", status: 500, message: "HTTP 500" })),
      },
    });
    await shop.bus.idle();
    expect(outcome(await shop.dispatch({ _tag: "RemoveGiftCard", giftCardCode: FREE_10 }))).toBe("refused");
    expect(state(shop).change.error).toBe("1000");
  });
});
