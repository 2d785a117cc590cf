import { Effect } from "effect";
import { callApi } from "../api/call";
import { getCustomerDeliveryPass, getDeliveryPassOffer } from "../api/delivery-pass";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";

import { deliveryPass } from "./access";
import type { DeliveryPassCommand } from "./commands";
import type { DeliveryPassOutcomes } from "./outcomes";

/** The pass is offered with customers, the pass feature and the cart (as its overview route is). */
const passOn = (
  config: {
    readonly featureCustomer: boolean;
    readonly featureCustomerDeliveryPass: boolean;
    readonly featureCartCheckout: boolean;
  } | null,
) =>
  config?.featureCustomer === true &&
  config.featureCustomerDeliveryPass === true &&
  config.featureCartCheckout === true;

export const deliveryPassHandlers: HandlersOf<DeliveryPassCommand, typeof DeliveryPassOutcomes, Ports> = {
  LoadDeliveryPassOffer: () =>
    Effect.gen(function* () {
      const { config } = yield* deliveryPass.inputs;
      if (!passOn(config)) return "off" as const;
      if ((yield* deliveryPass.state).offerStatus === "loaded") return "cached" as const;
      yield* deliveryPass.emit({ _tag: "DeliveryPassOfferRequested" });
      const answer = yield* Effect.either(callApi(getDeliveryPassOffer, {}));
      if (answer._tag === "Left") {
        yield* deliveryPass.emit({ _tag: "DeliveryPassOfferFailed" });
        return "failed" as const;
      }
      yield* deliveryPass.emit({ _tag: "DeliveryPassOfferLoaded", offer: answer.right });
      return "loaded" as const;
    }),
  LoadCustomerDeliveryPass: () =>
    Effect.gen(function* () {
      const { customer, config } = yield* deliveryPass.inputs;
      if (!passOn(config)) return "off" as const;
      if (customer === null) return "guest" as const;
      yield* deliveryPass.emit({ _tag: "CustomerDeliveryPassRequested" });
      const answer = yield* Effect.either(callApi(getCustomerDeliveryPass, {}));
      // A logout while the call was under way: the answer is the previous customer's.
      if ((yield* deliveryPass.inputs).customer?.customerId !== customer.customerId) return "failed" as const;
      if (answer._tag === "Left") {
        yield* deliveryPass.emit({ _tag: "CustomerDeliveryPassFailed" });
        return "failed" as const;
      }
      yield* deliveryPass.emit({
        _tag: "CustomerDeliveryPassLoaded",
        customerId: customer.customerId,
        pass: answer.right.deliveryPass,
        passState: answer.right.state,
      });
      return "loaded" as const;
    }),
  ClearDeliveryPass: () =>
    Effect.gen(function* () {
      yield* deliveryPass.emit({ _tag: "DeliveryPassCleared" });
      return "cleared" as const;
    }),
};
