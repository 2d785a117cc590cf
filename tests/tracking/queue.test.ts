import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  admit,
  emptyQueue,
  MAX_EVENTS_PER_PAGE_VIEW,
  type QueueState,
  setConsent,
} from "../../domain/tracking/queue";

type E = { readonly page: boolean; readonly n: number };
const run = (consent: "granted" | "notGranted", events: ReadonlyArray<E>) => {
  let q: QueueState<E> = emptyQueue(consent);
  const pushed: E[] = [];
  for (const e of events) {
    const step = admit(q, e, e.page);
    q = step.state;
    pushed.push(...step.push);
  }
  return { q, pushed };
};

describe("[doc1 §9] tracking queue: at most 250 events per page view", () => {
  it("the 250th event of a page view is pushed, the 251st is not", () => {
    const events = Array.from({ length: 251 }, (_, n) => ({ page: n === 0, n }));
    const { pushed, q } = run("granted", events);
    expect(MAX_EVENTS_PER_PAGE_VIEW).toBe(250);
    expect(pushed).toHaveLength(250);
    expect(pushed.at(-1)?.n).toBe(249);
    expect(q.dropped).toBe(1);
  });
  it("a new page view starts a new count", () => {
    const events = [
      ...Array.from({ length: 300 }, (_, n) => ({ page: n === 0, n })),
      { page: true, n: 300 },
      { page: false, n: 301 },
    ];
    expect(
      run("granted", events)
        .pushed.slice(-2)
        .map((e) => e.n),
    ).toEqual([300, 301]);
  });
  it("property: never more than 250 pushed between two page views", () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 2000 }),
        fc.integer({ min: 1, max: 700 }),
        (flags, every) => {
          const events = flags.map((_f, n) => ({ page: n % every === 0, n }));
          const { pushed } = run("granted", events);
          let count = 0;
          for (const e of pushed) {
            count = e.page ? 1 : count + 1;
            expect(count).toBeLessThanOrEqual(MAX_EVENTS_PER_PAGE_VIEW);
          }
        },
      ),
    );
  });
});

describe("[doc1 §4] consent gating", () => {
  it("without consent nothing is pushed", () => {
    expect(
      run("notGranted", [
        { page: true, n: 0 },
        { page: false, n: 1 },
      ]).pushed,
    ).toEqual([]);
  });
  it("granting pushes the current page view's events in order", () => {
    const held = run("notGranted", [
      { page: true, n: 0 },
      { page: false, n: 1 },
    ]).q;
    expect(setConsent(held, "granted").push.map((e) => e.n)).toEqual([0, 1]);
    expect(setConsent(held, "notGranted").push).toEqual([]);
  });
  it("a new page view drops what an earlier page held; held events stay within the cap", () => {
    const { q } = run("notGranted", [
      { page: true, n: 0 },
      { page: false, n: 1 },
      { page: true, n: 2 },
    ]);
    expect(q.held.map((e) => e.n)).toEqual([2]);
    const many = Array.from({ length: 600 }, (_, n) => ({ page: n === 0, n }));
    expect(run("notGranted", many).q.held).toHaveLength(MAX_EVENTS_PER_PAGE_VIEW);
  });
});
