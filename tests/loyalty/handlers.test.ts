import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../domain/api/errors";
import { visiblePersonalVouchers } from "../../domain/loyalty/rules/vouchers";
import type { Customer } from "../../domain/session/customer";
import { demoCustomers } from "../../server/seed/customers";
import { cartShop, eventTags } from "../cart/support";

const loginOf = (i: number) => {
  const d = demoCustomers[i] as (typeof demoCustomers)[number];
  return { email: d.customer.email, password: d.password };
};
const lenaLogin = loginOf(1);
const annaLogin = loginOf(0);

type Shop = Awaited<ReturnType<typeof cartShop>>;
type Overrides = NonNullable<Parameters<typeof cartShop>[0]>["overrides"];
const loyalty = (shop: Shop) => shop.store.getState().loyalty;
const notices = (shop: Shop) => shop.store.getState().notifications.items.map((n) => n.key);
const fail =
  (status: number, extra: { message?: string; code?: string } = {}) =>
  () =>
    Effect.fail(
      new ApiError({
        call: "x",
        status,
        message: extra.message ?? `HTTP ${status}`,
        ...(extra.code ? { code: extra.code } : {}),
      }),
    );

const memberShop = async (overrides?: Overrides) => {
  const shop = await cartShop({ login: lenaLogin, ...(overrides ? { overrides } : {}) });
  await shop.bus.idle();
  return shop;
};

describe("member information appears: card info and vouchers load (document 1 §4)", () => {
  it("[doc1 §4] the loyalty member's card info, vouchers and personal vouchers load by reaction at start-up", async () => {
    const shop = await memberShop();
    const s = loyalty(shop);
    expect(s.cardInfo).toEqual({ status: "loaded", currentIds: ["2400000123453"], dontRenderText: false });
    expect(s.vouchers.status).toBe("loaded");
    expect(s.vouchers.items.map((v) => v.id)).toEqual(["LV-1002", "LV-1001"]);
    expect(s.personal.items.map((v) => v.promotionId).sort()).toEqual([
      "J-COFFEE2",
      "P-BIO10",
      "P-FIRST-CC",
      "P-FIRST-DELIVERY",
    ]);
    const load = shop.log
      .entries()
      .find(
        (e) =>
          e.kind === "command" &&
          (e as unknown as { command: { _tag: string } }).command._tag === "LoadLoyalty",
      ) as { cause?: unknown } | undefined;
    expect(load?.cause).toBeDefined();
  });

  it("[doc1 §4] first-order personal vouchers are hidden: the member has ordered both services", async () => {
    const shop = await memberShop();
    expect(
      visiblePersonalVouchers(
        loyalty(shop).personal.items,
        shop.store.getState().session.customer as Customer,
      ).map((v) => v.promotionId),
    ).toEqual(["J-COFFEE2", "P-BIO10"]);
  });

  it("the same member again (another customer answer) keeps what is loaded, without a second fetch", async () => {
    const shop = await memberShop();
    expect(await shop.dispatch({ _tag: "LoadLoyalty" })).toMatchObject({ value: "cached" });
    expect(shop.names()).not.toContain("customers.loyalty.cardInfo");
  });

  it("a customer without member information loads nothing", async () => {
    const shop = await cartShop({ login: annaLogin });
    await shop.bus.idle();
    expect(await shop.dispatch({ _tag: "LoadLoyalty" })).toMatchObject({ value: "reset" });
    expect(loyalty(shop).cardInfo.status).toBe("idle");
    expect(shop.names()).not.toContain("customers.loyalty.cardInfo");
    expect(shop.names()).not.toContain("customers.loyalty.vouchers");
  });

  it("[doc1 §4] member information vanishes (a customer answer without it): card info and vouchers reset", async () => {
    let refreshed: Customer | null = null;
    const shop = await memberShop({ "customers.refresh": () => Effect.succeed(refreshed) });
    const lena = shop.store.getState().session.customer as Customer;
    const { loyaltyMemberInformation: _gone, ...without } = lena;
    refreshed = without;
    await shop.dispatch({ _tag: "RefreshCustomer" });
    await shop.bus.idle();
    expect(shop.store.getState().session.customer?.loyaltyMemberInformation).toBeUndefined();
    expect(eventTags(shop)).toContain("LoyaltyReset");
    expect(loyalty(shop)).toMatchObject({
      memberKey: null,
      cardInfo: { status: "idle", currentIds: [] },
      vouchers: { items: [] },
    });
  });
});

