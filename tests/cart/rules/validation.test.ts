import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationCode } from "../../../domain/cart/model";
import {
  groupValidationErrors,
  needsEarliestWindow,
  VALIDATION_MESSAGES,
  validationGroup,
} from "../../../domain/cart/rules/validation";

const code = fc.constantFrom(...ValidationCode.literals);
const type = fc.constantFrom("DELIVERY" as const, "CLICK_AND_COLLECT" as const, undefined);

describe("validation-code groups (document 2 §8)", () => {
  it("[doc2 §8] billing address group: click and collect 006, 007, 031; delivery only 031", () => {
    for (const c of ["006", "007", "031"])
      expect(validationGroup(c, "CLICK_AND_COLLECT")).toBe("billingAddress");
    expect(validationGroup("031", "DELIVERY")).toBe("billingAddress");
    expect(validationGroup("006", "DELIVERY")).toBe("distributionLocation");
    expect(validationGroup("007", "DELIVERY")).toBe("distributionLocation");
  });

  it("[doc2 §8] distribution location group: 004, 005, 130, 131, 132 for both services", () => {
    for (const c of ["004", "005", "130", "131", "132"])
      for (const t of ["DELIVERY", "CLICK_AND_COLLECT"] as const)
        expect(validationGroup(c, t)).toBe("distributionLocation");
  });

  it("[doc2 §8] discount code group 223, 227, 228, 229; time slot group 008, 022, 023, 140, 141; others general", () => {
    for (const c of ["223", "227", "228", "229"]) expect(validationGroup(c, "DELIVERY")).toBe("discountCode");
    for (const c of ["008", "022", "023", "140", "141"])
      expect(validationGroup(c, "DELIVERY")).toBe("timeSlot");
    for (const c of ["029", "260", "261", "264", "999"])
      expect(validationGroup(c, "DELIVERY")).toBe("general");
  });

  it("[doc2 §8] property: grouping keeps every error exactly once, in order", () => {
    fc.assert(
      fc.property(fc.array(code, { maxLength: 30 }), type, (codes, t) => {
        const errors = codes.map((c) => ({ code: c, message: VALIDATION_MESSAGES[c] }));
        const groups = groupValidationErrors(errors, t);
        const all = Object.values(groups).flat();
        expect(all).toHaveLength(errors.length);
        for (const [g, list] of Object.entries(groups)) {
          expect(list.every((e) => validationGroup(e.code, t) === g)).toBe(true);
          expect(list).toEqual(errors.filter((e) => validationGroup(e.code, t) === g));
        }
        expect(needsEarliestWindow(errors, t)).toBe(groups.timeSlot.length > 0);
      }),
    );
  });
});
