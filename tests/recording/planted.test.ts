import { Effect } from "effect";
import { describe, expect, it, vi } from "vitest";
import { bootRecipe } from "../../domain/app/bootReducer";
import type { AppCommand } from "../../domain/app/commands";
import type { AppEvent } from "../../domain/app/events";
import { handlersWith } from "../../domain/app/handlers";
import { compareRecordings } from "../../domain/app/recording/compareRecordings";
import type { Recording } from "../../domain/app/recording/format";
import { recordingOfLog } from "../../domain/app/recording/recording";
import { reexecute } from "../../domain/app/recording/reexecute";
import { formatReport, groupByCommand } from "../../domain/app/recording/report";
import type { AppState } from "../../domain/app/state";
import { consent } from "../../domain/consent/access";
import { categoriesFromActiveGroups } from "../../domain/consent/rules";
import { CONSENT_ANSWERED_COOKIE, CONSENT_COOKIE, storedActiveGroups } from "../../domain/consent/stored";
import type { Recipe } from "../../domain/core/store";
import { navigation } from "../../domain/navigation/access";
import { Cookies } from "../../domain/ports/cookies";
import { journeyCommands, journeyShop, META, recordJourney } from "./journey";

// Issue 19: each kind of bug planted in a test build, and the replay finding it at its entry.
// Each test records the journey (about 240 commands) and re-executes it: seconds each.
vi.setConfig({ testTimeout: 60_000 });

type CommandEntry = Extract<Recording["entries"][number], { kind: "command" }>;
const commandOf = (recording: Recording, tag: string): CommandEntry | undefined =>
  recording.entries.find((e): e is CommandEntry => e.kind === "command" && e.command._tag === tag);

/** A reducer that skips one event type: the handlers emit it, the state never shows it. */
const skipping =
  (tag: AppEvent["_tag"]): Recipe<AppState, AppEvent> =>
  (draft, event) => {
    if (event._tag !== tag) bootRecipe(draft, event);
  };

