import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../domain/forms/rules/uploads";
import { scheduleUploadSweep } from "../../server/forms/uploadSweep";
import { quietLogger } from "../../server/http/logger";
import { demoCustomers } from "../../server/seed/customers";
import { browserFetch, inProcessServer } from "../support/in-process";

/** The content forms' routes (issue 14, document 1 §3–§5) on the reference server in this process. */
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXE = new TextEncoder().encode("MZ\x90\x00\x03 this is a program, not a document");

const browser = async (login?: { email: string; password: string }) => {
  const { app, db } = await inProcessServer();
  const jar = new Map<string, string>();
  const f = browserFetch(app, jar);
  await f("/api/csrf");
  const xsrf = () => jar.get("XSRF-TOKEN") ?? "";
  const call = async (path: string, body: unknown) => {
    const res = await f(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": xsrf() },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const upload = async (name: string, bytes: Uint8Array, type = "application/octet-stream") => {
    const res = await f(`/api/content/forms/uploads?name=${encodeURIComponent(name)}`, {
      method: "POST",
      headers: { "content-type": type, "x-xsrf-token": xsrf() },
      body: bytes as Uint8Array<ArrayBuffer>,
    });
    return { status: res.status, body: await res.json() };
  };
  if (login) expect((await call("/api/auth/login", login)).status).toBe(200);
  return { call, upload, db };
};

const message = { firstName: "Anna", email: "anna@example.com", text: "Die Milch war sauer." };

describe("contact form (document 1 §5)", () => {
  it("[issue 14, doc1 §5] a valid message with a pdf and a png is stored with its files and answers a reference", async () => {
    const { call, upload, db } = await browser();
    const a = await upload("Kassenbon.pdf", PDF, "application/pdf");
    const b = await upload("foto.png", PNG, "image/png");
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toMatchObject({ name: "Kassenbon.pdf", size: PDF.length, kind: "pdf" });
    const sent = await call("/api/content/forms/contact", {
      fields: { ...message, orderNumber: "3900001001" },
      uploadIds: [a.body.uploadId, b.body.uploadId],
    });
    expect(sent.status).toBe(201);
    expect(sent.body.reference).toMatch(/^K-\d{8}-[A-Z2-9]{6}$/);
    const [row] = await db.query<{ id: string; fields: Record<string, string> }>(
      "SELECT id, fields FROM contact_messages WHERE reference = $1",
      [sent.body.reference],
    );
    expect(row?.fields.orderNumber).toBe("3900001001");
    const files = await db.query<{ name: string; bytes: Uint8Array }>(
      "SELECT name, bytes FROM contact_uploads WHERE contact_id = $1 ORDER BY name",
      [row?.id],
    );
    expect(files.map((f) => [f.name, f.bytes.length])).toEqual([
      ["Kassenbon.pdf", PDF.length],
      ["foto.png", PNG.length],
    ]);
    // A file goes with one message only.
    const again = await call("/api/content/forms/contact", { fields: message, uploadIds: [a.body.uploadId] });
    expect(again.status).toBe(400);
  });

  it("[issue 14, doc1 §5] every broken field rule is a 400 naming the field", async () => {
    const { call } = await browser();
    const res = await call("/api/content/forms/contact", {
      fields: {
        firstName: "x".repeat(25),
        email: "anna@",
        text: "",
        zip: "12345678",
        city: "x".repeat(26),
        loyaltyId: "12a",
        productEan: "1".repeat(31),
        productName: "x".repeat(151),
        batchNumber: "x".repeat(51),
        receiptNumber: "x".repeat(151),
        orderNumber: "1".repeat(16),
        errorCode: "x".repeat(181),
        timeWindow: "x".repeat(51),
        paymentMethod: "x".repeat(51),
        clientData: "x".repeat(101),
        discount: "x".repeat(101),
      },
      uploadIds: [],
    });
    expect(res.status).toBe(400);
    const paths = (res.body.errors as Array<{ path: string; message: string }>).map((e) => e.path).sort();
    expect(paths).toEqual(
      [
        "firstName",
        "email",
        "text",
        "zip",
        "city",
        "loyaltyId",
        "productEan",
        "productName",
        "batchNumber",
        "receiptNumber",
        "orderNumber",
        "errorCode",
        "timeWindow",
        "paymentMethod",
        "clientData",
        "discount",
      ].sort(),
    );
    expect(res.body.errors.find((e: { path: string }) => e.path === "loyaltyId").message).toBe(
      "loyaltyId must contain digits only",
    );
  });

  it("[issue 14, doc1 §5] a program named .pdf is refused by its content", async () => {
    const { upload } = await browser();
    const res = await upload("rechnung.pdf", EXE, "application/pdf");
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toContain("not a pdf");
    // A png named .pdf is not what its name says either.
    expect((await upload("rechnung.pdf", PNG)).status).toBe(400);
  });

  it("[issue 14, doc1 §5] other file types and empty files are refused", async () => {
    const { upload } = await browser();
    expect((await upload("bild.gif", PNG)).status).toBe(400);
    expect((await upload("leer.pdf", new Uint8Array())).status).toBe(400);
    expect((await upload("", PDF)).status).toBe(400);
  });

  it("[issue 14, doc1 §5] a file over 10,000,000 bytes is a 413", async () => {
    const { upload } = await browser();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PDF);
    const refused = await upload("gross.pdf", big, "application/pdf");
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain("10000000");
  });

  it("[issue 14, doc1 §5] a fourth file is refused", async () => {
    const { call, upload } = await browser();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await upload(`beleg-${i}.pdf`, PDF)).body.uploadId);
    const res = await call("/api/content/forms/contact", { fields: message, uploadIds: ids });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "uploadIds", message: "at most 3 files" }]);
  });

  it("an unknown upload id and a malformed body are 400s, never 500s", async () => {
    const { call } = await browser();
    expect(
      (await call("/api/content/forms/contact", { fields: message, uploadIds: ["U-nope"] })).status,
    ).toBe(400);
    expect((await call("/api/content/forms/contact", { fields: "x" })).status).toBe(400);
    expect((await call("/api/content/forms/contact", null)).status).toBe(400);
  });
});

