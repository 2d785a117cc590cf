import { Effect } from "effect";
import { setDistributionAddress } from "../../api/cart";
import { notify } from "../../notifications/notify";
import { cart } from "../access";
import type { DistributionAddress } from "../model";
import { reportFailure } from "../policy";
import { groupValidationErrors } from "../rules/validation";
import { change, ensureFresh } from "./change";
import { runValidation } from "./validation";

/** Distribution-location errors that mean the service cannot be used (document 2 §8). */
const BLOCKING: ReadonlyArray<string> = ["132", "131", "130", "005", "004"];

/**
 * Sets the service (POST distribution-address) and checks it by validating the cart: the one path
 * of the prompt's answers (delivery, click and collect) and of the saved address that stands in for
 * the prompt (document 2 §4).
 * - "set": the cart has the service and it can be served;
 * - "invalidservice": outside the delivery area (or a store without click and collect): the
 *   notification is shown; the cart keeps the address it was sent;
 * - "failed": the call failed (reported as `operation`).
 */
export const setService = (address: DistributionAddress, operation: string) =>
  Effect.gen(function* () {
    if (!(yield* ensureFresh)) return "failed" as const;
    const r = yield* change(setDistributionAddress, { body: address }, (x) => x);
    if (!r.ok) {
      yield* reportFailure(operation, r.error, false, r.unconfirmed);
      return "failed" as const;
    }
    yield* cart.emit({ _tag: "CartReceived", cart: r.cart, cause: "service" });
    yield* runValidation("service");
    const s = yield* cart.state;
    const type = s.cart?.distributionAddress?.distributionType;
    const location = groupValidationErrors(s.validation.errors, type).distributionLocation;
    const blocking = location.find((e) => BLOCKING.includes(e.code));
    if (blocking) {
      yield* notify(`cart.validation.${blocking.code}`, "error");
      return "invalidservice" as const;
    }
    return "set" as const;
  });
