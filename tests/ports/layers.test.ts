import { describe, expect, it, layer } from "@effect/vitest";
import { Cause, Effect, Exit } from "effect";
import {
  ApiTest,
  CookiesTest,
  IdsTest,
  NavigationTest,
  OnlineTest,
  PaymentCapabilitiesTest,
  StorageTest,
  TestPorts,
  WallClockTest,
} from "../../adapters/memory/layers";
import { fixedClock, memoryCookies, memoryStorage, sequentialIds } from "../../adapters/memory/ports";
import { memoryShop } from "../../adapters/memory/shop";
import { getCsrf } from "../../domain/api/shell";
import { replayLayer } from "../../domain/app/recording/reexecute";
import { createShop } from "../../domain/app/shop";
import { PORT_NAMES, PORTS } from "../../domain/ports/all";
import { Api } from "../../domain/ports/api";
import { WallClock } from "../../domain/ports/clock";
import { Cookies } from "../../domain/ports/cookies";
import { Ids } from "../../domain/ports/ids";
import { Navigation } from "../../domain/ports/navigation";
import { Online } from "../../domain/ports/online";
import { PORT_OPS } from "../../domain/ports/ops";
import { PaymentCapabilities } from "../../domain/ports/payment-capabilities";
import { Storage } from "../../domain/ports/storage";

/** The message a defect died with, or null when the effect did not die. */
const defect = <A, E, R>(self: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.exit(self), (exit) =>
    Exit.isFailure(exit) && Cause.isDie(exit.cause) ? String(Cause.squash(exit.cause)) : null,
  );

describe("strict test layers: a call the test did not give dies, naming the port and the operation", () => {
  it.effect("each port's Test layer, given nothing, refuses every operation of it", () =>
    Effect.gen(function* () {
      const died = [
        yield* defect(Effect.flatMap(Cookies, (c) => c.set("consent", "yes"))).pipe(
          Effect.provide(CookiesTest()),
        ),
        yield* defect(Effect.flatMap(Storage, (s) => s.get("local", "cart"))).pipe(
          Effect.provide(StorageTest()),
        ),
        yield* defect(Effect.flatMap(WallClock, (c) => c.now())).pipe(Effect.provide(WallClockTest())),
        yield* defect(Effect.flatMap(Ids, (i) => i.next())).pipe(Effect.provide(IdsTest())),
        yield* defect(Effect.flatMap(Navigation, (n) => n.push("/kasse"))).pipe(
          Effect.provide(NavigationTest()),
        ),
        yield* defect(Effect.flatMap(Online, (o) => o.isOnline())).pipe(Effect.provide(OnlineTest())),
        yield* defect(Effect.flatMap(PaymentCapabilities, (p) => p.wallets())).pipe(
          Effect.provide(PaymentCapabilitiesTest()),
        ),
      ];
      expect(died).toEqual([
        'Error: unexpected call Cookies.set("consent", "yes"): the test did not provide it',
        'Error: unexpected call Storage.get("local", "cart"): the test did not provide it',
        "Error: unexpected call WallClock.now(): the test did not provide it",
        "Error: unexpected call Ids.next(): the test did not provide it",
        'Error: unexpected call Navigation.push("/kasse"): the test did not provide it',
        "Error: unexpected call Online.isOnline(): the test did not provide it",
        "Error: unexpected call PaymentCapabilities.wallets(): the test did not provide it",
      ]);
    }),
  );

  it.effect("an API call is named by the call and its input, not by the schemas of its descriptor", () =>
    Effect.gen(function* () {
      const died = yield* defect(Effect.flatMap(Api, (api) => api.call(getCsrf, {}))).pipe(
        Effect.provide(ApiTest()),
      );
      expect(died).toBe('Error: unexpected call Api.call("csrf", {}): the test did not provide it');
    }),
  );

  it.effect("the operations a test gives answer; the others of the same port still die", () =>
    Effect.gen(function* () {
      const cookies = memoryCookies({ loggedIn: "true" });
      const given = CookiesTest({ get: cookies.port.get });
      expect(yield* Effect.flatMap(Cookies, (c) => c.get("loggedIn")).pipe(Effect.provide(given))).toBe(
        "true",
      );
      expect(
        yield* defect(Effect.flatMap(Cookies, (c) => c.remove("loggedIn"))).pipe(Effect.provide(given)),
      ).toBe('Error: unexpected call Cookies.remove("loggedIn"): the test did not provide it');
      expect(cookies.jar.get("loggedIn")).toBe("true");
    }),
  );
});

layer(TestPorts({ storage: memoryStorage().port, ids: sequentialIds("t").port }))(
  "TestPorts: every port in one layer, only what the test gives answering",
  (it) => {
    it.effect("the given in-memory adapters answer", () =>
      Effect.gen(function* () {
        const storage = yield* Storage;
        yield* storage.set("session", "k", "v");
        expect(yield* storage.get("session", "k")).toBe("v");
        expect(yield* Effect.flatMap(Ids, (i) => i.next())).toBe("t-1");
      }),
    );
    it.effect("a port it was not given is there, and refuses every call", () =>
      Effect.gen(function* () {
        expect(yield* defect(Effect.flatMap(Navigation, (n) => n.current()))).toBe(
          "Error: unexpected call Navigation.current(): the test did not provide it",
        );
      }),
    );
  },
);

describe("the shop's ports come from a layer", () => {
  it("every port call is logged with its request and answer, through the layer the shop was given", async () => {
    let t = 0;
    const shop = createShop({
      ports: TestPorts({ ids: sequentialIds("n").port, clock: fixedClock().port }),
      now: () => ++t,
      nextCommandId: () => "c1",
    });
    await shop.dispatch({ _tag: "Notify", key: "k" });
    const ports = shop.log.entries().flatMap((e) => (e.kind === "port" ? [e] : []));
    expect(
      ports.map(({ commandId, port, op, request, result }) => ({ commandId, port, op, request, result })),
    ).toEqual([
      { commandId: "c1", port: "ids", op: "next", request: [], result: { ok: true, value: "n-1" } },
    ]);
  });

  it("a call the test layer was not given fails the command loudly and is logged as a failed call", async () => {
    const shop = memoryShop();
    const outcome = (await shop.dispatch({ _tag: "StartApp" })) as {
      ok: boolean;
      error?: { message: string };
    };
    expect(outcome.ok).toBe(false);
    expect(outcome.error?.message).toMatch(
      /^unexpected call Api\.call\("[\w.]+", .*\): the test did not provide it$/,
    );
    const failed = shop.log.entries().find((e) => e.kind === "port" && e.port === "api");
    expect(failed).toMatchObject({ kind: "port", port: "api", op: "call", result: { ok: false } });
  });

  it.effect("the replay layer answers every operation of every port, by the name the log records", () =>
    Effect.gen(function* () {
      const asked: string[] = [];
      const replay = replayLayer((port, op) => {
        asked.push(`${port}.${op}`);
        return Effect.succeed(null);
      });
      yield* Effect.gen(function* () {
        yield* (yield* Api).call(getCsrf, {});
        for (const name of PORT_NAMES) {
          if (name === "api") continue;
          const port = (yield* PORTS[name]) as unknown as Record<string, () => Effect.Effect<unknown>>;
          for (const op of PORT_OPS[name]) yield* (port[op] as () => Effect.Effect<unknown>)();
        }
      }).pipe(Effect.provide(replay));
      expect(asked).toEqual(PORT_NAMES.flatMap((name) => PORT_OPS[name].map((op) => `${name}.${op}`)));
    }),
  );
});