describe("newsletter for guests (document 1 §3, §4)", () => {
  it("[issue 14, doc1 §4] subscribing answers 202 (confirmation pending) and mails a link that confirms", async () => {
    const { call, db } = await browser();
    const res = await call("/api/content/forms/newsletter/subscribe", {
      email: "Gast@Example.com",
      topicId: "angebote",
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ pending: true });
    const [mail] = await db.query<{ link: string }>(
      "SELECT link FROM email_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1",
      ["gast@example.com"],
    );
    const token = new URL(mail?.link ?? "", "http://shop.test").searchParams.get("confirm") ?? "";
    const confirmed = await call("/api/content/forms/newsletter/confirm", { token });
    expect(confirmed).toEqual({ status: 200, body: { email: "gast@example.com", topicId: "angebote" } });
    // A link works once.
    expect((await call("/api/content/forms/newsletter/confirm", { token })).status).toBe(404);
    expect(
      (
        await call("/api/content/forms/newsletter/unsubscribe", {
          email: "gast@example.com",
          topicId: "angebote",
        })
      ).body,
    ).toEqual({ unsubscribed: true });
    const left = await db.query("SELECT 1 FROM newsletter_guest_subscriptions WHERE email = $1", [
      "gast@example.com",
    ]);
    expect(left).toEqual([]);
  });

  it("[issue 14] an invalid e-mail or an unknown topic is a 400 naming the field", async () => {
    const { call } = await browser();
    const bad = await call("/api/content/forms/newsletter/subscribe", {
      email: "gast@",
      topicId: "angebote",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "email", message: "email is not an e-mail address" }]);
    const topic = await call("/api/content/forms/newsletter/unsubscribe", {
      email: "g@example.com",
      topicId: "x",
    });
    expect(topic.status).toBe(400);
    expect(topic.body.errors[0].path).toBe("topicId");
  });

  it("[issue 14, doc1 §3] a shop without the customer feature refuses the newsletter calls with a 404, never a 500", async () => {
    const { call, db } = await browser();
    const customerFeature = (on: boolean) =>
      db.query(
        "UPDATE tenants SET runtime_config = jsonb_set(runtime_config, '{featureCustomer}', $1::jsonb)",
        [JSON.stringify(on)],
      );
    await customerFeature(false);
    try {
      const guest = { email: "aus@example.com", topicId: "angebote" };
      for (const path of ["subscribe", "unsubscribe"]) {
        const res = await call(`/api/content/forms/newsletter/${path}`, guest);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("The newsletter is not offered by this shop");
      }
      expect((await call("/api/content/forms/newsletter/confirm", { token: "abc" })).status).toBe(404);
      const stored = await db.query("SELECT 1 FROM newsletter_guest_subscriptions WHERE email = $1", [
        guest.email,
      ]);
      expect(stored).toEqual([]);
    } finally {
      await customerFeature(true);
    }
    const on = await call("/api/content/forms/newsletter/subscribe", {
      email: "an@example.com",
      topicId: "angebote",
    });
    expect(on.status).toBe(202);
  });

  it("[issue 14, doc1 §4] a logged-in customer's subscription through the profile call answers 202", async () => {
    // Max (C-1003) never confirmed a topic: his first subscription waits for the e-mail's link.
    const max = demoCustomers[2] as (typeof demoCustomers)[number];
    expect(max.customer.newsletterTopics).toEqual([]);
    const { call } = await browser({ email: max.customer.email, password: max.password });
    const res = await call("/api/customers/newsletter-topics/manage", {
      subscribe: ["angebote"],
      unsubscribe: [],
    });
    expect(res.status).toBe(202);
    expect(res.body.pending).toEqual(["angebote"]);
    expect(res.body.customer.newsletterTopics).not.toContainEqual({ newsletterTopicId: "angebote" });
  });
});

