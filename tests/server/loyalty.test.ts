import { beforeAll, describe, expect, it } from "vitest";
import { demoCustomers } from "../../server/seed/customers";
import { type InProcessServer, inProcessServer } from "../support/in-process";
import { jsonBrowser } from "../support/json-browser";

interface Login {
  readonly id: string;
  readonly email: string;
  readonly password: string;
}
const [anna, lena, max] = demoCustomers.map((d) => ({
  id: d.customer.customerId,
  email: d.customer.email,
  password: d.password,
})) as [Login, Login, Login];

let server: InProcessServer;
beforeAll(async () => {
  server = await inProcessServer();
  await server.db.query("DELETE FROM physical_card_orders");
});

/** The JSON browser, its answers read as objects (every loyalty answer is one). */
const browser = async (who?: Login) => {
  const call = await jsonBrowser(server.app, who);
  return async (method: string, path: string, body?: unknown) => {
    const r = await call(method, path, body);
    return { status: r.status, json: r.json as Record<string, unknown> };
  };
};

const address = {
  firstName: "Max",
  lastName: "Becker",
  street: "Hauptstraße",
  houseNumber: "12",
  zip: "10115",
  city: "Berlin",
};

describe("loyalty member data (document 1 §3, §7, §8)", () => {
  it("[doc1 §3] the loyalty member's customer carries pools and promotions", async () => {
    const call = await browser(lena);
    const info = (await call("GET", "/api/customers")).json.loyaltyMemberInformation as Record<
      string,
      unknown
    >;
    expect(info.joeAuthenticationStatus).toBe("Authenticated");
    expect((info.pools as unknown[]).length).toBe(3);
    expect((info.promotions as { promotionId: string }[]).map((p) => p.promotionId)).toContain("P-BIO10");
  });

  it("[doc1 §7] card-info answers the member's card number", async () => {
    const call = await browser(lena);
    const r = await call("GET", "/api/customers/loyalty/card-info");
    expect(r).toEqual({ status: 200, json: { currentIds: ["2400000123453"], dontRenderText: false } });
  });

  it("[doc1 §8] card-info of a customer without a card: 404 whose message holds errorCode 10048", async () => {
    const call = await browser(anna);
    const r = await call("GET", "/api/customers/loyalty/card-info");
    expect(r.status).toBe(404);
    expect(String(r.json.message)).toContain("10048");
  });

  it("card-info and vouchers without a session: 401", async () => {
    const call = await browser();
    expect((await call("GET", "/api/customers/loyalty/card-info")).status).toBe(401);
    expect((await call("GET", "/api/customers/loyalty/vouchers")).status).toBe(401);
    expect((await call("GET", "/api/customers/physical-card/status")).status).toBe(401);
  });

  it("[doc1 §3] the member's vouchers: only those valid today, with fine print, image and trigger article", async () => {
    const call = await browser(lena);
    const r = await call("GET", "/api/customers/loyalty/vouchers");
    expect(r.status).toBe(200);
    const vouchers = r.json.vouchers as Array<Record<string, unknown>>;
    expect(vouchers.map((v) => v.id)).toEqual(["LV-1002", "LV-1001"]);
    expect(vouchers.find((v) => v.id === "LV-1002")?.triggerArticle).toMatchObject({
      sku: expect.any(String),
    });
    expect(
      vouchers.every((v) => typeof v.fineprintText === "string" && typeof v.imageSingle === "string"),
    ).toBe(true);
  });

  it("vouchers of a customer who is not a member: 403", async () => {
    const call = await browser(max);
    expect((await call("GET", "/api/customers/loyalty/vouchers")).status).toBe(403);
  });

  it("[doc1 §7] personal vouchers by promotion ids; unknown ids are simply not found", async () => {
    const call = await browser();
    const r = await call("GET", "/api/content/vouchers/personalvouchers?promotionIds=P-BIO10,J-COFFEE2,NOPE");
    expect(r.status).toBe(200);
    expect((r.json.vouchers as { promotionId: string }[]).map((v) => v.promotionId)).toEqual([
      "J-COFFEE2",
      "P-BIO10",
    ]);
  });

  it("personal vouchers refuse malformed or missing promotion ids with 400", async () => {
    const call = await browser();
    expect((await call("GET", "/api/content/vouchers/personalvouchers?promotionIds=a%20b")).status).toBe(400);
    expect((await call("GET", "/api/content/vouchers/personalvouchers")).status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `P${i}`).join(",");
    const r = await call("GET", `/api/content/vouchers/personalvouchers?promotionIds=${many}`);
    expect(r.status).toBe(400);
    expect(String(r.json.message)).toContain("at most 50");
  });
});

describe("the physical card order (document 1 §2)", () => {
  it("[doc1 §2] a customer without a card orders it once: status none → ordered, a second order 409", async () => {
    const call = await browser(max);
    expect((await call("GET", "/api/customers/physical-card/status")).json).toEqual({ status: "none" });
    expect(await call("POST", "/api/customers/physical-card", address)).toEqual({
      status: 200,
      json: { status: "ordered" },
    });
    expect((await call("GET", "/api/customers/physical-card/status")).json).toEqual({ status: "ordered" });
    expect((await call("POST", "/api/customers/physical-card", address)).status).toBe(409);
  });

  it("[doc1 §5] an address breaking the rules is refused with 400 naming the fields", async () => {
    const call = await browser(anna);
    const r = await call("POST", "/api/customers/physical-card", {
      ...address,
      zip: "12",
      houseNumber: "123456",
      city: "",
    });
    expect(r.status).toBe(400);
    expect((r.json.errors as { path: string }[]).map((e) => e.path).sort()).toEqual([
      "city",
      "houseNumber",
      "zip",
    ]);
    expect((await call("POST", "/api/customers/physical-card", { firstName: 3 })).status).toBe(400);
    expect((await call("GET", "/api/customers/physical-card/status")).json).toEqual({ status: "none" });
  });

  it("a member with a card cannot order another: 409", async () => {
    const call = await browser(lena);
    expect((await call("POST", "/api/customers/physical-card", address)).status).toBe(409);
  });

  it("[doc1 §2] with the joe feature on there is no physical card order: 404, nothing stored", async () => {
    const call = await browser(anna);
    const flag = (on: boolean) =>
      server.db.query(
        "UPDATE tenants SET runtime_config = jsonb_set(runtime_config, '{featureJoe}', $1::jsonb)",
        [JSON.stringify(on)],
      );
    await flag(true);
    try {
      const r = await call("POST", "/api/customers/physical-card", address);
      expect(r.status).toBe(404);
    } finally {
      await flag(false);
    }
    expect((await call("GET", "/api/customers/physical-card/status")).json).toEqual({ status: "none" });
  });

  it("without a session: 401", async () => {
    const call = await browser();
    expect((await call("POST", "/api/customers/physical-card", address)).status).toBe(401);
  });
});
