import { Effect } from "effect";
import { addDiscountCode, removeDiscountCode } from "../../api/cart";
import { translate } from "../../tenant/messages";
import { cart } from "../access";
import type { ApplyDiscountCode, RemoveDiscountCode } from "../commands";
import { reportFailure } from "../policy";
import { sameCode, trimCode } from "../rules/discount-code";
import { refusedDiscountCodeState } from "../rules/validation";
import { afterChange } from "./afterChange";
import { CartInputRejected } from "./calls";
import { change, ensureFresh } from "./change";
import { runValidation } from "./validation";

const EMPTY_CODE = "code must not be null or empty";

export const applyDiscountCode = (c: typeof ApplyDiscountCode.Type) =>
  Effect.gen(function* () {
    const code = trimCode(c.code);
    if (code === "") {
      yield* cart.emit({ _tag: "DiscountCodeRejected", code: c.code, message: EMPTY_CODE });
      return "rejected" as const;
    }
    if (!(yield* ensureFresh)) return "failed" as const;
    const before = yield* cart.state;
    const r = yield* change(addDiscountCode, { body: { code } }, (x) => x);
    if (!r.ok) {
      const { messages } = yield* cart.inputs;
      // Document 2 §8 (223, 227, 228, 229): refused and not kept; the field says why, once.
      const refused = r.error.status === 409 ? refusedDiscountCodeState(r.error.code) : null;
      if (refused !== null) {
        const message = translate(messages, `cart.discountCode.state.${refused}`);
        yield* cart.emit({ _tag: "DiscountCodeRejected", code, message });
        return refused;
      }
      if (r.error.status === 404 || r.error.status === 400) {
        const message = translate(messages, "cart.discountCode.invalid", { code });
        yield* cart.emit({ _tag: "DiscountCodeRejected", code, message });
        return "rejected" as const;
      }
      return yield* reportFailure("ApplyDiscountCode", r.error, false, r.unconfirmed);
    }
    yield* cart.emit({ _tag: "CartReceived", cart: r.cart, cause: "discountCode" });
    yield* afterChange(before);
    // The code's state (expired, max applications, inactive, service type) shows in validation (223–229).
    yield* runValidation("request");
    const state = (yield* cart.state).cart?.discountCodes.find((d) => sameCode(d.code, code))?.state;
    return state === "valid" || state === undefined ? ("applied" as const) : state;
  });

export const removeCode = (c: typeof RemoveDiscountCode.Type) =>
  Effect.gen(function* () {
    const code = trimCode(c.code);
    if (code === "") return yield* Effect.fail(new CartInputRejected({ message: EMPTY_CODE }));
    if (!(yield* ensureFresh)) return "failed" as const;
    const before = yield* cart.state;
    const r = yield* change(removeDiscountCode, { query: { code } }, (x) => x);
    if (!r.ok) {
      if (r.error.status === 404) return "notoncart" as const;
      return yield* reportFailure("RemoveDiscountCode", r.error, false, r.unconfirmed);
    }
    yield* cart.emit({ _tag: "CartReceived", cart: r.cart, cause: "discountCode" });
    yield* afterChange(before);
    return "removed" as const;
  });
