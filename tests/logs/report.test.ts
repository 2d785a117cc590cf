import { describe, expect, it } from "vitest";
import type { SavedAddress } from "../../domain/addresses/model";
import { initialState } from "../../domain/app/state";
import { anna } from "../support/fixtures";
import { testShop } from "../support/shop";

const address: SavedAddress = {
  id: "adr-1",
  category: "combined",
  primary: true,
  addressType: "PRIVATE",
  address: {
    firstName: anna.firstName,
    lastName: anna.lastName,
    streetName: "Lindenallee",
    streetNumber: "7",
    floor: "3. OG links",
    postalCode: "50667",
    city: "Köln",
    phoneNumber: "+49 171 2345678",
  },
};

/** A shop with Anna logged in and her saved address in state; /logs answers and keeps what it got. */
const shop = () => {
  const posted: unknown[] = [];
  const s = testShop({
    reactions: false,
    start: "/kasse?email=anna.schmidt@example.com",
    initial: {
      ...initialState,
      session: { phase: "settled", customer: anna },
      addresses: { customerId: anna.customerId, list: [address], status: "loaded" },
    },
    script: {
      logs: (input) => {
        posted.push((input as { body: unknown }).body);
        return { value: { stored: true } };
      },
    },
  });
  return { ...s, posted };
};

describe("client error reports", () => {
  it("[issue 16 #9] an e-mail address and a Luhn-valid card number in a report are masked before it is sent", async () => {
    const s = shop();
    const outcome = await s.dispatch({
      _tag: "ReportClientError",
      level: "error",
      message: "payment failed for erika.mustermann@example.org with 4111 1111 1111 1111",
      stack: "Error: at pay (https://shop.test/kasse?card=4111111111111111&password=hunter22)",
    });
    expect(outcome).toMatchObject({ ok: true, value: "reported" });
    const sent = JSON.stringify(s.posted);
    for (const value of [
      "erika.mustermann@example.org",
      "4111 1111 1111 1111",
      "4111111111111111",
      "hunter22",
    ])
      expect(sent).not.toContain(value);
    // What QA needs stays: which call failed, the masked shape of the address.
    expect(sent).toContain("payment failed for e***@e***.org");
    expect(sent).toContain("[redacted]");
  });

  it("[issue 16 #9] the shopper's own name, street, postal code, city, phone and e-mail are masked wherever a report repeats them", async () => {
    const s = shop();
    await s.dispatch({
      _tag: "ReportClientError",
      level: "warn",
      message:
        "render failed: Schmidt, Anna — Lindenallee 7, 3. OG links, 50667 Köln, +49 171 2345678 (c-anna) order 4050667123",
    });
    const [body] = s.posted as Array<{ message: string; path: string }>;
    for (const value of [
      "Schmidt",
      "Anna",
      "Lindenallee",
      "3. OG links",
      "50667 ",
      "Köln",
      "2345678",
      "c-anna",
    ])
      expect(body?.message).not.toContain(value);
    // The delivery region survives, and a number that merely contains the postal code is not touched.
    expect(body?.message).toContain("50***");
    expect(body?.message).toContain("order 4050667123");
    // The page's query is masked too.
    expect(body?.path).not.toContain("anna.schmidt@example.com");
  });

  it("[issue 16 #2] a report cut through an emoji, or carrying a NUL byte, is still text the server stores", async () => {
    const s = shop();
    // 1,999 letters then an emoji: a plain cut at 2,000 would keep only the emoji's first half.
    await s.dispatch({
      _tag: "ReportClientError",
      level: "error",
      message: `${"x".repeat(1999)}🛒 and more\u0000`,
      stack: "at \u0000 \ud800 end",
    });
    const [body] = s.posted as Array<{ message: string; stack: string }>;
    expect(body?.message).toBe("x".repeat(1999));
    expect(body?.stack).toBe("at \uFFFD \uFFFD end");
  });
});