describe("questionnaire (document 1 §5)", () => {
  const fields = { firstname: "Anna", surname: "Schmidt", age: "38", gender: "female" };

  it("[issue 14] the answers are stored with a reference, and the customer when logged in", async () => {
    const anna = demoCustomers[0] as (typeof demoCustomers)[number];
    const { call, db } = await browser({ email: anna.customer.email, password: anna.password });
    const res = await call("/api/content/forms/questionnaire", {
      questionnaireId: "zufriedenheit-2026",
      fields,
      answers: { zufriedenheit: "Zufrieden", wunsch: "Mehr Bio" },
    });
    expect(res.status).toBe(201);
    const [row] = await db.query<{ customer_id: string; answers: Record<string, string> }>(
      "SELECT customer_id, answers FROM questionnaire_answers WHERE reference = $1",
      [res.body.reference],
    );
    expect(row).toEqual({
      customer_id: anna.customer.customerId,
      answers: { zufriedenheit: "Zufrieden", wunsch: "Mehr Bio" },
    });
  });

  it.each(["0", "100", "3.5", "abc"])("[doc1 §5] the age %s is refused with a 400", async (age) => {
    const { call } = await browser();
    const res = await call("/api/content/forms/questionnaire", {
      questionnaireId: "zufriedenheit-2026",
      fields: { ...fields, age },
      answers: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("age");
  });

  it("[issue 14] an unknown questionnaire, question or field is a 400", async () => {
    const { call } = await browser();
    const unknown = await call("/api/content/forms/questionnaire", {
      questionnaireId: "nope",
      fields,
      answers: {},
    });
    expect(unknown.status).toBe(400);
    const question = await call("/api/content/forms/questionnaire", {
      questionnaireId: "zufriedenheit-2026",
      fields: { ...fields, password: "x" },
      answers: { hack: "x" },
    });
    expect(question.status).toBe(400);
    expect(question.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "answers.hack",
      "password",
    ]);
  });
});

describe("unsent uploads (issue 14)", () => {
  // Last in this file: it moves the file's server clock a day forward.
  it("[issue 14] the sweep deletes uploads no message took after 24 h and keeps sent and fresh ones", async () => {
    const { call, upload, db } = await browser();
    const old = await upload("alt.pdf", PDF, "application/pdf");
    const sent = await upload("gesendet.pdf", PDF, "application/pdf");
    expect(
      (await call("/api/content/forms/contact", { fields: message, uploadIds: [sent.body.uploadId] })).status,
    ).toBe(201);
    const day = 24 * 60 * 60 * 1000;
    expect((await call("/api/test/clock", { advanceMs: day + 60_000 })).status).toBe(200);
    const fresh = await upload("neu.pdf", PDF, "application/pdf");
    const ids = [old, sent, fresh].map((u) => u.body.uploadId as string);
    // The sweep's clock: the server's time after the move, a minute on.
    const clock = { now: () => Date.now() + day + 2 * 60_000 };
    await scheduleUploadSweep(db, clock, quietLogger).stop();
    const left = await db.query<{ id: string }>("SELECT id FROM contact_uploads WHERE id = ANY($1::text[])", [
      ids,
    ]);
    expect(new Set(left.map((r) => r.id))).toEqual(new Set([ids[1], ids[2]]));
  });
});
