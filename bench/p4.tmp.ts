import { Effect, Exit, Runtime } from "effect";
const rt = Runtime.defaultRuntime;
const N = 100000;
let t = performance.now();
for (let i = 0; i < N; i++) await Runtime.runPromiseExit(rt)(Effect.succeed(i));
console.log("runPromiseExit seq", Math.round(N / ((performance.now() - t) / 1000)));
t = performance.now();
for (let i = 0; i < N; i++) Runtime.runSyncExit(rt)(Effect.succeed(i));
console.log("runSyncExit", Math.round(N / ((performance.now() - t) / 1000)));
t = performance.now();
for (let i = 0; i < N; i++) await new Promise<number>((res) => { const f = Runtime.runFork(rt)(Effect.succeed(i)); f.addObserver((e) => res(Exit.isSuccess(e) ? e.value : 0)); });
console.log("runFork+observer", Math.round(N / ((performance.now() - t) / 1000)));
t = performance.now();
let tail: Promise<unknown> = Promise.resolve(); const ps = [];
for (let i = 0; i < N; i++) { const r = tail.then(() => Runtime.runPromiseExit(rt)(Effect.succeed(i))); tail = r; ps.push(r); }
await Promise.all(ps);
console.log("chained", Math.round(N / ((performance.now() - t) / 1000)));
