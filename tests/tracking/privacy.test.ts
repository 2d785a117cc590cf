import { describe, expect, it } from "vitest";
import { createDataLayerSink } from "../../adapters/tracking/dataLayer";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { type AppState, initialState } from "../../domain/app/state";
import { ALL_ALLOWED } from "../../domain/consent/rules";
import { reduce } from "../../domain/core/store";
import type { Customer } from "../../domain/session/customer";
import { dataLayerProblems } from "../../domain/tracking/events";
import {
  isPersonal,
  NO_PERSONAL_VALUES,
  personalValues,
  safePath,
  safeQuery,
} from "../../domain/tracking/privacy";
import { projectDataLayer } from "../../domain/tracking/projection";
import { cart, lineItem, product } from "./fixtures";

const fold = (events: ReadonlyArray<AppEvent>, from: AppState = initialState) => {
  let state = from;
  const out: Array<Record<string, unknown>> = [];
  for (const event of events) {
    const before = state;
    state = reduce(appRecipe, state, event);
    out.push(...(projectDataLayer(event, before, state) as unknown as Array<Record<string, unknown>>));
  }
  return { state, out };
};
const navigated = (
  path: string,
  route: string,
  params: Record<string, string> = {},
  search = "",
): AppEvent => ({ _tag: "Navigated", path, search, route, params });
const pageView = (events: ReadonlyArray<AppEvent>) =>
  fold(events)
    .out.filter((e) => e.event === "page_view")
    .at(-1) ?? {};

const anna: Customer = {
  customerId: "C-1",
  email: "anna.schmidt@example.com",
  firstName: "Anna",
  lastName: "Schmidt",
  newsletterTopics: [],
  firstOrderDelivery: false,
  firstOrderClickAndCollect: false,
};
const loggedIn: AppEvent = { _tag: "CustomerLoaded", customer: anna };
const withAddress: AppEvent = {
  _tag: "CartReceived",
  cause: "load",
  cart: cart([lineItem(product(), 1)], {
    billingAddress: {
      firstName: "Anna",
      lastName: "Schmidt",
      streetName: "Hohe Straße",
      streetNumber: "12",
      postalCode: "50667",
      city: "Köln",
      phoneNumber: "+49 170 5556667",
    },
  }),
} as AppEvent;

