import { expect, type Page } from "@playwright/test";

/** The seeded demo customers (server/seed/customers.ts). Anna has a complete primary delivery address. */
export const ANNA = { email: "anna.schmidt@example.com", password: "Einkauf-2026!" };
/** A loyalty member. */
export const LENA = { email: "lena.wagner@example.com", password: "Treue-2026!" };
/** No saved addresses. */
export const MAX = { email: "max.becker@example.com", password: "Adresse-2026!" };

/**
 * Logs in through the API in the page's browser context (its cookies are the page's): the XSRF
 * cookie first, then the login with the token in the header, as the client's HTTP adapter does.
 * Tests of the login screen itself log in through the screen.
 */
export const logInByApi = async (page: Page, who: { email: string; password: string }) => {
  // The open page's own calls share the cookie jar and may set the session's cookies between the
  // token read here and the login (a 403): then the token is read again.
  let status = 0;
  for (let attempt = 0; attempt < 3 && status !== 200; attempt++) {
    expect((await page.request.get("/api/csrf")).ok()).toBe(true);
    const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value;
    expect(xsrf).toBeTruthy();
    const response = await page.request.post("/api/auth/login", {
      headers: { "x-xsrf-token": xsrf ?? "" },
      data: who,
    });
    status = response.status();
    if (status !== 403) break;
  }
  expect(status).toBe(200);
  expect((await page.context().cookies()).some((c) => c.name === "loggedIn")).toBe(true);
};

/**
 * Starts the logged-in customer on an empty cart: a customer's cart outlives the session, and
 * other specs on the same server may have left items in a demo customer's cart.
 */
export const resetCartByApi = async (page: Page) => {
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const response = await page.request.post("/api/carts/reset", { headers: { "x-xsrf-token": xsrf } });
  expect(response.ok()).toBe(true);
};

/** No delivery pass, no addresses, no orders (server/seed/delivery-pass.ts): buys the pass and orders add-ons. */
export const PAULA = { email: "paula.neumann@example.com", password: "Lieferpass-2026!" };
