import { describe, expect, it } from "vitest";
import { toyBus } from "./toy";

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

describe("a hold: the browser owns the bus while it folds the server's run", () => {
  it("[issue 17] an idle bus held runs nothing dispatched until the release, then runs it in order", async () => {
    const { bus, store } = toyBus();
    const hold = bus.hold();
    expect(hold.held).toBe(true);
    const later = bus.dispatch({ _tag: "Add", n: 5 });
    await tick();
    expect(store.getState().total).toBe(0);
    hold.release();
    await later;
    expect(store.getState().total).toBe(5);
  });

  it("[issue 17] a busy bus is not held: its commands run, and the release changes nothing", async () => {
    const { bus, store } = toyBus();
    const running = bus.dispatch({ _tag: "AddViaPort", n: 3 });
    const hold = bus.hold();
    expect(hold.held).toBe(false);
    await running;
    expect(store.getState().total).toBe(3);
    hold.release();
    expect(bus.paused()).toBe(false);
  });

  it("[issue 17] a time-travel pause taken during a hold outlives its release", async () => {
    const { bus, store } = toyBus();
    const hold = bus.hold();
    void bus.pause();
    hold.release();
    const later = bus.dispatch({ _tag: "Add", n: 2 });
    await tick();
    expect(bus.paused()).toBe(true);
    expect(store.getState().total).toBe(0);
    bus.resume();
    await later;
    expect(store.getState().total).toBe(2);
  });
});
