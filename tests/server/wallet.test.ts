import { Schema } from "effect";
import { beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "../../domain/api/errors";
import { Wallet } from "../../domain/wallet/model";
import { MAX_WALLET_GIFT_CARDS } from "../../domain/wallet/rules/codes";
import { WALLET_ERROR_CODES } from "../../domain/wallet/rules/errors";
import { createApp } from "../../server/app";
import type { Db } from "../../server/db/db";
import { quietLogger } from "../../server/http/logger";
import { demoCustomers } from "../../server/seed/customers";
import { walletGiftCards } from "../../server/seed/wallet";
import { type InProcessServer, inProcessServer } from "../support/in-process";
import { type JsonCall, jsonBrowser } from "../support/json-browser";

const [anna, lena, max] = demoCustomers.map((d) => ({
  id: d.customer.customerId,
  email: d.customer.email,
  password: d.password,
})) as [Login, Login, Login];
interface Login {
  readonly id: string;
  readonly email: string;
  readonly password: string;
}

const ANNAS_CARD = "6000100010001001"; // checkout's seed: 25,00 € in Anna's wallet
const FREE_10 = walletGiftCards[0]?.code ?? ""; // 10,00 €, in nobody's wallet
const FREE_20 = walletGiftCards[1]?.code ?? "";
const MAXS_CARD = walletGiftCards[4]?.code ?? ""; // linked to Max

let server: InProcessServer;
beforeAll(async () => {
  server = await inProcessServer();
});

/** A browser on an app over `db` (the file's server by default): its own cookies and XSRF header. */
const browser = (who?: Login, app = server.app) => jsonBrowser(app, who);
type Call = JsonCall;

const WALLET = "/api/customers/digital-wallet";
const wallet = async (call: Call) => {
  const r = await call("GET", WALLET);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return Schema.decodeUnknownSync(Wallet)(r.json);
};
const add = (call: Call, code: string) => call("PUT", `${WALLET}/gift-card`, { code });
const remove = (call: Call, code: string) =>
  call("DELETE", `${WALLET}/gift-card/${encodeURIComponent(code)}`);
const refusal = (r: { status: number; json: unknown }, status: number, code: string) => {
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  const body = Schema.decodeUnknownSync(ErrorBody)(r.json);
  expect(body.code, body.message).toBe(code);
  return body;
};
const balanceOf = async (code: string) =>
  Number(
    (await server.db.query<{ balance: number }>("SELECT balance FROM gift_cards WHERE code = $1", [code]))[0]
      ?.balance,
  );

/** A database that answers `match`ing statements with `answer` (rows, or a thrown failure), the rest as `inner`. */
const rigged = (inner: Db, match: RegExp, answer: "empty" | "fail"): Db => {
  const wrap = (db: Db): Db => ({
    query: async <T>(sql: string, params?: ReadonlyArray<unknown>) => {
      if (match.test(sql)) {
        if (answer === "fail") throw new Error("connection reset");
        return [] as T[];
      }
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: async () => {},
  });
  return wrap(inner);
};
const riggedApp = (match: RegExp, answer: "empty" | "fail") =>
  createApp({
    db: rigged(server.db, match, answer),
    testRoutes: true,
    logger: quietLogger,
    staticDir: "/nonexistent",
  });

describe("the digital wallet needs a customer (document 2 §6)", () => {
  it("[doc2 §6] a guest gets 401 on every wallet route", async () => {
    const guest = await browser();
    expect((await guest("GET", WALLET)).status).toBe(401);
    expect((await add(guest, FREE_10)).status).toBe(401);
    expect((await remove(guest, ANNAS_CARD)).status).toBe(401);
  });
});

describe("GET, PUT gift-card, DELETE gift-card/{code} (document 2 §3, §7)", () => {
  it("[doc2 §3] the wallet is a balance and the gift cards added by code: Anna's seeded card", async () => {
    const w = await wallet(await browser(anna));
    expect(w).toEqual({
      balance: await balanceOf(ANNAS_CARD),
      giftCards: [{ code: ANNAS_CARD, balance: 2500 }],
    });
  });

  it("[doc2 §7] PUT adds a card by code and answers the new balance; PUT again changes nothing; DELETE takes it out, its balance stays on the card", async () => {
    const call = await browser(lena);
    const before = await wallet(call);
    const added = await add(call, FREE_20);
    expect(added.status).toBe(200);
    const w = Schema.decodeUnknownSync(Wallet)(added.json);
    expect(w.balance).toBe(before.balance + 2000);
    expect(w.giftCards.map((g) => g.code)).toEqual([...before.giftCards.map((g) => g.code), FREE_20]);
    expect(Schema.decodeUnknownSync(Wallet)((await add(call, FREE_20)).json)).toEqual(w);
    expect(await wallet(call)).toEqual(w);

    const removed = await remove(call, FREE_20);
    expect(removed.status).toBe(200);
    expect(Schema.decodeUnknownSync(Wallet)(removed.json)).toEqual(before);
    expect(await balanceOf(FREE_20)).toBe(2000);
  });

  it("[doc2 §7] a code typed in groups of four (spaces or dashes) is the same code", async () => {
    const call = await browser(lena);
    const grouped = FREE_10.replace(/(\d{4})(?=\d)/g, "$1 ");
    expect((await add(call, grouped)).status).toBe(200);
    expect((await wallet(call)).giftCards.some((g) => g.code === FREE_10)).toBe(true);
    expect((await remove(call, FREE_10.replace(/(\d{4})(?=\d)/g, "$1-"))).status).toBe(200);
  });

  it("[doc2 §7] a body without a code, or a code over 64 characters, is 400 with a readable message", async () => {
    const call = await browser(lena);
    for (const body of [{}, { code: "" }, { code: "1".repeat(65) }, { code: 6000 }]) {
      const r = await call("PUT", `${WALLET}/gift-card`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Schema.decodeUnknownSync(ErrorBody)(r.json).message.length).toBeGreaterThan(0);
    }
  });
});

describe("every wallet error code (document 2 §8)", () => {
  it("[doc2 §8] 1001 reference code not valid: not 16 digits, on PUT and DELETE", async () => {
    const call = await browser(anna);
    for (const code of ["1234", "600010001000100A", "60001000100010011"])
      refusal(await add(call, code), 400, "1001");
    refusal(await remove(call, "abc"), 400, "1001");
    expect((await wallet(call)).giftCards).toHaveLength(1);
  });

  it("[doc2 §8] 1002 gift card does not exist: 16 digits no card has", async () => {
    refusal(await add(await browser(anna), "6000999999999999"), 404, "1002");
  });

  it("[doc2 §8] 1003 gift card not linked: removing a card that is not in this wallet (nobody's, or another customer's)", async () => {
    const call = await browser(anna);
    refusal(await remove(call, walletGiftCards[2]?.code ?? ""), 404, "1003");
    refusal(await remove(call, MAXS_CARD), 404, "1003");
    refusal(await remove(call, "6000999999999999"), 404, "1003");
    expect(await wallet(await browser(max))).toMatchObject({ giftCards: [{ code: MAXS_CARD }] });
  });

  it("[doc2 §8] 1004 gift card already linked to a customer: another customer's card cannot be added", async () => {
    const call = await browser(anna);
    refusal(await add(call, MAXS_CARD), 409, "1004");
    expect((await wallet(call)).giftCards.map((g) => g.code)).toEqual([ANNAS_CARD]);
  });

  it("[doc2 §8] 1014 customer maximum reached: one card more than the wallet holds", async () => {
    const call = await browser(max);
    const extra = Array.from(
      { length: MAX_WALLET_GIFT_CARDS - 1 },
      (_, i) => `7000000000000${String(i).padStart(3, "0")}`,
    );
    for (const code of [...extra, "7000000000000999"])
      await server.db.query("INSERT INTO gift_cards (code, balance) VALUES ($1, 100)", [code]);
    for (const code of extra) expect((await add(call, code)).status).toBe(200);
    expect((await wallet(call)).giftCards).toHaveLength(MAX_WALLET_GIFT_CARDS);
    refusal(await add(call, "7000000000000999"), 409, "1014");
    expect((await wallet(call)).giftCards).toHaveLength(MAX_WALLET_GIFT_CARDS);
    // A card already in the full wallet is still no error (PUT is idempotent).
    expect((await add(call, MAXS_CARD)).status).toBe(200);
    for (const code of extra) expect((await remove(call, code)).status).toBe(200);
  });

  it("[doc2 §8] 1005 transaction idempotency conflict: a card that pays a checkout under way cannot be removed", async () => {
    const call = await browser(max);
    const [live] = await server.db.query<{ id: string }>(
      "SELECT id FROM carts WHERE customer_id = $1 AND status IN ('OPEN', 'FINALIZED')",
      [max.id],
    );
    const cartId = live?.id ?? "wallet-test-cart";
    if (!live)
      await server.db.query(
        "INSERT INTO carts (id, customer_id, status, state) VALUES ($1, $2, 'OPEN', '{}')",
        [cartId, max.id],
      );
    const [row] = await server.db.query<{ state: Record<string, unknown>; status: string }>(
      "SELECT state, status FROM carts WHERE id = $1",
      [cartId],
    );
    const paying = {
      ...row?.state,
      payments: [
        {
          paymentId: "p1",
          methodKey: "gift-card-rewe",
          brandName: "GIFTCARD",
          amount: 500,
          giftCardCode: MAXS_CARD,
        },
      ],
    };
    await server.db.query("UPDATE carts SET status = 'FINALIZED', state = $2 WHERE id = $1", [
      cartId,
      JSON.stringify(paying),
    ]);
    refusal(await remove(call, MAXS_CARD), 409, "1005");
    // Back to OPEN (the shopper left the payment): the card can go.
    await server.db.query("UPDATE carts SET status = 'OPEN', state = $2 WHERE id = $1", [
      cartId,
      JSON.stringify(row?.state ?? {}),
    ]);
    expect((await remove(call, MAXS_CARD)).status).toBe(200);
    expect((await add(call, MAXS_CARD)).status).toBe(200);
  });

  it("[doc2 §8] 1010 customer id not found: the session's customer is not there when the wallet changes", async () => {
    const app = riggedApp(/SELECT id FROM customers WHERE id = \$1 FOR UPDATE/, "empty");
    const call = await browser(anna, app);
    refusal(await add(call, FREE_10), 404, "1010");
    refusal(await remove(call, ANNAS_CARD), 404, "1010");
    expect((await wallet(await browser(anna))).giftCards.map((g) => g.code)).toEqual([ANNAS_CARD]);
  });

  it("[doc2 §8] 1000 general: the wallet's store fails; the answer is 503 with code 1000, never a bare 500", async () => {
    const app = riggedApp(/FROM gift_cards/, "fail");
    const call = await browser(anna, app);
    refusal(await call("GET", WALLET), 503, "1000");
    refusal(await add(call, FREE_10), 503, "1000");
    refusal(await remove(call, ANNAS_CARD), 503, "1000");
  });

  it("[doc2 §8] the codes the routes answer are exactly the wallet error codes of the catalogue", () => {
    expect([...WALLET_ERROR_CODES]).toEqual(["1000", "1001", "1002", "1003", "1004", "1005", "1010", "1014"]);
  });
});

describe("the wallet and the cart's gift-card payment (document 2 §8 codes 260, 264)", () => {
  const cardCodes = async (call: Call) => {
    const r = await call("GET", "/api/carts/validation");
    expect(r.status).toBe(200);
    return (r.json as { errors: { code: string }[] }).errors
      .map((e) => e.code)
      .filter((c) => ["260", "261", "264"].includes(c));
  };

  it("[doc2 §8] a card taken out of the wallet no longer pays the cart (264); added back it does; a malformed code is 260", async () => {
    const call = await browser(lena);
    expect((await add(call, FREE_10)).status).toBe(200);
    const pay = (giftCardCode: string) =>
      call("POST", "/api/carts/payment", {
        methodKey: "gift-card-rewe",
        brandName: "GIFTCARD",
        amount: 500,
        giftCardCode,
      });
    expect((await pay(FREE_10)).status).toBe(200);
    expect(await cardCodes(call)).toEqual([]);
    expect((await remove(call, FREE_10)).status).toBe(200);
    expect(await cardCodes(call)).toEqual(["264"]);
    expect((await add(call, FREE_10)).status).toBe(200);
    expect(await cardCodes(call)).toEqual([]);
    expect((await pay("12345")).status).toBe(200);
    expect(await cardCodes(call)).toEqual(["260"]);
    expect((await call("PUT", "/api/carts/payments/clean")).status).toBe(200);
    expect((await remove(call, FREE_10)).status).toBe(200);
  });
});