describe("[issue 15 #8] the page URL tracking sees: redacted by meaning, not by digit counts", () => {
  it("[issue 15 #8] a 7-digit SKU in a product path is kept; a phone number typed into search is not", () => {
    const product = pageView([
      navigated("/produkt/vollmilch-3-5/2004711", "productDetail", { slug: "vollmilch-3-5", sku: "2004711" }),
    ]);
    expect(product).toMatchObject({
      page_path: "/produkt/vollmilch-3-5/2004711",
      page_location: "/produkt/vollmilch-3-5/2004711",
    });
    // A SKU typed into the search is a SKU, too.
    expect(pageView([navigated("/suche/2004711", "search", { term: "2004711" })])).toMatchObject({
      page_path: "/suche/2004711",
    });
    for (const phone of [
      "0170 1234567",
      "+49 170 1234567",
      "01701234567",
      "0049-170-1234567",
      "0221/123456",
    ]) {
      const view = pageView([navigated(`/suche/${encodeURIComponent(phone)}`, "search", { term: phone })]);
      expect(view, phone).toMatchObject({
        page_path: "/suche/[redacted]",
        page_location: "/suche/[redacted]",
      });
    }
  });

  it("[issue 15 #8] an e-mail typed into search is redacted in page_path, page_location and the search_term", () => {
    const { out } = fold([
      navigated("/suche/anna%40example.com", "search", { term: "anna@example.com" }),
      { _tag: "SearchPageStarted", term: "anna@example.com", types: ["products"], productsPage: 0 },
    ]);
    expect(out[0]).toMatchObject({ page_path: "/suche/[redacted]", page_location: "/suche/[redacted]" });
    expect(out[1]).toMatchObject({ event: "search", search_term: "[redacted]" });
    expect(JSON.stringify(out)).not.toMatch(/anna/i);
    // An e-mail in the query too (a password reset's link), and anywhere in a path.
    expect(
      pageView([navigated("/passwort-vergessen", "passwordReset", {}, "?email=anna%40example.com&step=2")]),
    ).toMatchObject({ page_location: "/passwort-vergessen?email=[redacted]&step=2" });
    expect(
      pageView([navigated("/produkt/x%40y.de/2004711", "productDetail", { slug: "x@y.de", sku: "2004711" })]),
    ).toMatchObject({ page_path: "/produkt/[redacted]/2004711" });
  });

  it("[issue 15 #8] the confirmation's order number and payment ids stay out of page_location and page_referrer", () => {
    const { out } = fold([
      navigated(
        "/kasse-return",
        "paymentReturn",
        {},
        "?paymentId=PAY-991&hostedCheckoutId=HC-42&RETURNMAC=abc",
      ),
      navigated("/kasse-ok", "checkoutConfirmation", {}, "?finalized=true&orderNumber=4000000017"),
      navigated("/", "start", {}, "?id=cart-7&token=t0k3n&utm_source=newsletter"),
    ]);
    const views = out.filter((e) => e.event === "page_view");
    expect(views.map((v) => [v.page_location, v.page_referrer])).toEqual([
      ["/kasse-return", undefined],
      ["/kasse-ok?finalized=true", "/kasse-return"],
      ["/?utm_source=newsletter", "/kasse-ok?finalized=true"],
    ]);
    expect(JSON.stringify(out)).not.toMatch(/4000000017|PAY-991|HC-42|cart-7|t0k3n|abc/);
    for (const v of views) expect(dataLayerProblems(v)).toEqual([]);
  });

  it("[issue 15 #8] the current customer's own name, street and phone are redacted; the same words for others are not", () => {
    const { state } = fold([loggedIn, withAddress]);
    const view = (term: string) =>
      fold([navigated(`/suche/${encodeURIComponent(term)}`, "search", { term })], state).out[0];
    expect(view("Schmidt")).toMatchObject({ page_path: "/suche/[redacted]" });
    expect(view("anna")).toMatchObject({ page_path: "/suche/[redacted]" });
    expect(view("hohe straße 12")).toMatchObject({ page_path: "/suche/[redacted]" });
    expect(view("170 5556667")).toMatchObject({ page_path: "/suche/[redacted]" });
    expect(view("milch")).toMatchObject({ page_path: "/suche/milch" });
    // A guest's search for the same name is a search (a product, a brand), not personal data.
    expect(pageView([navigated("/suche/Schmidt", "search", { term: "Schmidt" })])).toMatchObject({
      page_path: "/suche/Schmidt",
    });
    // A product slug that shares the customer's name stays: catalogue identifiers are kept.
    expect(
      fold(
        [
          navigated("/produkt/schmidt-senf/2000042", "productDetail", {
            slug: "schmidt-senf",
            sku: "2000042",
          }),
        ],
        state,
      ).out[0],
    ).toMatchObject({ page_path: "/produkt/schmidt-senf/2000042" });
    expect(personalValues(state).phones).toEqual(["1705556667"]);
  });

  it("[issue 15 #8] card-number-like runs are redacted when they pass the Luhn check", () => {
    expect(isPersonal("4111 1111 1111 1111")).toBe(true);
    expect(isPersonal("5500-0000-0000-0004")).toBe(true);
    expect(isPersonal("4111 1111 1111 1112")).toBe(false);
    expect(safePath("/suche/4111111111111111")).toBe("/suche/[redacted]");
    expect(safeQuery("?q=4111111111111111&page=2", NO_PERSONAL_VALUES)).toBe("?q=[redacted]&page=2");
  });

  it("[issue 15 #8] the dataLayer adapter pushes page_location and page_referrer as full URLs", () => {
    const host: { dataLayer?: unknown[]; location: { origin: string } } = {
      location: { origin: "https://shop.example" },
    };
    const sink = createDataLayerSink(host);
    let state = initialState;
    const apply = (event: AppEvent) => {
      const before = state;
      state = reduce(appRecipe, state, event);
      sink.handle({ event, before, after: state } as Parameters<typeof sink.handle>[0]);
    };
    apply({ _tag: "ConsentChanged", categories: ALL_ALLOWED, source: "script" });
    apply(navigated("/warenkorb", "cart"));
    apply(navigated("/kasse-ok", "checkoutConfirmation", {}, "?finalized=true&orderNumber=4000000017"));
    const views = (host.dataLayer ?? []).filter(
      (e): e is Record<string, unknown> => (e as { event?: string }).event === "page_view",
    );
    expect(views.at(-1)).toMatchObject({
      page_location: "https://shop.example/kasse-ok?finalized=true",
      page_referrer: "https://shop.example/warenkorb",
    });
    expect(JSON.stringify(host.dataLayer)).not.toContain("4000000017");
  });
});