describe("loyalty failures (document 1 §8)", () => {
  it("[doc1 §8] card-info error with errorCode 10048 in its message resets the card info; vouchers still load", async () => {
    const shop = await memberShop({
      "customers.loyalty.cardInfo": fail(404, { message: "no loyalty card linked (errorCode 10048)" }),
    });
    expect(loyalty(shop).cardInfo).toEqual({ status: "reset", currentIds: [], dontRenderText: false });
    expect(loyalty(shop).vouchers.items).toHaveLength(2);
    expect(notices(shop)).toEqual([]);
  });

  it("[doc1 §8] card-info and vouchers failures give empty values silently", async () => {
    const shop = await memberShop({
      "customers.loyalty.cardInfo": fail(503),
      "customers.loyalty.vouchers": fail(500),
    });
    expect(loyalty(shop).cardInfo).toEqual({ status: "failed", currentIds: [], dontRenderText: false });
    expect(loyalty(shop).vouchers).toEqual({ status: "failed", items: [] });
    expect(loyalty(shop).personal.error).toBe(false);
    expect(notices(shop)).toEqual([]);
  });

  it("[doc1 §8] a card-info 401 keeps the session; a vouchers 401 ends it and the loyalty data go with it", async () => {
    const kept = await memberShop({ "customers.loyalty.cardInfo": fail(401) });
    expect(kept.store.getState().session.customer).not.toBeNull();
    expect(loyalty(kept).vouchers.status).toBe("loaded");

    const ended = await memberShop({ "customers.loyalty.vouchers": fail(401) });
    expect(ended.store.getState().session.customer).toBeNull();
    expect(eventTags(ended)).toContain("LoyaltyReset");
    expect(loyalty(ended).memberKey).toBeNull();
  });

  it("[doc1 §8] a personal vouchers failure sets the error flag; a retry that succeeds clears it", async () => {
    let broken = true;
    const shop = await memberShop({
      "content.vouchers.personal": (input) =>
        broken
          ? fail(503)()
          : Effect.succeed({ vouchers: [] as unknown[] }).pipe(Effect.tap(() => Effect.sync(() => input))),
    });
    expect(loyalty(shop).personal).toEqual({ status: "failed", items: [], error: true });
    broken = false;
    expect(await shop.dispatch({ _tag: "LoadPersonalVouchers" })).toMatchObject({ value: "loaded" });
    expect(loyalty(shop).personal.error).toBe(false);
  });

  it("[doc1 §8] a physical-card status failure gives an empty value silently", async () => {
    const shop = await memberShop({ "customers.physicalCard.status": fail(500) });
    expect(await shop.dispatch({ _tag: "LoadPhysicalCardStatus" })).toMatchObject({ value: "failed" });
    expect(loyalty(shop).physicalCard).toEqual({ status: "failed", state: null });
    expect(notices(shop)).toEqual([]);
  });
});

describe("the physical card order (document 1 §2)", () => {
  const address = {
    firstName: "Anna",
    lastName: "Schmidt",
    street: "Hauptstraße",
    houseNumber: "1",
    zip: "10115",
    city: "Berlin",
  };

  it("[doc1 §2] an invalid address is not sent", async () => {
    const shop = await cartShop({ login: annaLogin });
    await shop.bus.idle();
    expect(await shop.dispatch({ _tag: "OrderPhysicalCard", ...address, zip: "1" })).toMatchObject({
      value: "invalid",
    });
    expect(shop.names()).not.toContain("customers.physicalCard.order");
  });

  it("[doc1 §2] an order goes to the confirmation page (-ok) with the status ordered; a second is refused with a message", async () => {
    const shop = await cartShop({ login: annaLogin });
    await shop.server.db.query("DELETE FROM physical_card_orders WHERE customer_id = 'C-1001'");
    await shop.bus.idle();
    expect(await shop.dispatch({ _tag: "OrderPhysicalCard", ...address })).toMatchObject({
      value: "ordered",
    });
    expect(loyalty(shop).physicalCard).toEqual({ status: "loaded", state: "ordered" });
    expect(shop.store.getState().navigation.location.route).toBe("physicalCardConfirmation");
    expect(await shop.dispatch({ _tag: "OrderPhysicalCard", ...address })).toMatchObject({
      value: "refused",
    });
    expect(notices(shop)).toContain("loyalty.physicalCard.refused");
  });

  it("a guest cannot order", async () => {
    const shop = await cartShop();
    expect(await shop.dispatch({ _tag: "OrderPhysicalCard", ...address })).toMatchObject({ value: "guest" });
  });
});
