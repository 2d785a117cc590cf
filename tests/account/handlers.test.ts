import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../domain/api/errors";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { initialState } from "../../domain/app/state";
import { reduce } from "../../domain/core/store";
import { dataLayerProblems } from "../../domain/tracking/events";
import { projectDataLayer } from "../../domain/tracking/projection";
import { cartShop, eventTags } from "../cart/support";
import { ANNA, LENA } from "../server/client";

/** Every event of a shop's log, in order. */
const events = (shop: { log: { entries: () => ReadonlyArray<{ kind: string }> } }) =>
  shop.log
    .entries()
    .flatMap((e) => (e.kind === "event" ? [(e as unknown as { event: AppEvent }).event] : []));

/** The command's outcome, or its failure (a test that expects an outcome then fails with it). */
const outcome = (
  o: { readonly ok: true; readonly value: string } | { readonly ok: false; readonly error: unknown },
) => (o.ok ? o.value : o.error);

const location = (shop: Awaited<ReturnType<typeof cartShop>>) => shop.store.getState().navigation.location;
const notices = (shop: Awaited<ReturnType<typeof cartShop>>, key: string) =>
  shop.store.getState().notifications.items.filter((n) => n.key === key);

describe("login and logout (the account feature on the real server)", () => {
  it("[doc1 §4] LogIn sets the customer with LoggedIn (login type normal) and returns to the same-origin returnUrl", async () => {
    const shop = await cartShop({ start: "/anmelden?returnUrl=%2Fwarenkorb%3Fa%3D1&authRequired=true" });
    expect(outcome(await shop.dispatch({ _tag: "LogIn", email: ANNA.email, password: ANNA.password }))).toBe(
      "loggedIn",
    );
    const loggedIn = events(shop).find((e) => e._tag === "LoggedIn");
    expect(loggedIn).toMatchObject({ loginType: "normal", customer: { email: ANNA.email } });
    expect(shop.store.getState().session.customer?.firstName).toBe("Anna");
    expect(location(shop)).toMatchObject({ path: "/warenkorb", search: "?a=1" });
  });

  it("[doc1 §2] a returnUrl to another origin goes to the start page", async () => {
    const shop = await cartShop({ start: "/anmelden?returnUrl=%2F%2Fevil.example%2Fx" });
    expect(outcome(await shop.dispatch({ _tag: "LogIn", email: ANNA.email, password: ANNA.password }))).toBe(
      "loggedIn",
    );
    expect(location(shop).path).toBe("/");
  });

  it("[issue 16 #5] a returnUrl that normalises to another host ('/.//evil.example' and its spellings) goes to the start page", async () => {
    for (const returnUrl of [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/a/..//evil.example",
    ]) {
      const shop = await cartShop({ start: `/anmelden?${new URLSearchParams({ returnUrl })}` });
      expect(
        outcome(await shop.dispatch({ _tag: "LogIn", email: ANNA.email, password: ANNA.password })),
      ).toBe("loggedIn");
      expect(location(shop).path, returnUrl).toBe("/");
    }
  });

  it("[issue 16 #5] a returnUrl with dot segments is followed normalised, on this shop", async () => {
    const shop = await cartShop({
      start: `/anmelden?${new URLSearchParams({ returnUrl: "/a/../warenkorb?x=1" })}`,
    });
    expect(outcome(await shop.dispatch({ _tag: "LogIn", email: ANNA.email, password: ANNA.password }))).toBe(
      "loggedIn",
    );
    expect(location(shop)).toMatchObject({ path: "/warenkorb", search: "?x=1" });
  });

  it("[doc1 §2] forwardToCheckout goes to the cart page when the cart cannot be ordered yet", async () => {
    const shop = await cartShop({ start: "/anmelden?forwardToCheckout=true" });
    expect(outcome(await shop.dispatch({ _tag: "LogIn", email: LENA.email, password: LENA.password }))).toBe(
      "loggedIn",
    );
    expect(location(shop).path).toBe("/warenkorb");
  });

  it("[doc1 §5] an unknown e-mail and a wrong password are one outcome, and no customer", async () => {
    const shop = await cartShop({ start: "/anmelden" });
    expect(outcome(await shop.dispatch({ _tag: "LogIn", email: "nobody@example.com", password: "x" }))).toBe(
      "wrongCredentials",
    );
    expect(outcome(await shop.dispatch({ _tag: "LogIn", email: ANNA.email, password: "falsch" }))).toBe(
      "wrongCredentials",
    );
    expect(shop.store.getState().session.customer).toBeNull();
    expect(eventTags(shop)).not.toContain("LoggedIn");
  });

  it("[doc1 §8] LogOut clears the customer (loggedOut) and shows account.logout.successful", async () => {
    const shop = await cartShop({ login: ANNA, start: "/" });
    expect(shop.store.getState().session.customer?.email).toBe(ANNA.email);
    expect(outcome(await shop.dispatch({ _tag: "LogOut" }))).toBe("loggedOut");
    expect(shop.store.getState().session.customer).toBeNull();
    expect(events(shop).filter((e) => e._tag === "CustomerCleared")).toEqual([
      { _tag: "CustomerCleared", reason: "loggedOut" },
    ]);
    expect(notices(shop, "account.logout.successful")).toHaveLength(1);
    expect(shop.jar.get("loggedIn")).toBeUndefined();
  });

  it("[doc1 §8] a failed logout shows account.logout.error and keeps the customer", async () => {
    const shop = await cartShop({
      login: ANNA,
      overrides: {
        "auth.logout": () => Effect.fail(new ApiError({ call: "auth.logout", status: 503, message: "down" })),
      },
    });
    expect(outcome(await shop.dispatch({ _tag: "LogOut" }))).toBe("failed");
    expect(notices(shop, "account.logout.error")).toHaveLength(1);
    expect(shop.store.getState().session.customer).not.toBeNull();
  });
});

