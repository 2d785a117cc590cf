import type { Context } from "hono";
import type { AddressCategory } from "../../domain/addresses/model";
import { addressPayload } from "../../domain/addresses/rules/hidden";
import { addressErrorText, validateSavedAddress } from "../../domain/addresses/rules/validation";
import {
  createAddress,
  createCombinedAddress,
  deleteAddress,
  deleteCombinedAddress,
  getAddresses,
  setPrimaryAddress,
  updateAddress,
  updateCombinedAddress,
} from "../../domain/api/addresses";
import type { App, AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { DEMO_TENANT, loadTenantConfig } from "../tenant/store";
import * as store from "./store";

const customerOf = (c: Context<AppEnv>): string => {
  const customerId = c.get("session")?.customerId;
  if (!customerId) throw new HttpError(401, "not logged in");
  return customerId;
};

interface Input {
  readonly addressType: "PRIVATE" | "COMPANY";
  readonly primary?: boolean | undefined;
  readonly address: Readonly<Record<string, string>>;
}

/**
 * The address as it is saved: the fields the tenant hides (document 2 §5 "Hide") and those the
 * address type does not have are dropped, then every rule of the domain is checked (400 with a
 * field error per broken rule).
 */
const checked = async (c: Context<AppEnv>, category: AddressCategory, input: Input) => {
  const tenant = await loadTenantConfig(c.get("db"), DEMO_TENANT, undefined);
  const address = addressPayload(
    input.address,
    input.addressType,
    category,
    tenant?.clientRuntimeConfig.billingAddressFields,
  );
  const errors = Object.entries(validateSavedAddress(address)).map(([field, e]) => ({
    path: `address.${field}`,
    message: addressErrorText(field as Parameters<typeof addressErrorText>[0], e),
  }));
  if (errors.length > 0)
    throw new HttpError(400, errors.map((e) => e.message).join("; "), { code: "invalidAddress", errors });
  return { category, addressType: input.addressType, primary: input.primary ?? false, address };
};

/** Saved addresses of the logged-in customer (document 2 §3, §5, §7: customers only). */
export const addressRoutes = (app: App) => {
  route(app, getAddresses, (_request, c) => store.listAddresses(c.get("db"), customerOf(c)));

  // The combined routes first: "combined" is not a type, and is not an id either.
  route(app, createCombinedAddress, async ({ body }, c) => {
    const customerId = customerOf(c);
    await store.saveAddress(c.get("db"), customerId, await checked(c, "combined", body));
    return store.listAddresses(c.get("db"), customerId);
  });
  route(app, updateCombinedAddress, async ({ body }, c) => {
    const customerId = customerOf(c);
    return store.updateAddress(c.get("db"), customerId, body.id, await checked(c, "combined", body));
  });
  route(app, deleteCombinedAddress, ({ params }, c) =>
    store.deleteAddress(c.get("db"), customerOf(c), params.id, true),
  );

  route(app, createAddress, async ({ params, body }, c) => {
    const customerId = customerOf(c);
    await store.saveAddress(c.get("db"), customerId, await checked(c, params.type, body));
    return store.listAddresses(c.get("db"), customerId);
  });
  route(app, updateAddress, async ({ params, body }, c) => {
    const customerId = customerOf(c);
    return store.updateAddress(c.get("db"), customerId, body.id, await checked(c, params.type, body));
  });
  route(app, setPrimaryAddress, ({ params }, c) =>
    store.setPrimaryAddress(c.get("db"), customerOf(c), params.id),
  );
  route(app, deleteAddress, ({ params }, c) =>
    store.deleteAddress(c.get("db"), customerOf(c), params.id, false),
  );
};
