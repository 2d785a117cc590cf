import { produce, setAutoFreeze } from "immer";
type N = { id: string; key: string; message: string; type: string; duration: number | null };
type S = { a: { items: N[] }; r: { byKey: Record<string, N>; order: string[] }; b: { x: number } };
const s0: S = { a: { items: [] }, r: { byKey: {}, order: [] }, b: { x: 0 } };
const variants: Record<string, (d: S, n: N) => void> = {
  filterAssign: (d, n) => { const kept = d.a.items.filter((m) => m.key !== n.key); kept.push(n); d.a.items = kept.slice(-5); },
  plainArray: (d, n) => { const cur = d.a.items as N[]; const base: N[] = []; for (const m of cur) if (m.key !== n.key) base.push(m); base.push(n); d.a.items = base.slice(-5); },
  record: (d, n) => { const r = d.r; if (r.byKey[n.key]) { r.order.splice(r.order.indexOf(n.key), 1); } r.byKey[n.key] = n; r.order.push(n.key); while (r.order.length > 5) { const k = r.order.shift() as string; delete r.byKey[k]; } },
  scalar: (d) => { d.b.x += 1; },
};
setAutoFreeze(true);
for (const [name, v] of Object.entries(variants)) {
  let s = s0; const N = 30000; const t = performance.now();
  for (let i = 0; i < N; i++) { const n = { id: `n${i}`, key: `k${i % 9}`, message: "m", type: "info", duration: 2000 }; s = produce(s, (d) => v(d as S, n)); }
  console.log(name, Math.round(N / ((performance.now() - t) / 1000)));
}
