import { describe, expect, it } from "vitest";
import { requestConfirmation } from "../../server/profile/store";
import { demoCustomers } from "../../server/seed/customers";
import { browserFetch, inProcessServer } from "../support/in-process";

/**
 * The profile's routes (document 1 §3–§7) on the reference server in this process, over its own
 * copy of the seeded database (the password and profile changes stay in this file).
 */
const login = (i: number) => {
  const d = demoCustomers[i] as (typeof demoCustomers)[number];
  return { email: d.customer.email, password: d.password };
};
const ANNA = login(0);
const LENA = login(1);
const MAX = login(2);

const browser = async (who?: { email: string; password: string }) => {
  const { app } = await inProcessServer();
  const jar = new Map<string, string>();
  const f = browserFetch(app, jar);
  await f("/api/csrf");
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await f(path, {
      method,
      headers: {
        "content-type": "application/json",
        "x-xsrf-token": jar.get("XSRF-TOKEN") ?? "",
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  if (who) expect((await call("POST", "/api/auth/login", who)).status).toBe(200);
  return call;
};

const annaProfile = {
  salutation: "Female",
  firstName: "Anna",
  lastName: "Schmidt",
  email: "anna.schmidt@example.com",
  birthdate: "14.03.1988",
};

describe("the profile's routes need a logged-in customer (document 1 §6)", () => {
  it.each([
    ["PUT", "/api/customers", annaProfile],
    ["PUT", "/api/customers/password", { oldPassword: "a", newPassword: "abcdefgh" }],
    ["GET", "/api/customers/communication-settings", undefined],
    [
      "PUT",
      "/api/customers/communication-settings",
      { personalEmailAllowed: true, personalMailAllowed: true, personalSmsAllowed: true },
    ],
    ["GET", "/api/customers/newsletter-topics", undefined],
    ["POST", "/api/customers/newsletter-topics/manage", { subscribe: ["rezepte"], unsubscribe: [] }],
    ["GET", "/api/customers/orders", undefined],
    ["GET", "/api/customers/orders/3900001001", undefined],
  ])("[doc1 §6] %s %s answers 401 to a guest", async (method, path, body) => {
    const call = await browser();
    const r = await call(method, path, body);
    expect(r.status).toBe(401);
    expect(r.body.message).toBe("not logged in");
  });
});

describe("PUT /api/customers (document 1 §5, §7)", () => {
  it("[doc1 §5] each broken rule is a 400 with a field error: required names, an under-18 birthdate, a bad e-mail", async () => {
    const call = await browser(ANNA);
    const r = await call("PUT", "/api/customers", {
      ...annaProfile,
      firstName: " ",
      email: "anna",
      birthdate: "01.01.2015",
    });
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "birthdate",
      "email",
      "firstName",
    ]);
    expect(r.body.errors.find((e: { path: string }) => e.path === "birthdate").message).toMatch(/18/);
  });

  it("[doc1 §5] a birthdate not in the configured format, a title over 15 characters: 400", async () => {
    const call = await browser(ANNA);
    const r = await call("PUT", "/api/customers", { ...annaProfile, birthdate: "1988-03-14" });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: "birthdate", message: expect.stringMatching(/format/) }]);
    expect(
      (await call("PUT", "/api/customers", { ...annaProfile, academicTitle: "x".repeat(16) })).status,
    ).toBe(400);
  });

  it("[doc1 §3] the Family salutation cannot be set", async () => {
    const call = await browser(ANNA);
    expect((await call("PUT", "/api/customers", { ...annaProfile, salutation: "Family" })).status).toBe(400);
  });

  it("[doc1 §5] the e-mail of another customer: 409 with a field error on the e-mail", async () => {
    const call = await browser(ANNA);
    const r = await call("PUT", "/api/customers", { ...annaProfile, email: "LENA.wagner@example.com" });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: "email_taken", errors: [{ path: "email" }] });
  });

  it("[doc1 §7] a valid change is stored and answered with the customer; an optional field left out is removed", async () => {
    const call = await browser(LENA);
    const before = (await call("GET", "/api/customers")).body;
    expect(before.academicTitle).toBe("Dr.");
    const r = await call("PUT", "/api/customers", {
      salutation: "Female",
      firstName: "Lena",
      lastName: "Wagner-Berg",
      email: "lena.wagner@example.com",
      birthdate: "02.11.1979",
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ customerId: "C-1002", lastName: "Wagner-Berg" });
    expect(r.body).not.toHaveProperty("academicTitle");
    const after = (await call("GET", "/api/customers")).body;
    expect(after.lastName).toBe("Wagner-Berg");
    expect(after.loyaltyMemberInformation).toEqual(before.loyaltyMemberInformation);
    expect(after.newsletterTopics).toEqual(before.newsletterTopics);
  });
});

