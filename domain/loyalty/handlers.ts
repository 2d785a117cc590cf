import { Effect } from "effect";
import { callApi, isStatus } from "../api/call";
import {
  getLoyaltyCardInfo,
  getLoyaltyVouchers,
  getPersonalVouchers,
  getPhysicalCardStatus,
  orderPhysicalCard,
} from "../api/loyalty";
import type { HandlersOf } from "../core/feature";
import { showPath } from "../navigation/handlers";
import { notify } from "../notifications/notify";
import type { Ports } from "../ports";
import { buildPath } from "../routing/match";
import { routePattern } from "../routing/routes";
import { routesFor } from "../routing/table";
import type { Customer } from "../session/customer";
import { loyalty } from "./access";
import type { LoyaltyCommand } from "./commands";
import type { LoyaltyOutcomes } from "./outcomes";
import { isCardInfoReset, loadsMemberData, loyaltyVariant, memberKey } from "./rules/member";
import { physicalCardErrors } from "./rules/physicalCard";
import { promotionIdsQuery } from "./rules/vouchers";

/** The personal vouchers of the member's promotions; a failure sets the error flag (document 1 §8). */
const loadPersonal = (customer: Customer) =>
  Effect.gen(function* () {
    const ids = (customer.loyaltyMemberInformation?.promotions ?? []).map((p) => p.promotionId);
    if (ids.length === 0) {
      yield* loyalty.emit({ _tag: "PersonalVouchersLoaded", vouchers: [] });
      return "none" as const;
    }
    yield* loyalty.emit({ _tag: "PersonalVouchersRequested" });
    const answer = yield* Effect.either(
      callApi(getPersonalVouchers, { query: { promotionIds: promotionIdsQuery(ids) } }),
    );
    if ((yield* loyalty.state).memberKey !== memberKey(customer)) return "failed" as const;
    if (answer._tag === "Left") {
      yield* loyalty.emit({ _tag: "PersonalVouchersFailed" });
      return "failed" as const;
    }
    yield* loyalty.emit({ _tag: "PersonalVouchersLoaded", vouchers: answer.right.vouchers });
    return "loaded" as const;
  });

const stillMember = (key: string) =>
  Effect.map(loyalty.inputs, ({ customer }) => memberKey(customer) === key);

export const loyaltyHandlers: HandlersOf<LoyaltyCommand, typeof LoyaltyOutcomes, Ports> = {
  LoadLoyalty: () =>
    Effect.gen(function* () {
      const { customer, config } = yield* loyalty.inputs;
      const state = yield* loyalty.state;
      const had = state.memberKey !== null;
      if (config === null || !config.featureCustomer) return "off" as const;
      if (customer === null) {
        if (had) yield* loyalty.emit({ _tag: "LoyaltyReset" });
        return "guest" as const;
      }
      const key = memberKey(customer);
      // The member information vanished (or the card is not referenced): card info and vouchers reset.
      if (key === null || !loadsMemberData(loyaltyVariant(customer, config.featureJoe))) {
        if (had) yield* loyalty.emit({ _tag: "LoyaltyReset" });
        return "reset" as const;
      }
      // The same member again (a customer answer of another call): what was loaded stays.
      if (state.memberKey === key) return "cached" as const;
      if (had) yield* loyalty.emit({ _tag: "LoyaltyReset" });
      yield* loyalty.emit({ _tag: "LoyaltyRequested", memberKey: key });

      const card = yield* Effect.either(callApi(getLoyaltyCardInfo, {}));
      if (!(yield* stillMember(key))) return "reset" as const;
      if (card._tag === "Right") yield* loyalty.emit({ _tag: "CardInfoLoaded", cardInfo: card.right });
      else yield* loyalty.emit({ _tag: isCardInfoReset(card.left) ? "CardInfoReset" : "CardInfoFailed" });

      // Vouchers: a failure gives an empty list, silently (document 1 §8).
      const vouchers = yield* Effect.either(callApi(getLoyaltyVouchers, {}));
      if (!(yield* stillMember(key))) return "reset" as const;
      if (vouchers._tag === "Right")
        yield* loyalty.emit({ _tag: "LoyaltyVouchersLoaded", vouchers: vouchers.right.vouchers });
      else yield* loyalty.emit({ _tag: "LoyaltyVouchersFailed" });

      yield* loadPersonal(customer);
      return "loaded" as const;
    }),

  ClearLoyalty: () => Effect.as(loyalty.emit({ _tag: "LoyaltyReset" }), "cleared" as const),

  LoadPersonalVouchers: () =>
    Effect.gen(function* () {
      const { customer } = yield* loyalty.inputs;
      if (customer === null || (yield* loyalty.state).memberKey === null) return "none" as const;
      return yield* loadPersonal(customer);
    }),

  LoadPhysicalCardStatus: () =>
    Effect.gen(function* () {
      const { customer, config } = yield* loyalty.inputs;
      if (config === null || !config.featureCustomer || config.featureJoe) return "off" as const;
      if (customer === null) return "guest" as const;
      yield* loyalty.emit({ _tag: "PhysicalCardStatusRequested" });
      const answer = yield* Effect.either(callApi(getPhysicalCardStatus, {}));
      if (answer._tag === "Left") {
        yield* loyalty.emit({ _tag: "PhysicalCardStatusFailed" });
        return "failed" as const;
      }
      yield* loyalty.emit({ _tag: "PhysicalCardStatusLoaded", status: answer.right.status });
      return "loaded" as const;
    }),

  OrderPhysicalCard: (c) =>
    Effect.gen(function* () {
      const { customer, config } = yield* loyalty.inputs;
      if (config === null || !config.featureCustomer || config.featureJoe) return "off" as const;
      if (customer === null) return "guest" as const;
      const { _tag, ...input } = c;
      if (Object.keys(physicalCardErrors(input)).length > 0) return "invalid" as const;
      const answer = yield* Effect.either(callApi(orderPhysicalCard, { body: input }));
      if (answer._tag === "Left") {
        const refused = isStatus(answer.left, 409);
        yield* notify(refused ? "loyalty.physicalCard.refused" : "loyalty.physicalCard.failed", "error");
        return refused ? ("refused" as const) : ("failed" as const);
      }
      yield* loyalty.emit({ _tag: "PhysicalCardStatusLoaded", status: answer.right.status });
      // The confirmation page (the order page's slug with -ok).
      const pattern = routePattern(routesFor(config), "physicalCardConfirmation");
      if (pattern !== undefined) yield* showPath(buildPath(pattern), "", "push");
      return "ordered" as const;
    }),
};
