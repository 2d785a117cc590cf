// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { currentOrigin } from "../../src/state/origin";

/** What the dispatch hooks would record for a command dispatched from a handler of this event. */
const originOfClick = (el: Element, type = "click") => {
  let seen: ReturnType<typeof currentOrigin>;
  const listener = () => {
    seen = currentOrigin();
  };
  el.addEventListener(type, listener);
  el.dispatchEvent(new Event(type, { bubbles: true }));
  el.removeEventListener(type, listener);
  return seen;
};

describe("[issue 19 #3] a command records the UI element and route it was dispatched from", () => {
  currentOrigin(); // the first dispatch (StartApp) installs the listener
  history.replaceState(null, "", "/produkt/wasser");

  it("a button: its accessible text and test id, on the route", () => {
    document.body.innerHTML = `<article><button data-testid="add-to-cart"><span>In den</span> Warenkorb</button></article>`;
    const span = document.querySelector("span") as Element;
    expect(originOfClick(span)).toEqual({
      route: "/produkt/wasser",
      element: 'button "In den Warenkorb" [data-testid=add-to-cart]',
    });
  });

  it("a form field: its label", () => {
    document.body.innerHTML = `<label for="q">Menge</label><input id="q" name="quantity" />`;
    expect(originOfClick(document.querySelector("input") as Element, "change")).toEqual({
      route: "/produkt/wasser",
      element: 'input "Menge"',
    });
  });

  it("an icon button: its aria-label", () => {
    document.body.innerHTML = `<button aria-label="Menge erhöhen"><svg></svg></button>`;
    expect(originOfClick(document.querySelector("svg") as Element)).toEqual({
      route: "/produkt/wasser",
      element: 'button "Menge erhöhen"',
    });
  });

  it("a command dispatched after the event's task (a timer, an await) has no origin", async () => {
    document.body.innerHTML = `<button>Weiter</button>`;
    originOfClick(document.querySelector("button") as Element);
    await new Promise((r) => setTimeout(r, 5));
    expect(currentOrigin()).toBeUndefined();
  });
});