describe("PUT /api/customers/password (document 1 §5)", () => {
  it("[doc1 §5] a new password outside 8–50 characters: 400 at the new field", async () => {
    const call = await browser(MAX);
    const r = await call("PUT", "/api/customers/password", {
      oldPassword: MAX.password,
      newPassword: "kurz",
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: "newPassword", message: expect.any(String) }]);
  });

  it("[doc1 §5] a wrong old password: 400 at the old field, the password stays", async () => {
    const call = await browser(MAX);
    const r = await call("PUT", "/api/customers/password", {
      oldPassword: "falsch",
      newPassword: "Neu-2026-abc",
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "wrong_password", errors: [{ path: "oldPassword" }] });
    expect((await (await browser())("POST", "/api/auth/login", MAX)).status).toBe(200);
  });

  it("[doc1 §5] the old password verified, the new one is hashed: it logs in, the old one no longer does", async () => {
    const call = await browser(MAX);
    const fresh = "Neu-Passwort-2026";
    expect(
      (await call("PUT", "/api/customers/password", { oldPassword: MAX.password, newPassword: fresh })).body,
    ).toEqual({
      changed: true,
    });
    expect((await (await browser())("POST", "/api/auth/login", { ...MAX, password: fresh })).status).toBe(
      200,
    );
    expect((await (await browser())("POST", "/api/auth/login", MAX)).status).toBe(401);
    await call("PUT", "/api/customers/password", { oldPassword: fresh, newPassword: MAX.password });
  });
});

describe("communication settings (document 1 §3, §7)", () => {
  it("nothing allowed until the customer says so; a PUT is read back", async () => {
    const call = await browser(MAX);
    expect((await call("GET", "/api/customers/communication-settings")).body).toEqual({
      personalEmailAllowed: false,
      personalMailAllowed: false,
      personalSmsAllowed: false,
    });
    const settings = { personalEmailAllowed: true, personalMailAllowed: false, personalSmsAllowed: true };
    expect((await call("PUT", "/api/customers/communication-settings", settings)).body).toEqual(settings);
    expect((await call("GET", "/api/customers/communication-settings")).body).toEqual(settings);
  });

  it("a setting that is not a boolean: 400", async () => {
    const call = await browser(MAX);
    const r = await call("PUT", "/api/customers/communication-settings", { personalEmailAllowed: "ja" });
    expect(r.status).toBe(400);
  });
});

