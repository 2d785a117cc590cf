import { describe, expect, it } from "vitest";
import { submitContactForm, subscribeGuestNewsletter } from "../../domain/api/forms";
import { selectQuestionnairePrefill } from "../../domain/forms/selectors";
import { cartShop } from "../cart/support";
import { annaLogin } from "../support/seeded-catalogue";

/** The content forms' handlers on the reference server in this process (issue 14, document 1 §3–§5). */
const outcome = async (o: Promise<{ ok: boolean; value?: unknown }>) => {
  const r = await o;
  return r.ok ? r.value : r;
};

describe("questionnaire prefill (document 1 §4)", () => {
  it("[doc1 §4] the logged-in customer's profile and billing address prefill it; logging out clears it", async () => {
    const shop = await cartShop({ login: annaLogin });
    expect(await outcome(shop.dispatch({ _tag: "PrefillQuestionnaire" }))).toBe("prefilled");
    // The test shop's clock stands at 2026-11-21; Anna was born on 14.03.1988.
    expect(selectQuestionnairePrefill(shop.store.getState())).toEqual({
      firstname: "Anna",
      surname: "Schmidt",
      email: "anna.schmidt@example.com",
      academicTitle: "",
      age: "38",
      gender: "female",
      telephoneNumber: "",
      street: "Hohe Straße 12",
      zip: "50667",
      city: "Köln",
      countryCode: "DE",
    });
    expect(await outcome(shop.dispatch({ _tag: "LogOut" }))).toBeDefined();
    expect(shop.store.getState().session.customer).toBeNull();
    // Gone with the customer at once, and dropped from the state by the next prefill.
    expect(selectQuestionnairePrefill(shop.store.getState())).toBeNull();
    expect(await outcome(shop.dispatch({ _tag: "PrefillQuestionnaire" }))).toBe("cleared");
    expect(shop.store.getState().forms.prefill).toBeNull();
  });

  it("a guest gets no prefill", async () => {
    const shop = await cartShop();
    expect(await outcome(shop.dispatch({ _tag: "PrefillQuestionnaire" }))).toBe("guest");
    expect(shop.store.getState().forms.prefill).toBeNull();
  });
});

describe("contact form (document 1 §5)", () => {
  it("[doc1 §5] a broken rule is refused before anything is sent, naming the field", async () => {
    const shop = await cartShop();
    const sent = shop.dispatch({
      _tag: "SubmitContactForm",
      fields: { firstName: "x".repeat(25), email: "a@example.com", text: "Hallo", orderNumber: "12a" },
      uploads: [],
    });
    expect(await outcome(sent)).toBe("invalid");
    expect(shop.names()).not.toContain(submitContactForm.name);
    expect(shop.store.getState().forms.submissions.contact.errors).toEqual({
      firstName: "maxLength",
      orderNumber: "numbersOnly",
    });
  });

  it("[issue 14] a valid message is stored and its reference is the receipt", async () => {
    const shop = await cartShop();
    const sent = shop.dispatch({
      _tag: "SubmitContactForm",
      fields: { firstName: "Anna", email: "a@example.com", text: "Hallo" },
      uploads: [],
    });
    expect(await outcome(sent)).toBe("sent");
    const contact = shop.store.getState().forms.submissions.contact;
    expect(contact.status).toBe("sent");
    expect(contact.reference).toMatch(/^K-/);
  });
});

describe("newsletter (document 1 §3, §4)", () => {
  it("[doc1 §4] a guest's subscription is pending until the e-mail's link is followed", async () => {
    const shop = await cartShop();
    expect(
      await outcome(shop.dispatch({ _tag: "SubscribeNewsletter", topicId: "angebote", email: "gast@" })),
    ).toBe("invalid");
    expect(shop.names()).not.toContain(subscribeGuestNewsletter.name);
    expect(
      await outcome(
        shop.dispatch({ _tag: "SubscribeNewsletter", topicId: "angebote", email: "gast@example.com" }),
      ),
    ).toBe("pending");
    expect(shop.store.getState().forms.submissions.newsletterSubscribe.status).toBe("pending");
  });

  it("[doc1 §4] a customer's 202 does not add the topic locally", async () => {
    const shop = await cartShop({ login: annaLogin });
    expect(
      await outcome(shop.dispatch({ _tag: "SubscribeNewsletter", topicId: "neuheiten", email: "" })),
    ).toBe("pending");
    const topics = shop.store.getState().session.customer?.newsletterTopics ?? [];
    expect(topics).not.toContainEqual({ newsletterTopicId: "neuheiten" });
  });
});
