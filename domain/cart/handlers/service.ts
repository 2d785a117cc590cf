import { Effect } from "effect";
import { autocomplete, geocodeId, getCheckoutStores } from "../../api/distribution";
import { notify } from "../../notifications/notify";
import { cart } from "../access";
import type { SearchAddress, SelectClickAndCollect, SelectDelivery } from "../commands";
import type { DistributionAddress } from "../model";
import type { CartState } from "../state";
import { performAdd } from "./add";
import { afterChange } from "./afterChange";
import { cartCall } from "./calls";
import { setService } from "./distribution";
import { loadWindows } from "./windows";

/** The prompt's answers: an address searched and chosen for delivery, or a store for click and collect. */

const MIN_ADDRESS_QUERY = 2;

/**
 * Sets the service (POST distribution-address), validates it, and then: outside the delivery area
 * (or a store without click and collect) the prompt stays open with a notification and the pending
 * add waits; otherwise the prompt closes, the pending add is performed and the windows are loaded.
 */
const selectService = (address: DistributionAddress, before: CartState) =>
  Effect.gen(function* () {
    const set = yield* setService(address, "SelectService");
    if (set !== "set") return set;
    const s = yield* cart.state;
    const pending = s.prompt?.pending ?? null;
    if (s.prompt !== null) yield* cart.emit({ _tag: "ServiceSelectionClosed", outcome: "selected" });
    yield* loadWindows;
    if (pending !== null) return yield* performAdd(pending, before);
    yield* afterChange(before);
    return "selected" as const;
  });

/** Fills a delivery address from a prediction (GET geocode/{id}); the shopper's own fields win. */
const fromPrediction = (state: CartState, predictionId: string, address: DistributionAddress) =>
  Effect.gen(function* () {
    const p = state.addressSearch.predictions.find((x) => x.id === predictionId);
    const r = yield* cartCall(geocodeId, {
      params: { id: predictionId },
      query: p ? { primaryPart: p.primaryPart, secondaryPart: p.secondaryPart } : {},
    }).pipe(Effect.either);
    const g = r._tag === "Right" ? r.right.results[0] : undefined;
    if (!g) return null;
    const geo: DistributionAddress = {
      streetName: g.streetName,
      streetNumber: g.streetNumber,
      postalCode: g.postalCode,
      city: g.city,
      country: g.country,
      countryCode: g.countryCode,
      position: g.position,
    };
    const own = Object.fromEntries(Object.entries(address).filter(([, v]) => v !== undefined && v !== ""));
    return { ...geo, ...own } as DistributionAddress;
  });

/** Maps autocomplete (document 2 §7); a short query or a failure gives no predictions. */
export const searchAddress = (c: typeof SearchAddress.Type) =>
  Effect.gen(function* () {
    const q = c.query.trim();
    if (q.length < MIN_ADDRESS_QUERY) {
      yield* cart.emit({ _tag: "AddressSuggestionsReceived", query: c.query, predictions: [] });
      return "empty" as const;
    }
    const r = yield* cartCall(autocomplete, { query: { q, addressOnly: true } }).pipe(Effect.either);
    const predictions = r._tag === "Right" ? r.right.predictions : [];
    yield* cart.emit({ _tag: "AddressSuggestionsReceived", query: c.query, predictions });
    return predictions.length > 0 ? ("found" as const) : ("empty" as const);
  });

export const selectDelivery = (c: typeof SelectDelivery.Type) =>
  Effect.gen(function* () {
    const before = yield* cart.state;
    let address: DistributionAddress = c.address;
    if (c.predictionId !== undefined) {
      const filled = yield* fromPrediction(before, c.predictionId, c.address);
      if (filled === null) {
        yield* notify("cart.service.addressNotFound", "error");
        return "addressnotfound" as const;
      }
      address = filled;
    }
    if (
      !(address.streetName ?? "").trim() ||
      !(address.postalCode ?? "").trim() ||
      !(address.city ?? "").trim()
    ) {
      yield* notify("cart.service.addressIncomplete", "error");
      return "addressincomplete" as const;
    }
    return yield* selectService({ ...address, distributionType: "DELIVERY" }, before);
  });

export const selectClickAndCollect = (c: typeof SelectClickAndCollect.Type) =>
  Effect.gen(function* () {
    const before = yield* cart.state;
    let stores = before.stores;
    if (stores.length === 0) {
      const r = yield* cartCall(getCheckoutStores, {}).pipe(Effect.either);
      if (r._tag === "Right") {
        stores = r.right;
        yield* cart.emit({ _tag: "StoresLoaded", stores });
      }
    }
    const store = stores.find((x) => x.storeId === c.storeId);
    if (!store) return "unknownstore" as const;
    return yield* selectService({ distributionType: "CLICK_AND_COLLECT", storeId: store.storeId }, before);
  });