describe("newsletter topics (document 1 §4)", () => {
  it("the seeded topics, in order", async () => {
    const call = await browser(ANNA);
    const topics = (await call("GET", "/api/customers/newsletter-topics")).body;
    expect(topics.map((t: { newsletterTopicId: string }) => t.newsletterTopicId)).toEqual([
      "angebote",
      "rezepte",
      "neuheiten",
      "nachhaltigkeit",
    ]);
  });

  it("[doc1 §4] a first subscription answers 202: pending, not among the customer's topics", async () => {
    const call = await browser(LENA);
    const r = await call("POST", "/api/customers/newsletter-topics/manage", {
      subscribe: ["neuheiten"],
      unsubscribe: [],
    });
    expect(r.status).toBe(202);
    expect(r.body.pending).toEqual(["neuheiten"]);
    expect(r.body.customer.newsletterTopics).toEqual([
      { newsletterTopicId: "angebote" },
      { newsletterTopicId: "rezepte" },
    ]);
  });

  it("[doc1 §4] unsubscribing and re-subscribing a confirmed topic answer 200 and apply", async () => {
    const call = await browser(LENA);
    const off = await call("POST", "/api/customers/newsletter-topics/manage", {
      subscribe: [],
      unsubscribe: ["rezepte"],
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      pending: [],
      customer: { newsletterTopics: [{ newsletterTopicId: "angebote" }] },
    });
    const on = await call("POST", "/api/customers/newsletter-topics/manage", {
      subscribe: ["rezepte"],
      unsubscribe: [],
    });
    expect(on.status).toBe(200);
    expect(on.body.customer.newsletterTopics).toHaveLength(2);
  });

  it("[doc1 §4] the confirmation link subscribes the pending topic; a token used once or unknown is 404", async () => {
    const call = await browser(MAX);
    const asked = await call("POST", "/api/customers/newsletter-topics/manage", {
      subscribe: ["nachhaltigkeit"],
      unsubscribe: [],
    });
    expect(asked.status).toBe(202);
    // The confirmation e-mail, in the outbox: its link opens the profile's newsletter section.
    const { db } = await inProcessServer();
    const [mail] = await db.query<{ subject: string; body: string; link: string }>(
      "SELECT subject, body, link FROM email_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1",
      ["max.becker@example.com"],
    );
    expect(mail?.subject).toContain("Newsletter");
    expect(mail?.body).toContain("Nachhaltigkeit");
    const link = new URL(mail?.link ?? "", "http://shop.test");
    expect(link.pathname).toBe("/mein-konto/newsletter");
    const token = link.searchParams.get("confirm") ?? "";
    const guest = await browser();
    expect((await guest("POST", "/api/newsletter/confirm", { token })).body).toEqual({
      newsletterTopicId: "nachhaltigkeit",
    });
    expect((await call("GET", "/api/customers")).body.newsletterTopics).toEqual([
      { newsletterTopicId: "nachhaltigkeit" },
    ]);
    expect((await guest("POST", "/api/newsletter/confirm", { token })).status).toBe(404);
    // Confirmed once: unsubscribed and subscribed again, it applies at once.
    await call("POST", "/api/customers/newsletter-topics/manage", {
      subscribe: [],
      unsubscribe: ["nachhaltigkeit"],
    });
    const again = await call("POST", "/api/customers/newsletter-topics/manage", {
      subscribe: ["nachhaltigkeit"],
      unsubscribe: [],
    });
    expect(again.status).toBe(200);
  });

  it("[doc1 §4] a newsletter confirmation link older than 48 hours is 404 and the topic stays unsubscribed", async () => {
    const call = await browser(LENA);
    const { db } = await inProcessServer();
    const before = (await call("GET", "/api/customers")).body.newsletterTopics;
    const token = await requestConfirmation(db, "C-1002", "nachhaltigkeit");
    await db.query(
      "UPDATE newsletter_pending SET requested_at = now() - interval '49 hours' WHERE customer_id = $1",
      ["C-1002"],
    );
    expect((await call("POST", "/api/newsletter/confirm", { token })).status).toBe(404);
    expect((await call("GET", "/api/customers")).body.newsletterTopics).toEqual(before);
  });

  it("an unknown topic: 400 with a field error", async () => {
    const call = await browser(LENA);
    const r = await call("POST", "/api/customers/newsletter-topics/manage", {
      subscribe: ["spam"],
      unsubscribe: [],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toMatch(/spam/);
  });
});

describe("the customer's orders", () => {
  it("[doc1 §3] only the customer's own orders, newest first, with the total of the priced order", async () => {
    const call = await browser(LENA);
    const list = (await call("GET", "/api/customers/orders")).body;
    expect(list.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      "3900001002",
      "3900002001",
      "3900001001",
    ]);
    for (const o of list) {
      const detail = (await call("GET", `/api/customers/orders/${o.orderNumber}`)).body;
      expect(detail.customerId).toBe("C-1002");
      expect(o.total).toBe(detail.cart.priceInfo.totalWithSurcharge);
      expect(o.itemCount).toBe(detail.cart.productLineItems.length);
      const lines = detail.cart.productLineItems.reduce(
        (s: number, l: { totalPrice: number }) => s + l.totalPrice,
        0,
      );
      expect(detail.cart.priceInfo.orderValue).toBe(lines);
    }
    expect(list[1].distributionType).toBe("CLICK_AND_COLLECT");
    // Anna has not ordered yet (her first-order flags are true).
    expect((await (await browser(ANNA))("GET", "/api/customers/orders")).body).toEqual([]);
  });

  it("[doc1 §6] another customer's order is 404; a customer without orders has an empty list", async () => {
    const anna = await browser(ANNA);
    const r = await anna("GET", "/api/customers/orders/3900002001");
    expect(r.status).toBe(404);
    expect((await anna("GET", "/api/customers/orders/12ab")).status).toBe(400);
    expect((await (await browser(MAX))("GET", "/api/customers/orders")).body).toEqual([]);
  });
});
