import { Effect } from "effect";
import { fixedClock, memoryCookies, memoryNavigation, memoryOnline, memoryStorage, sequentialIds } from "../adapters/memory/ports";
import { createShop } from "../domain/app/shop";
const mk = () => { let n = 0, t = 0; return createShop({ ports: { api: { call: () => Effect.die("x") } as never, cookies: memoryCookies().port, storage: memoryStorage().port, clock: fixedClock().port, ids: sequentialIds().port, navigation: memoryNavigation().port, online: memoryOnline().port }, now: () => ++t, nextCommandId: () => `c${++n}`, logCapacity: 50000 }); };
const run = async (n: number, f: (i: number) => any) => {
  const shop = mk();
  const t = performance.now();
  const ps = [];
  for (let i = 0; i < n; i++) ps.push(shop.dispatch(f(i)));
  await Promise.all(ps);
  return Math.round(n / ((performance.now() - t) / 1000));
};
await run(5000, (i) => ({ _tag: "SetConnectivity", online: i % 2 === 0 }));
console.log("conn", await run(50000, (i) => ({ _tag: "SetConnectivity", online: i % 2 === 0 })));
console.log("dismiss-unknown", await run(50000, (i) => ({ _tag: "DismissNotification", id: "x" })));
console.log("notify", await run(50000, (i) => ({ _tag: "Notify", key: `k${i % 7}` })));
