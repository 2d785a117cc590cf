import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../domain/api/errors";
import { Customer } from "../../domain/session/customer";
import { ANNA, Browser, LENA, setCookieFor } from "./client";

describe("XSRF", () => {
  it("[doc1 §7] GET /api/csrf issues a readable XSRF-TOKEN cookie and answers the same token", async () => {
    const browser = new Browser();
    const token = await browser.csrf();
    const cookie = setCookieFor(browser.lastSetCookies, "XSRF-TOKEN");
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(browser.cookies.get("XSRF-TOKEN")).toBe(token);
    expect(await browser.csrf()).toBe(token);
  });

  it("[doc1 §7] state-changing calls without the XSRF header are refused with 403", async () => {
    const browser = new Browser();
    await browser.csrf();
    const response = await browser.fetch("/api/auth/login", { method: "POST", json: ANNA });
    expect(response.status).toBe(403);
    expect(Schema.decodeUnknownSync(ErrorBody)(await response.json()).message).toBe(
      "missing or invalid XSRF token",
    );
    const logs = await browser.fetch("/logs", { method: "POST", json: { level: "info", message: "x" } });
    expect(logs.status).toBe(403);
  });

  it("[doc1 §7] a header that differs from the cookie is refused with 403", async () => {
    const browser = new Browser();
    await browser.csrf();
    const response = await browser.fetch("/api/auth/logout", {
      method: "POST",
      headers: { "x-xsrf-token": "A".repeat(43) },
    });
    expect(response.status).toBe(403);
  });

  it("[doc1 §7] a header without any cookie is refused, and the answer issues a cookie", async () => {
    const browser = new Browser();
    const response = await browser.fetch("/api/auth/logout", {
      method: "POST",
      headers: { "x-xsrf-token": "A".repeat(43) },
    });
    expect(response.status).toBe(403);
    expect(browser.cookies.get("XSRF-TOKEN")).toMatch(/^[\w-]{43}$/);
  });

  it("[issue 16 #6] with a session, a planted XSRF cookie and a matching header are refused: the token is the session's", async () => {
    const browser = new Browser();
    await browser.csrf();
    expect((await browser.login(ANNA.email, ANNA.password)).status).toBe(200);
    const planted = "P".repeat(43);
    browser.cookies.set("XSRF-TOKEN", planted);
    const response = await browser.fetch("/api/auth/logout", {
      method: "POST",
      headers: { "x-xsrf-token": planted },
    });
    expect(response.status).toBe(403);
    // The answer gives the session's own token back.
    expect(browser.cookies.get("XSRF-TOKEN")).not.toBe(planted);
    expect((await browser.fetch("/api/auth/logout", { method: "POST", xsrf: true })).status).toBe(200);
  });

  it("[issue 16 #6] the XSRF token rotates at login and at logout; the old one no longer passes", async () => {
    const browser = new Browser();
    const before = await browser.csrf();
    expect((await browser.login(ANNA.email, ANNA.password)).status).toBe(200);
    const loggedIn = browser.cookies.get("XSRF-TOKEN");
    expect(loggedIn).toMatch(/^[\w-]{43}$/);
    expect(loggedIn).not.toBe(before);
    const stale = await browser.fetch("/logs", {
      method: "POST",
      headers: { "x-xsrf-token": before },
      json: { message: "x" },
    });
    expect(stale.status).toBe(403);
    expect((await browser.fetch("/api/auth/logout", { method: "POST", xsrf: true })).status).toBe(200);
    expect(browser.cookies.get("XSRF-TOKEN")).not.toBe(loggedIn);
  });

  it("[issue 16 #6] a session whose browser lost the XSRF cookie gets the session's token again", async () => {
    const browser = new Browser();
    await browser.csrf();
    expect((await browser.login(ANNA.email, ANNA.password)).status).toBe(200);
    const token = browser.cookies.get("XSRF-TOKEN");
    browser.cookies.delete("XSRF-TOKEN");
    expect(await browser.csrf()).toBe(token);
    expect(browser.cookies.get("XSRF-TOKEN")).toBe(token);
  });

  it("[doc1 §7] with the header equal to the cookie the call passes", async () => {
    const browser = new Browser();
    await browser.csrf();
    const response = await browser.fetch("/api/auth/logout", { method: "POST", xsrf: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedOut: true });
  });
});

