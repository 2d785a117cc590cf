import { describe, expect, it } from "vitest";
import { adjustableClock, now, systemClock, withClock } from "../../server/http/clock";

const HOUR = 60 * 60 * 1000;

describe("the server's clock per request", () => {
  it("a request on a moved clock reads the moved time, also after an await", async () => {
    const moved = adjustableClock();
    moved.advance(HOUR);
    const seen = await withClock(moved, async () => {
      await new Promise((r) => setTimeout(r, 1));
      return now();
    });
    expect(seen - Date.now()).toBeGreaterThan(HOUR - 5_000);
  });

  it("[issue 18] a request on the system clock reads the system time, also inside a moved clock's run", async () => {
    expect(Math.abs(withClock(systemClock, () => now()) - Date.now())).toBeLessThan(5_000);
    const moved = adjustableClock();
    moved.advance(HOUR);
    const inner = await withClock(moved, () =>
      withClock(systemClock, async () => {
        await new Promise((r) => setTimeout(r, 1));
        return now();
      }),
    );
    expect(Math.abs(inner - Date.now())).toBeLessThan(5_000);
  });
});
