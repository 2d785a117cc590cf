import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { initialState } from "../../domain/app/state";
import { fold, reduce } from "../../domain/core/store";

const id = fc.integer({ min: 1, max: 8 }).map((n) => `n-${n}`);
const shellEvent: fc.Arbitrary<AppEvent> = fc.oneof(
  fc
    .record({
      id,
      key: fc.constantFrom("a", "b", "c", "internet.offline"),
      duration: fc.constantFrom(2000, null),
    })
    .map(({ id, key, duration }) => ({
      _tag: "NotificationShown" as const,
      notification: { id, key, message: key, type: "info" as const, duration },
    })),
  id.map((id) => ({ _tag: "NotificationDismissed" as const, id })),
  fc.boolean().map((online) => ({ _tag: "ConnectivityChanged" as const, online })),
);

const isDeepFrozen = (v: unknown): boolean =>
  v === null || typeof v !== "object" || (Object.isFrozen(v) && Object.values(v).every(isDeepFrozen));

describe("reducing shell events", () => {
  it("[design §6] folding events in one batch equals reducing them one by one, and every state is deep-frozen", () => {
    fc.assert(
      fc.property(fc.array(shellEvent, { maxLength: 60 }), (events) => {
        let live = initialState;
        for (const e of events) live = reduce(appRecipe, live, e);
        const replayed = fold(appRecipe, initialState, events);
        expect(replayed).toEqual(live);
        expect(isDeepFrozen(live)).toBe(true);
        expect(isDeepFrozen(replayed)).toBe(true);
        // At most five on screen, one per key (document 1 §3).
        expect(live.notifications.items.length).toBeLessThanOrEqual(5);
        expect(new Set(live.notifications.items.map((n) => n.key)).size).toBe(
          live.notifications.items.length,
        );
      }),
    );
  });
});