describe("login, customer, logout", () => {
  it("[doc1 §7] GET /api/customers answers 401 when not logged in", async () => {
    const response = await new Browser().fetch("/api/customers");
    expect(response.status).toBe(401);
    expect(Schema.decodeUnknownSync(ErrorBody)(await response.json()).status).toBe(401);
  });

  it("[doc1 §8] a wrong password answers 401 and sets no session", async () => {
    const browser = new Browser();
    const response = await browser.login(ANNA.email, "falsch");
    expect(response.status).toBe(401);
    expect(Schema.decodeUnknownSync(ErrorBody)(await response.json()).message).toBe(
      "wrong email or password",
    );
    expect(browser.cookies.has("sid")).toBe(false);
    expect(browser.cookies.has("loggedIn")).toBe(false);
  });

  it("an unknown e-mail answers the same 401 as a wrong password", async () => {
    const response = await new Browser().login("niemand@example.com", ANNA.password);
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).message).toBe("wrong email or password");
  });

  it("[doc1 §5] an empty password is a 400 naming body.password", async () => {
    const response = await new Browser().login(ANNA.email, "");
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toContain("body.password: password is required");
  });

  it("[doc1 §4] login sets an HttpOnly sid and a readable loggedIn cookie, and GET /api/customers returns Anna", async () => {
    const browser = new Browser();
    const response = await browser.login(ANNA.email, ANNA.password);
    expect(response.status).toBe(200);
    const customer = Schema.decodeUnknownSync(Customer)(await response.json());
    expect(customer).toMatchObject({
      email: ANNA.email,
      firstName: "Anna",
      lastName: "Schmidt",
      firstOrderDelivery: true,
    });
    const sid = setCookieFor(browser.lastSetCookies, "sid");
    const loggedIn = setCookieFor(browser.lastSetCookies, "loggedIn");
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).toMatch(/Path=\//);
    expect(loggedIn).toMatch(/^loggedIn=1;/);
    expect(loggedIn).not.toMatch(/HttpOnly/i);

    const me = await browser.fetch("/api/customers");
    expect(me.status).toBe(200);
    expect(Schema.decodeUnknownSync(Customer)(await me.json())).toEqual(customer);
  });

  it("e-mail matching ignores case and surrounding spaces", async () => {
    const response = await new Browser().login("  Anna.Schmidt@Example.com ", ANNA.password);
    expect(response.status).toBe(200);
  });

  it("[doc1 §3] Lena is a loyalty member authenticated with the loyalty service", async () => {
    const browser = new Browser();
    await browser.login(LENA.email, LENA.password);
    const lena = Schema.decodeUnknownSync(Customer)(await (await browser.fetch("/api/customers")).json());
    expect(lena.loyaltyMemberInformation).toMatchObject({ joeAuthenticationStatus: "Authenticated" });
    expect(lena.loyaltyMemberInformation?.mpCardId).toBeTruthy();
    expect(lena.loyaltyMemberInformation?.loyalityMemberId).toBeTruthy();
  });

  it("[doc1 §4] logout ends the session and clears sid and loggedIn", async () => {
    const browser = new Browser();
    await browser.login(ANNA.email, ANNA.password);
    const oldSid = browser.cookies.get("sid");
    const response = await browser.fetch("/api/auth/logout", { method: "POST", xsrf: true });
    expect(response.status).toBe(200);
    expect(browser.cookies.has("sid")).toBe(false);
    expect(browser.cookies.has("loggedIn")).toBe(false);
    expect((await browser.fetch("/api/customers")).status).toBe(401);

    // The old sid is dead on the server, not just forgotten by the browser.
    browser.cookies.set("sid", oldSid ?? "");
    expect((await browser.fetch("/api/customers")).status).toBe(401);
  });

  it("login gives a new sid: a sid known before login does not become a logged-in one", async () => {
    const browser = new Browser();
    await browser.login(ANNA.email, ANNA.password);
    const first = browser.cookies.get("sid");
    await browser.login(ANNA.email, ANNA.password);
    const second = browser.cookies.get("sid");
    expect(second).not.toBe(first);
    const stale = new Browser();
    stale.cookies.set("sid", first ?? "");
    expect((await stale.fetch("/api/customers")).status).toBe(401);
  });

  it("[doc1 §4] a call the page sent with its key from before the login, answered after it, leaves the new session's cookies alone and opens nothing", async () => {
    const browser = new Browser();
    await browser.login(ANNA.email, ANNA.password);
    const before = browser.cookies.get("sid") ?? "";
    await browser.login(LENA.email, LENA.password);
    expect(browser.cookies.get("sid")).not.toBe(before);
    // The late call: the old key, no loggedIn cookie yet.
    const late = new Browser();
    late.cookies.set("sid", before);
    const response = await late.fetch("/api/customers");
    expect(response.status).toBe(401);
    expect(late.lastSetCookies.filter((c) => /^(sid|loggedIn|sessionExpired)=/.test(c))).toEqual([]);
    // A key no login replaced is still expired.
    const unknown = new Browser();
    unknown.cookies.set("sid", "y".repeat(43));
    await unknown.fetch("/api/customers");
    expect(unknown.cookies.get("sessionExpired")).toBe("1");
  });

  it("[doc1 §4] an unknown sid clears sid and loggedIn and sets a readable sessionExpired=1", async () => {
    const browser = new Browser();
    browser.cookies.set("sid", "x".repeat(43));
    browser.cookies.set("loggedIn", "1");
    const response = await browser.fetch("/api/customers");
    expect(response.status).toBe(401);
    expect(browser.cookies.has("sid")).toBe(false);
    expect(browser.cookies.has("loggedIn")).toBe(false);
    const expired = setCookieFor(browser.lastSetCookies, "sessionExpired");
    expect(expired).toMatch(/^sessionExpired=1;/);
    expect(expired).not.toMatch(/HttpOnly/i);
  });

  it("[doc1 §4] a loggedIn cookie without a session is answered with sessionExpired=1", async () => {
    const browser = new Browser();
    browser.cookies.set("loggedIn", "1");
    await browser.fetch("/tenant/config");
    expect(browser.cookies.get("sessionExpired")).toBe("1");
    expect(browser.cookies.has("loggedIn")).toBe(false);
  });
});
