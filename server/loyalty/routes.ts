import type { Context } from "hono";
import {
  getLoyaltyCardInfo,
  getLoyaltyVouchers,
  getPersonalVouchers,
  getPhysicalCardStatus,
  orderPhysicalCard,
} from "../../domain/api/loyalty";
import { CARD_INFO_RESET_CODE } from "../../domain/loyalty/rules/member";
import { physicalCardErrors } from "../../domain/loyalty/rules/physicalCard";
import { MAX_PROMOTION_IDS, PROMOTION_ID_PATTERN } from "../../domain/loyalty/rules/vouchers";
import type { Customer } from "../../domain/session/customer";
import { findCustomerById } from "../customers/store";
import { now } from "../http/clock";
import type { App, AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { DEMO_TENANT } from "../tenant/store";
import {
  dontRenderText,
  insertPhysicalCardOrder,
  personalVouchersOf,
  physicalCardStatus,
  validVouchers,
} from "./store";

const customerOf = async (c: Context<AppEnv>): Promise<Customer> => {
  const customerId = c.get("session")?.customerId;
  const customer = customerId ? await findCustomerById(c.get("db"), customerId) : undefined;
  if (!customer) throw new HttpError(401, "not logged in");
  return customer;
};

/** The shop's day (yyyy-mm-dd, Europe/Berlin) by the request's clock. */
const today = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date(now()));

const joeOn = async (c: Context<AppEnv>): Promise<boolean> => {
  const [row] = await c
    .get("db")
    .query<{ joe: boolean | null }>(
      "SELECT (runtime_config->>'featureJoe')::boolean AS joe FROM tenants WHERE id = $1",
      [DEMO_TENANT],
    );
  return row?.joe === true;
};

/** The loyalty calls of document 1 §7, with the rules of document 1 §4 and §8. */
export const loyaltyRoutes = (app: App) => {
  // The member's card numbers; no card linked: 404 with errorCode 10048 in the message (the card info resets).
  route(app, getLoyaltyCardInfo, async (_r, c) => {
    const customer = await customerOf(c);
    const card = customer.loyaltyMemberInformation?.mpCardId;
    if (!card)
      throw new HttpError(404, `no loyalty card linked (errorCode ${CARD_INFO_RESET_CODE})`, {
        code: CARD_INFO_RESET_CODE,
      });
    return { currentIds: [card], dontRenderText: await dontRenderText(c.get("db"), customer.customerId) };
  });

  route(app, getLoyaltyVouchers, async (_r, c) => {
    const customer = await customerOf(c);
    if (!customer.loyaltyMemberInformation)
      throw new HttpError(403, "not a loyalty member", { code: "not_a_member" });
    return { vouchers: await validVouchers(c.get("db"), customer.customerId, today()) };
  });

  route(app, getPersonalVouchers, async ({ query }, c) => {
    const ids = query.promotionIds.split(",").map((s) => s.trim());
    const bad = ids.find((id) => !PROMOTION_ID_PATTERN.test(id));
    if (bad !== undefined)
      throw new HttpError(400, "promotionIds must be comma-separated promotion ids", {
        errors: [{ path: "promotionIds", message: `not a promotion id: "${bad.slice(0, 40)}"` }],
      });
    if (ids.length > MAX_PROMOTION_IDS)
      throw new HttpError(400, `at most ${MAX_PROMOTION_IDS} promotion ids`, {
        errors: [{ path: "promotionIds", message: `at most ${MAX_PROMOTION_IDS}` }],
      });
    return { vouchers: await personalVouchersOf(c.get("db"), [...new Set(ids)]) };
  });

  route(app, getPhysicalCardStatus, async (_r, c) => {
    const customer = await customerOf(c);
    return { status: await physicalCardStatus(c.get("db"), customer.customerId) };
  });

  route(app, orderPhysicalCard, async ({ body }, c) => {
    const customer = await customerOf(c);
    if (await joeOn(c))
      throw new HttpError(404, "the physical card is not ordered here (joe feature on)", { code: "joe" });
    const errors = physicalCardErrors(body);
    const failed = Object.entries(errors);
    if (failed.length > 0)
      throw new HttpError(400, "the address breaks its rules", {
        errors: failed.map(([path, rule]) => ({ path, message: rule?.rule ?? "invalid" })),
      });
    if (customer.loyaltyMemberInformation?.mpCardId)
      throw new HttpError(409, "the customer has a loyalty card already", { code: "has_card" });
    const address = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v.trim()])) as typeof body;
    if (!(await insertPhysicalCardOrder(c.get("db"), customer.customerId, address, new Date(now()))))
      throw new HttpError(409, "a physical card is ordered already", { code: "already_ordered" });
    return { status: "ordered" as const };
  });
};