describe("the session rules on every response (document 1 §4)", () => {
  it("[doc1 §4] an answer with the sessionExpired cookie: the warning once, the customer reset, the profile page → login", async () => {
    const shop = await cartShop({ login: ANNA, start: "/mein-konto" });
    expect(location(shop).path).toBe("/mein-konto");
    // The server forgets the session (it expired there): its next answers say sessionExpired.
    await shop.server.db.query("DELETE FROM sessions");
    expect(outcome(await shop.dispatch({ _tag: "RefreshCustomer" }))).toBe("failed");
    expect(shop.store.getState().session.customer).toBeNull();
    expect(shop.jar.get("sessionExpired")).toBeUndefined();
    const warning = notices(shop, "session.expiredHeadline");
    expect(warning).toHaveLength(1);
    expect(warning[0]).toMatchObject({ type: "warning", duration: 3000 });
    expect(location(shop)).toMatchObject({
      path: "/anmelden",
      search: `?${new URLSearchParams({ returnUrl: "/mein-konto", authRequired: "true" })}`,
    });
    // More answers of the same moment: still one warning.
    shop.jar.set("sessionExpired", "1");
    await shop.dispatch({ _tag: "RefreshCustomer" });
    await shop.dispatch({ _tag: "LoadCart" });
    expect(notices(shop, "session.expiredHeadline")).toHaveLength(1);
  });

  it("[doc1 §4] when the loggedIn cookie disappears, the customer state resets", async () => {
    const shop = await cartShop({ login: ANNA, start: "/" });
    expect(shop.store.getState().session.customer).not.toBeNull();
    shop.jar.delete("loggedIn");
    await shop.dispatch({ _tag: "LoadCart" });
    expect(shop.store.getState().session.customer).toBeNull();
    expect(events(shop).filter((e) => e._tag === "CustomerCleared")).toEqual([
      { _tag: "CustomerCleared", reason: "loggedOut" },
    ]);
  });

  it("[doc1 §8] a 401 on the profile page clears the customer (unauthorized) and goes to login", async () => {
    const shop = await cartShop({ login: ANNA, start: "/mein-konto/bestellungen" });
    // The server's session ends without a sessionExpired cookie (logged out in another tab).
    await shop.server.db.query("UPDATE sessions SET customer_id = NULL");
    shop.jar.delete("loggedIn");
    expect(outcome(await shop.dispatch({ _tag: "RefreshCustomer" }))).toBe("failed");
    expect(events(shop).filter((e) => e._tag === "CustomerCleared")).toEqual([
      { _tag: "CustomerCleared", reason: "unauthorized" },
    ]);
    expect(location(shop)).toMatchObject({
      path: "/anmelden",
      search: `?${new URLSearchParams({ returnUrl: "/mein-konto/bestellungen", authRequired: "true" })}`,
    });
  });
});

describe("tracking (login, sign_up, user type)", () => {
  it("[issue 12] LoggedIn projects GA4 login (method email) with the user type; Registered projects sign_up", () => {
    const customer = {
      customerId: "C-1",
      email: "x@example.com",
      firstName: "X",
      lastName: "Y",
      newsletterTopics: [],
      firstOrderDelivery: true,
      firstOrderClickAndCollect: true,
    };
    const login: AppEvent = { _tag: "LoggedIn", customer, loginType: "normal" };
    const after = reduce(appRecipe, initialState, login);
    const projected = projectDataLayer(login, initialState, after);
    expect(projected).toEqual([{ event: "login", method: "email", user_type: "customer" }]);
    const signUp: AppEvent = { _tag: "Registered", confirmationPending: true };
    const signed = projectDataLayer(signUp, initialState, initialState);
    expect(signed).toEqual([{ event: "sign_up", method: "email", confirmation_pending: true }]);
    for (const e of [...projected, ...signed]) expect(dataLayerProblems(e)).toEqual([]);
    const viaRegistration: AppEvent = { _tag: "LoggedIn", customer, loginType: "registration" };
    expect(projectDataLayer(viaRegistration, initialState, after)).toEqual([]);
  });
});
