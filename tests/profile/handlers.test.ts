import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { AnyCall, CallInput, CallOutput } from "../../domain/api/contract";
import { getCommunicationSettings, updateProfile } from "../../domain/api/profile";
import { logout } from "../../domain/api/session";
import { personalDataOf } from "../../domain/profile/rules/personal-data";
import { cartShop, eventTags } from "../cart/support";
import { annaLogin, lenaLogin } from "../support/seeded-catalogue";

/**
 * The profile's handlers on the reference server in this process (its own copy of the seeded
 * database): Anna logged in through the API, the shop started (it fetches her at start-up).
 */
const customerShop = async (login: { readonly email: string; readonly password: string }) => {
  const shop = await cartShop({ login });
  const run = <C extends AnyCall>(c: C, input: CallInput<C>): Promise<CallOutput<C>> =>
    Effect.runPromise(shop.server.api.call(c, input));
  const customer = () => shop.store.getState().session.customer;
  return { ...shop, run, customer };
};
const annaShop = () => customerShop(annaLogin);

const outcome = async (o: Promise<{ ok: boolean; value?: unknown }>) => {
  const r = await o;
  return r.ok ? r.value : r;
};

describe("SavePersonalData (document 1 §3, §5, §7)", () => {
  it("[doc1 §7] nothing changed: no PUT /api/customers, the outcome says so", async () => {
    const shop = await annaShop();
    const data = personalDataOf(shop.customer() ?? (null as never));
    expect(await outcome(shop.dispatch({ _tag: "SavePersonalData", ...data }))).toBe("unchanged");
    expect(shop.names()).not.toContain(updateProfile.name);
  });

  it("[doc1 §5] a refused field is named and nothing is sent: a birthdate under 18, a bad e-mail", async () => {
    const shop = await annaShop();
    const data = personalDataOf(shop.customer() ?? (null as never));
    // The test shop's clock stands at 2026-11-21.
    expect(
      await outcome(
        shop.dispatch({ _tag: "SavePersonalData", ...data, birthdate: "22.11.2008", email: "anna" }),
      ),
    ).toBe("invalid");
    expect(shop.names()).not.toContain(updateProfile.name);
    expect(shop.store.getState().profile.refusals.personalData).toEqual({
      birthdate: "tooYoung",
      email: "email",
    });
  });

  it("[doc1 §7] a change is PUT once; the answer's customer is the session's, and the server keeps it", async () => {
    const shop = await annaShop();
    const data = personalDataOf(shop.customer() ?? (null as never));
    expect(
      await outcome(
        shop.dispatch({ _tag: "SavePersonalData", ...data, academicTitle: "Dr.", birthdate: "15.04.1987" }),
      ),
    ).toBe("saved");
    expect(shop.names().filter((n) => n === updateProfile.name)).toHaveLength(1);
    expect(shop.customer()).toMatchObject({
      academicTitle: "Dr.",
      birthdate: "15.04.1987",
      firstName: "Anna",
    });
    expect(eventTags(shop)).toContain("CustomerLoaded");
    expect(shop.store.getState().profile.refusals.personalData).toBeUndefined();
    // Restored, for the file's other tests.
    expect(await outcome(shop.dispatch({ _tag: "SavePersonalData", ...data }))).toBe("saved");
  });

  it("[doc1 §5] the e-mail of another customer is refused by the server at the e-mail field (409)", async () => {
    const shop = await annaShop();
    const data = personalDataOf(shop.customer() ?? (null as never));
    expect(
      await outcome(shop.dispatch({ _tag: "SavePersonalData", ...data, email: "lena.wagner@example.com" })),
    ).toBe("refused");
    expect(shop.store.getState().profile.refusals.personalData).toEqual({ email: "emailTaken" });
    expect(shop.customer()?.email).toBe("anna.schmidt@example.com");
  });
});

describe("ChangePassword (document 1 §5)", () => {
  it("[doc1 §5] the rules refuse before any call: old and repeat required, new 8–50, repeat equal", async () => {
    const shop = await annaShop();
    expect(
      await outcome(
        shop.dispatch({ _tag: "ChangePassword", oldPassword: "", newPassword: "kurz", repeatPassword: "x" }),
      ),
    ).toBe("invalid");
    expect(shop.names()).toEqual([]);
    expect(shop.store.getState().profile.refusals.password).toEqual({
      oldPassword: "required",
      newPassword: "tooShort",
      repeatPassword: "mismatch",
    });
  });

  it("[doc1 §5] a wrong old password is the server's refusal at the old field", async () => {
    const shop = await annaShop();
    expect(
      await outcome(
        shop.dispatch({
          _tag: "ChangePassword",
          oldPassword: "falsch",
          newPassword: "Neu-2026-abc",
          repeatPassword: "Neu-2026-abc",
        }),
      ),
    ).toBe("refused");
    expect(shop.store.getState().profile.refusals.password).toEqual({ oldPassword: "wrongPassword" });
  });
});

