import { describe, expect, it, vi } from "vitest";
import { divergenceMarks } from "../../devtools/model";
import { bootRecipe } from "../../domain/app/bootReducer";
import type { AppEvent } from "../../domain/app/events";
import { reexecute } from "../../domain/app/recording/reexecute";
import type { AppState } from "../../domain/app/state";
import type { Recipe } from "../../domain/core/store";
import { recordJourney } from "../recording/journey";

vi.setConfig({ testTimeout: 60_000 });

describe("[issue 19 #5] the log marks each divergent entry with the field its headline names", () => {
  it("[issue 19 #5] a planted reducer bug: the SetItemQuantity entry's row names the state field", async () => {
    const { recording } = await recordJourney();
    // ItemQuantitySet doing nothing: today's reducer leaves the cart as it was.
    const skipping: Recipe<AppState, AppEvent> = (draft, event) => {
      if (event._tag !== "ItemQuantitySet") bootRecipe(draft, event);
    };
    const report = await reexecute(recording, { recipe: skipping });
    const marks = divergenceMarks(report.divergences);
    const first = report.divergences[0];
    expect(first).toBeDefined();
    const mark = marks.get(first?.seq ?? -1);
    // The row says where (its seq and command); the mark says what: the field, without the "where".
    expect(mark).toMatch(/^state after SetItemQuantity\.cart: changed → unchanged/);
    expect(mark).not.toMatch(/^#\d+ in /);
    // Only divergent entries are marked.
    expect([...marks.keys()].sort()).toEqual([...new Set(report.divergences.map((d) => d.seq))].sort());
  });

  it("[issue 19 #5] two divergences at one entry are both named on its row", () => {
    const marks = divergenceMarks([
      { seq: 7, message: "#7 in AddItem (#5): ItemAddRequested.quantity: 2 → 1" },
      { seq: 7, message: "#7 in AddItem (#5): state after AddItem.cart: changed → unchanged" },
      { seq: 9, message: "#9 in AddItem (#5): recorded event ItemAdded, today's code produced none" },
    ]);
    expect(marks).toEqual(
      new Map([
        [7, "ItemAddRequested.quantity: 2 → 1; state after AddItem.cart: changed → unchanged"],
        [9, "recorded event ItemAdded, today's code produced none"],
      ]),
    );
  });
});
