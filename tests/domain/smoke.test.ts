import { Effect } from "effect";
import { expect, it } from "vitest";
import { memoryCookies, memoryNavigation, memoryOnline, memoryStorage, fixedClock, sequentialIds } from "../../adapters/memory/ports";
import { createShop } from "../../domain/app/shop";
import type { ApiPort } from "../../domain/ports/api";

it("smoke", async () => {
  const api: ApiPort = { call: (c) => Effect.die(new Error(`no ${c.name}`)) };
  const shop = createShop({
    ports: { api, cookies: memoryCookies().port, storage: memoryStorage().port, clock: fixedClock().port, ids: sequentialIds().port, navigation: memoryNavigation().port, online: memoryOnline().port },
    now: () => 1,
    nextCommandId: (() => { let n = 0; return () => `c${++n}`; })(),
  });
  const o = await shop.dispatch({ _tag: "Notify", key: "x" });
  expect(o.ok).toBe(true);
  const o2 = await shop.dispatch({ _tag: "StartApp" });
  console.log(o2, shop.log.entries().map((e) => e.kind + ":" + (e.kind === "event" ? e.event._tag : e.kind === "port" ? e.op : "")));
});