describe("ManageNewsletterTopics (document 1 §4)", () => {
  it("[doc1 §4] a 202 does not add the topic: it is pending, the customer's topics stay as they were", async () => {
    const shop = await annaShop();
    expect(await outcome(shop.dispatch({ _tag: "OpenProfileSection", section: "newsletter" }))).toBe(
      "loaded",
    );
    expect(
      await outcome(shop.dispatch({ _tag: "ManageNewsletterTopics", wanted: ["angebote", "rezepte"] })),
    ).toBe("pending");
    expect(shop.customer()?.newsletterTopics).toEqual([{ newsletterTopicId: "angebote" }]);
    expect(shop.store.getState().profile.pendingTopics).toEqual(["rezepte"]);
  });

  it("[doc1 §4] unsubscribing and subscribing a confirmed topic again apply at once (200)", async () => {
    const shop = await annaShop();
    expect(await outcome(shop.dispatch({ _tag: "ManageNewsletterTopics", wanted: [] }))).toBe("applied");
    expect(shop.customer()?.newsletterTopics).toEqual([]);
    expect(await outcome(shop.dispatch({ _tag: "ManageNewsletterTopics", wanted: ["angebote"] }))).toBe(
      "applied",
    );
    expect(shop.customer()?.newsletterTopics).toEqual([{ newsletterTopicId: "angebote" }]);
  });

  it("[doc1 §4] the confirmation link subscribes the pending topic; the same link again is invalid", async () => {
    const shop = await annaShop();
    await shop.dispatch({ _tag: "OpenProfileSection", section: "newsletter" });
    expect(
      await outcome(shop.dispatch({ _tag: "ManageNewsletterTopics", wanted: ["angebote", "rezepte"] })),
    ).toBe("pending");
    const [mail] = await shop.server.db.query<{ link: string }>(
      "SELECT link FROM email_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1",
      [annaLogin.email],
    );
    const token = new URL(mail?.link ?? "", "http://shop.test").searchParams.get("confirm") ?? "";
    expect(await outcome(shop.dispatch({ _tag: "ConfirmNewsletterTopic", token }))).toBe("confirmed");
    expect(shop.store.getState().profile.pendingTopics).toEqual([]);
    expect(
      shop
        .customer()
        ?.newsletterTopics.map((t) => t.newsletterTopicId)
        .sort(),
    ).toEqual(["angebote", "rezepte"]);
    expect(await outcome(shop.dispatch({ _tag: "ConfirmNewsletterTopic", token }))).toBe("invalidLink");
    // Anna's topics as the other tests of this file expect them (one database for the file).
    expect(await outcome(shop.dispatch({ _tag: "ManageNewsletterTopics", wanted: ["angebote"] }))).toBe(
      "applied",
    );
  });

  it("[doc1 §4] a made-up confirmation token is an invalid link and changes nothing", async () => {
    const shop = await annaShop();
    expect(await outcome(shop.dispatch({ _tag: "ConfirmNewsletterTopic", token: "nope" }))).toBe(
      "invalidLink",
    );
    expect(shop.customer()?.newsletterTopics).toEqual([{ newsletterTopicId: "angebote" }]);
  });

  it("the same topics as now: nothing is sent", async () => {
    const shop = await annaShop();
    expect(await outcome(shop.dispatch({ _tag: "ManageNewsletterTopics", wanted: ["angebote"] }))).toBe(
      "unchanged",
    );
    expect(shop.names()).toEqual([]);
  });
});

describe("sections and orders", () => {
  it("[doc1 §3] the orders section loads the customer's own orders, newest first", async () => {
    const shop = await customerShop(lenaLogin);
    expect(await outcome(shop.dispatch({ _tag: "OpenProfileSection", section: "orders" }))).toBe("loaded");
    const orders = shop.store.getState().profile.orders;
    expect(orders.map((o) => o.orderNumber)).toEqual(["3900001002", "3900002001", "3900001001"]);
    expect(orders.every((o) => o.total > 0)).toBe(true);
    expect(
      await outcome(
        shop.dispatch({ _tag: "OpenProfileSection", section: "order", orderNumber: "3900001001" }),
      ),
    ).toBe("loaded");
    expect(shop.store.getState().profile.order?.cart.productLineItems.length).toBeGreaterThan(0);
  });

  it("[doc1 §6] another customer's order is not found", async () => {
    const shop = await annaShop();
    expect(
      await outcome(
        shop.dispatch({ _tag: "OpenProfileSection", section: "order", orderNumber: "3900002001" }),
      ),
    ).toBe("notFound");
    expect(shop.store.getState().profile.status.order).toBe("notFound");
  });

  it("communication settings are saved and read back", async () => {
    const shop = await annaShop();
    expect(await outcome(shop.dispatch({ _tag: "OpenProfileSection", section: "communication" }))).toBe(
      "loaded",
    );
    const settings = { personalEmailAllowed: true, personalMailAllowed: false, personalSmsAllowed: true };
    expect(await outcome(shop.dispatch({ _tag: "SaveCommunicationSettings", settings }))).toBe("saved");
    expect(await shop.run(getCommunicationSettings, {})).toEqual(settings);
    expect(shop.store.getState().profile.communication).toEqual(settings);
  });
});

describe("customer-bound data (document 1 §4)", () => {
  it("[doc1 §4] when the customer is cleared, the orders and settings go with them (ClearProfileData)", async () => {
    const shop = await customerShop(lenaLogin);
    await shop.dispatch({ _tag: "OpenProfileSection", section: "orders" });
    await shop.dispatch({ _tag: "OpenProfileSection", section: "communication" });
    expect(shop.store.getState().profile.orders.length).toBe(3);
    // The session ends on the server; the next call's 401 clears the customer (the 401 hook).
    await shop.run(logout, {});
    expect(await outcome(shop.dispatch({ _tag: "OpenProfileSection", section: "orders" }))).toBe("loggedOut");
    expect(shop.customer()).toBeNull();
    expect(eventTags(shop)).toEqual(expect.arrayContaining(["CustomerCleared", "ProfileDataCleared"]));
    const profile = shop.store.getState().profile;
    expect(profile.orders).toEqual([]);
    expect(profile.communication).toBeNull();
    expect(profile.owner).toBeNull();
  });

  it("a guest opening a section calls nothing", async () => {
    const shop = await cartShop();
    expect(await outcome(shop.dispatch({ _tag: "OpenProfileSection", section: "orders" }))).toBe("loggedOut");
    expect(shop.names()).toEqual([]);
  });
});
