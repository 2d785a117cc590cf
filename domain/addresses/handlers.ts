import { Effect } from "effect";
import {
  createAddress,
  createCombinedAddress,
  deleteAddress,
  deleteCombinedAddress,
  getAddresses,
  setPrimaryAddress,
  updateAddress,
  updateCombinedAddress,
} from "../api/addresses";
import { callApi, isStatus } from "../api/call";
import type { HandlersOf } from "../core/feature";
import { reportClientError } from "../logs/handlers";
import { notify } from "../notifications/notify";
import type { Ports } from "../ports";
import { addresses } from "./access";
import type { AddressCommand } from "./commands";
import type { SavedAddress } from "./model";
import type { AddressOutcomes } from "./outcomes";
import { addressPayload } from "./rules/hidden";
import { canAddAddress } from "./rules/limit";
import { missingAddressFields } from "./rules/validation";

type Cmd<T extends AddressCommand["_tag"]> = Extract<AddressCommand, { readonly _tag: T }>;

/** Whether the customer whose list was asked for is still the one logged in (a late answer after a logout is dropped). */
const stillCustomer = (customerId: string) =>
  Effect.map(addresses.inputs, ({ customer }) => customer?.customerId === customerId);

const load = (c: Cmd<"LoadSavedAddresses">) =>
  Effect.gen(function* () {
    if (!(yield* stillCustomer(c.customerId))) return "stale" as const;
    const state = yield* addresses.state;
    // A refresh of the same customer (customerChanged, after an order) keeps the list it has.
    if (state.customerId === c.customerId && state.status === "loaded") return "unchanged" as const;
    yield* addresses.emit({ _tag: "SavedAddressesRequested", customerId: c.customerId });
    const r = yield* callApi(getAddresses, {}).pipe(Effect.either);
    if (!(yield* stillCustomer(c.customerId))) return "stale" as const;
    if (r._tag === "Right") {
      yield* addresses.emit({ _tag: "SavedAddressesLoaded", customerId: c.customerId, addresses: r.right });
      return "loaded" as const;
    }
    yield* addresses.emit({ _tag: "SavedAddressesFailed", customerId: c.customerId });
    // The list stays empty and the failure is reported; the shop goes on (the prompt is asked).
    yield* reportClientError({
      _tag: "ReportClientError",
      level: "warn",
      message: `saved addresses not loaded: ${r.left.message}`,
    }).pipe(Effect.catchAllCause(() => Effect.void));
    return "failed" as const;
  });

/** How a refused change ends: the shopper is told, the outcome names the reason. */
const refused = (e: unknown) =>
  Effect.gen(function* () {
    // A 401 has already cleared the customer (the unauthorized hook of callApi).
    if (isStatus(e, 401)) return "notloggedin" as const;
    if (isStatus(e, 404)) {
      yield* notify("addresses.error.notFound", "error");
      return "notfound" as const;
    }
    if (isStatus(e, 400)) {
      yield* notify("addresses.error.invalid", "error");
      return "invalid" as const;
    }
    yield* notify("addresses.error.failed", "error");
    return "failed" as const;
  });

const changed = (
  change: "created" | "updated" | "deleted" | "primarySet",
  id: string,
  list: ReadonlyArray<SavedAddress>,
) => addresses.emit({ _tag: "SavedAddressesChanged", change, id, addresses: list });

const save = (c: Cmd<"SaveAddress">) =>
  Effect.gen(function* () {
    const { customer, config } = yield* addresses.inputs;
    if (customer === null) return "notloggedin" as const;
    const state = yield* addresses.state;
    if (c.id === undefined && !canAddAddress(state.list.length)) {
      yield* notify("addresses.error.limit", "error");
      return "limitreached" as const;
    }
    const address = addressPayload(c.address, c.addressType, c.category, config?.billingAddressFields);
    if (missingAddressFields(address).length > 0) return "invalid" as const;
    const body = { addressType: c.addressType, primary: c.primary, address };
    const call =
      c.category === "combined"
        ? c.id === undefined
          ? callApi(createCombinedAddress, { body })
          : callApi(updateCombinedAddress, { body: { ...body, id: c.id } })
        : c.id === undefined
          ? callApi(createAddress, { params: { type: c.category }, body })
          : callApi(updateAddress, { params: { type: c.category }, body: { ...body, id: c.id } });
    const r = yield* call.pipe(Effect.either);
    if (r._tag === "Left") {
      if (isStatus(r.left, 409)) {
        yield* notify("addresses.error.limit", "error");
        return "limitreached" as const;
      }
      return yield* refused(r.left);
    }
    const id = c.id ?? r.right.find((a) => !state.list.some((o) => o.id === a.id))?.id ?? "";
    yield* changed(c.id === undefined ? "created" : "updated", id, r.right);
    yield* notify(c.id === undefined ? "addresses.saved.created" : "addresses.saved.updated", "success");
    return c.id === undefined ? ("created" as const) : ("updated" as const);
  });

const setPrimary = (c: Cmd<"SetPrimaryAddress">) =>
  Effect.gen(function* () {
    const r = yield* callApi(setPrimaryAddress, { params: { id: c.id } }).pipe(Effect.either);
    if (r._tag === "Left") return yield* refused(r.left);
    yield* changed("primarySet", c.id, r.right);
    return "primaryset" as const;
  });

const remove = (c: Cmd<"DeleteAddress">) =>
  Effect.gen(function* () {
    const known = (yield* addresses.state).list.find((a) => a.id === c.id);
    // A combined address is deleted through its own call (document 2 §7).
    const call =
      known?.category === "combined"
        ? callApi(deleteCombinedAddress, { params: { id: c.id } })
        : callApi(deleteAddress, { params: { id: c.id } });
    const r = yield* call.pipe(Effect.either);
    if (r._tag === "Left") return yield* refused(r.left);
    yield* changed("deleted", c.id, r.right);
    yield* notify("addresses.deleted", "success");
    return "deleted" as const;
  });

export const addressHandlers: HandlersOf<AddressCommand, typeof AddressOutcomes, Ports> = {
  LoadSavedAddresses: load,
  ClearSavedAddresses: () =>
    Effect.gen(function* () {
      if ((yield* addresses.state).customerId === null) return "unchanged" as const;
      yield* addresses.emit({ _tag: "SavedAddressesCleared" });
      return "cleared" as const;
    }),
  SaveAddress: save,
  SetPrimaryAddress: setPrimary,
  DeleteAddress: remove,
};
