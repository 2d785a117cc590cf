import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../adapters/memory/ports";
import { reactTo } from "../../domain/app/reactions";
import { type AppState, initialState } from "../../domain/app/state";
import { CAPTURE_CONSENT, CAPTURED_KEY } from "../../domain/problem-report/capture";
import { PROBLEM_DESCRIPTION_MAX } from "../../domain/problem-report/model";
import { memoryProblemReports, testShop } from "../support/shop";

const withConsent = (statistic: boolean): AppState => ({
  ...initialState,
  consent: { categories: { marketing: false, statistic, targetGroupSelection: false }, source: "stored" },
});

const outcome = async (
  shop: ReturnType<typeof testShop>,
  command: Parameters<ReturnType<typeof testShop>["dispatch"]>[0],
) => {
  const o = await shop.dispatch(command);
  return o.ok ? o.value : `failed: ${o.error._tag}`;
};

describe('ReportProblem: the shopper\'s "Problem melden" (issue 19 #1)', () => {
  it("[issue 19 #1] a report without a description, or with a malformed e-mail, is refused and nothing is sent", async () => {
    const reports = memoryProblemReports();
    const shop = testShop({ reports, start: "/warenkorb" });
    await shop.dispatch({ _tag: "OpenProblemReport", origin: "footer" });
    expect(await outcome(shop, { _tag: "ReportProblem", description: "   ", email: "anna@" })).toBe(
      "invalid",
    );
    expect(shop.store.getState().problemReport.errors).toEqual({
      descriptionError: "descriptionRequired",
      emailError: "emailInvalid",
    });
    expect(
      await outcome(shop, {
        _tag: "ReportProblem",
        description: "x".repeat(PROBLEM_DESCRIPTION_MAX + 1),
        email: "",
      }),
    ).toBe("invalid");
    expect(shop.store.getState().problemReport.errors).toEqual({ descriptionError: "descriptionTooLong" });
    expect(reports.sent).toEqual([]);
  });

  it("[issue 19 #1] a valid report is sent with the page, build, cart and order, and the shopper sees the reference", async () => {
    const reports = memoryProblemReports();
    // Only the parts a report reads: where the shopper is, the build, the cart and the order shown.
    const initial = {
      ...initialState,
      navigation: {
        ...initialState.navigation,
        location: { ...initialState.navigation.location, path: "/kasse-ok", search: "?x=1" },
      },
      tenant: { ...initialState.tenant, config: { appVersion: "build-7" } },
      cart: { ...initialState.cart, cart: { id: "cart-9" } },
      checkout: { ...initialState.checkout, order: { orderNumber: "100045" } },
    } as unknown as AppState;
    const shop = testShop({ reports, initial });
    await shop.dispatch({ _tag: "OpenProblemReport", origin: "footer" });
    expect(
      await outcome(shop, {
        _tag: "ReportProblem",
        description: "  Menge falsch  ",
        email: " anna@example.com ",
      }),
    ).toBe("sent");
    expect(reports.sent).toEqual([
      {
        kind: "report",
        description: "Menge falsch",
        email: "anna@example.com",
        path: "/kasse-ok?x=1",
        buildId: "build-7",
        cartId: "cart-9",
        orderNumber: "100045",
      },
    ]);
    expect(shop.store.getState().problemReport).toMatchObject({
      open: true,
      status: "sent",
      reference: "PR-TEST0001",
    });
  });

  it("[issue 19 #1] a failed upload says so and keeps the form open", async () => {
    const shop = testShop({ reports: memoryProblemReports(413) });
    await shop.dispatch({ _tag: "OpenProblemReport", origin: "error-page" });
    expect(await outcome(shop, { _tag: "ReportProblem", description: "Seite leer", email: "" })).toBe(
      "failed",
    );
    expect(shop.store.getState().problemReport).toMatchObject({
      open: true,
      status: "failed",
      reference: null,
    });
  });
});

describe("CaptureProblem: capture on error, with consent, once per session and kind (issue 19 #1)", () => {
  it(`[issue 19 #1] without the "${CAPTURE_CONSENT}" consent nothing is captured`, async () => {
    const reports = memoryProblemReports();
    const shop = testShop({ reports, initial: withConsent(false) });
    expect(await outcome(shop, { _tag: "CaptureProblem", kind: "uncaught", error: "boom" })).toBe(
      "noConsent",
    );
    expect(reports.sent).toEqual([]);
  });

  it("[issue 19 #1] each kind is sent once per browser session, a reload included; another kind is sent too", async () => {
    const reports = memoryProblemReports();
    const storage = memoryStorage();
    const shop = testShop({ reports, storage, initial: withConsent(true) });
    expect(await outcome(shop, { _tag: "CaptureProblem", kind: "uncaught", error: "boom" })).toBe("sent");
    expect(await outcome(shop, { _tag: "CaptureProblem", kind: "uncaught", error: "boom again" })).toBe(
      "alreadySent",
    );
    expect(await outcome(shop, { _tag: "CaptureProblem", kind: "payment", error: "declined" })).toBe("sent");
    // The next page load of the same tab shares its session storage.
    const reloaded = testShop({ reports, storage, initial: withConsent(true) });
    expect(await outcome(reloaded, { _tag: "CaptureProblem", kind: "payment", error: "declined" })).toBe(
      "alreadySent",
    );
    expect(reports.sent.map((r) => [r.kind, r.error])).toEqual([
      ["uncaught", "boom"],
      ["payment", "declined"],
    ]);
    expect(storage.areas.session.get(CAPTURED_KEY)).toBe("uncaught,payment");
    // The shopper's form is not touched by a capture.
    expect(reloaded.store.getState().problemReport.status).toBe("idle");
  });

  it("[issue 19 #1] a command ending in a defect captures a 'defect' bundle naming the command", async () => {
    const reports = memoryProblemReports();
    // No API scripted: the fish-tracking lookup's call dies, a defect.
    const shop = testShop({ reports, initial: withConsent(true) });
    await shop.dispatch({ _tag: "LookUpFishCode", code: "DE-204711" });
    await shop.bus.idle();
    expect(reports.sent).toHaveLength(1);
    expect(reports.sent[0]).toMatchObject({
      kind: "defect",
      error: expect.stringMatching(/^LookUpFishCode: /),
    });
  });

  it("[issue 19 #1] a failed payment captures a 'payment' bundle; the report's own failures capture nothing", () => {
    expect(
      reactTo({
        _tag: "CheckoutFailed",
        checkoutId: null,
        code: "9001",
        initiator: "REDIRECT",
        status: 402,
        message: "declined",
      }),
    ).toContainEqual({
      _tag: "CaptureProblem",
      kind: "payment",
      error: "payment 9001 (REDIRECT, 402): declined",
    });
    expect(
      reactTo({
        _tag: "CommandFailed",
        commandId: "c1",
        command: "CaptureProblem",
        error: { _tag: "Die", message: "x" },
      }),
    ).toEqual([]);
  });
});

describe("console messages enter the log (issue 19 #6)", () => {
  it("[issue 19 #6] a console warning is an entry of the log, cut to size", async () => {
    const shop = testShop();
    await shop.dispatch({ _tag: "RecordConsoleMessage", level: "warn", message: `slow ${"x".repeat(3000)}` });
    const logged = shop.log
      .entries()
      .find((e) => e.kind === "event" && e.event._tag === "ConsoleMessageLogged");
    expect(logged?.kind === "event" && logged.event).toMatchObject({
      level: "warn",
      message: expect.stringMatching(/^slow x+$/),
    });
    expect(logged?.kind === "event" && (logged.event as { message: string }).message.length).toBe(2000);
  });
});