describe("[issue 19 #3] reducer bugs show at their command (state digests)", () => {
  it("ItemQuantitySet doing nothing: a state divergence at SetItemQuantity, same events", async () => {
    const { recording } = await recordJourney();
    const report = await reexecute(recording, { recipe: skipping("ItemQuantitySet") });
    const command = commandOf(recording, "SetItemQuantity");
    const first = report.divergence;
    expect(first?.kind).toBe("state");
    expect(first?.commandSeq).toBe(command?.seq);
    expect(first?.message).toMatch(
      /in SetItemQuantity \(#\d+\): state after SetItemQuantity\.cart: changed → unchanged.*\(same events: the reducer changed\)$/,
    );
    // Without the bug the same recording reproduces.
    expect((await reexecute(recording)).divergences).toEqual([]);
  });

  it("a rejected code's error not stored: a state divergence at that ApplyDiscountCode", async () => {
    const { recording } = await recordJourney();
    const report = await reexecute(recording, { recipe: skipping("DiscountCodeRejected") });
    const rejectedIn = recording.entries.find(
      (e) => e.kind === "event" && e.event._tag === "DiscountCodeRejected",
    )?.commandId;
    const command = recording.entries.find((e) => e.kind === "command" && e.commandId === rejectedIn);
    expect(command?.kind === "command" && command.command).toMatchObject({
      _tag: "ApplyDiscountCode",
      code: "gibtsnicht",
    });
    expect(report.divergence?.kind).toBe("state");
    expect(report.divergence?.commandSeq).toBe(command?.seq);
    expect(report.divergence?.message).toMatch(/state after ApplyDiscountCode\.cart/);
  });
});

const invertedConnectivity = {
  SetConnectivity: (c: Extract<AppCommand, { _tag: "SetConnectivity" }>) =>
    Effect.as(
      navigation.emit({ _tag: "ConnectivityChanged", online: !c.online }),
      c.online ? "online" : "offline",
    ),
};
const silentDismiss = { DismissNotification: () => Effect.succeed("dismissed") };

/** The planted change: RestoreStoredConsent's two cookie reads, the other way round. */
const answeredFirst = () =>
  Effect.gen(function* () {
    const state = yield* consent.state;
    if (state.source !== "pending") return "unchanged" as const;
    const cookies = yield* Cookies;
    const answered = yield* cookies.get(CONSENT_ANSWERED_COOKIE);
    const stored = yield* cookies.get(CONSENT_COOKIE);
    const groups = storedActiveGroups(stored, answered);
    if (groups === null) return "none" as const;
    yield* consent.emit({
      _tag: "ConsentChanged",
      categories: categoriesFromActiveGroups(groups),
      source: "stored",
    });
    return "restored" as const;
  });

describe("[issue 19 #4] re-execution runs to the end", () => {
  it("two planted handler bugs are both reported, grouped by command, with field diffs in the text", async () => {
    const { recording } = await recordJourney();
    const report = await reexecute(recording, {
      handlers: handlersWith({ ...invertedConnectivity, ...silentDismiss }),
    });
    const tags = new Set(groupByCommand(report.divergences).map((g) => g.command._tag));
    expect(tags.has("SetConnectivity")).toBe(true);
    expect(tags.has("DismissNotification")).toBe(true);
    // Every command ran, not only those up to the first divergence.
    expect(report.commands).toBe(recording.entries.filter((e) => e.kind === "command").length);
    const text = formatReport(report);
    expect(text).toMatch(/ConnectivityChanged\.online: false → true/);
    expect(text).toMatch(/^ {4}event\.online: false → true$/m);
  });

  it("a harmless reordering of two independent port calls finds nothing", async () => {
    const { recording } = await recordJourney();
    const restore = commandOf(recording, "RestoreStoredConsent");
    const ports = recording.entries.filter((e) => e.kind === "port" && e.commandId === restore?.commandId);
    expect(ports.map((p) => p.kind === "port" && p.request[0])).toEqual([
      CONSENT_COOKIE,
      CONSENT_ANSWERED_COOKIE,
    ]);
    const report = await reexecute(recording, {
      handlers: handlersWith({ RestoreStoredConsent: answeredFirst }),
    });
    expect(formatReport(report)).toBe("");
  });
});

describe("[issue 19 #3] a server answer that contradicts its request", () => {
  it("the add route ignoring mode 'set' is a warning at that call; the same journey without it has none", async () => {
    // The planted server bug: every set is sent to the reference server as an add.
    const shop = journeyShop({
      wrapApi: (port) => ({
        call: ((call, input) => {
          const i = input as { body?: { mode?: string } };
          return port.call(
            call,
            (call.name === "carts.addItem" && i.body?.mode === "set"
              ? { ...i, body: { ...i.body, mode: "add" } }
              : input) as never,
          );
        }) as typeof port.call,
      }),
    });
    for (const c of journeyCommands) await shop.dispatch(c);
    const recording = recordingOfLog(shop.log, META);
    const report = await reexecute(recording);
    const set = commandOf(recording, "SetItemQuantity");
    expect(report.warnings.length).toBe(1);
    expect(report.warnings[0]?.commandSeq).toBe(set?.seq);
    expect(report.warnings[0]?.message).toMatch(
      /in SetItemQuantity \(#\d+\): carts\.addItem answer contradicts its request: mode set of 3 × \S+ should leave 3, the answer says \d+$/,
    );
    expect((await reexecute((await recordJourney()).recording)).warnings).toEqual([]);
  });
});

describe("[issue 19 #3] a UI bug is a wrong command from a named place", () => {
  it("the bug run against the fixed run: the command's field and the element and route it came from", async () => {
    const origin = {
      route: "/produkt/wasser",
      element: 'button "In den Warenkorb" [data-testid=add-to-cart]',
    };
    // The journey up to its first add, from the product tile's button: the planted bug adds 5, not 2.
    const upToAdd = journeyCommands.slice(0, journeyCommands.findIndex((c) => c._tag === "AddItem") + 1);
    const run = async (quantity: number) => {
      const shop = journeyShop();
      for (const c of upToAdd)
        if (c._tag === "AddItem") await shop.dispatch({ ...c, quantity }, origin);
        else await shop.dispatch(c);
      return recordingOfLog(shop.log, META);
    };
    const fixed = await run(2);
    const buggy = await run(5);
    const added = commandOf(buggy, "AddItem");
    expect(added).toMatchObject({ origin });
    const diffs = compareRecordings(fixed, buggy);
    expect(diffs.map((d) => d.message)).toEqual([
      `#${commandOf(fixed, "AddItem")?.seq} → #${added?.seq} AddItem.quantity: 2 → 5 from ${origin.element} on ${origin.route}`,
    ]);
  });
});
