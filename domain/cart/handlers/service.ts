import { Effect } from "effect";
import { setDistributionTimeSlot } from "../../api/cart";
import { autocomplete, geocodeId, getCheckoutStores } from "../../api/distribution";
import { currentState } from "../../app/scope";
import type { AppState } from "../../app/state";
import { notify } from "../../notifications/handlers";
import type {
  ChooseDeliveryWindow,
  SearchAddress,
  SelectClickAndCollect,
  SelectDelivery,
  SortCart,
  ToggleSideCart,
} from "../commands";
import type { DistributionAddress } from "../model";
import { groupValidationErrors } from "../rules/validation";
import { hasServiceWithStreet } from "../selectors";
import {
  afterChange,
  cartCall,
  cartEmit,
  loadWindows,
  MIN_ADDRESS_QUERY,
  now,
  reportFailure,
  runValidation,
  unclear,
} from "./common";
import { setService } from "./distribution";
import { ABORTED_PROMPT, performAdd } from "./items";

/**
 * Sets the service (POST distribution-address), validates it, and then: outside the delivery area
 * (or a store without click and collect) the prompt stays open with a notification and the pending
 * add waits; otherwise the prompt closes, the pending add is performed and the windows are loaded.
 */
const selectService = (address: DistributionAddress, before: AppState) =>
  Effect.gen(function* () {
    const set = yield* setService(address, "SelectService");
    if (set !== "set") return set;
    const s = yield* currentState;
    const pending = s.cart.prompt?.pending ?? null;
    if (s.cart.prompt !== null) yield* cartEmit({ _tag: "ServiceSelectionClosed", outcome: "selected" });
    yield* loadWindows;
    if (pending !== null) return yield* performAdd(pending, before);
    yield* afterChange(before);
    return "selected";
  });

/** Fills a delivery address from a prediction (GET geocode/{id}); the shopper's own fields win. */
const fromPrediction = (state: AppState, predictionId: string, address: DistributionAddress) =>
  Effect.gen(function* () {
    const p = state.cart.addressSearch.predictions.find((x) => x.id === predictionId);
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

export const serviceHandlers = {
  SortCart: (c: typeof SortCart.Type) =>
    Effect.gen(function* () {
      if ((yield* currentState).cart.sort === c.by) return "unchanged";
      yield* cartEmit({ _tag: "CartSorted", by: c.by });
      return "sorted";
    }),

  ToggleSideCart: (c: typeof ToggleSideCart.Type) =>
    Effect.gen(function* () {
      if ((yield* currentState).cart.sideCartOpen === c.open) return "unchanged";
      yield* cartEmit({ _tag: "SideCartToggled", open: c.open });
      return c.open ? "opened" : "closed";
    }),

  DismissProductSlideIn: () =>
    Effect.gen(function* () {
      if ((yield* currentState).cart.lastAdd === null) return "unchanged";
      yield* cartEmit({ _tag: "ProductSlideInDismissed" });
      return "dismissed";
    }),

  OpenServiceSelection: () =>
    Effect.gen(function* () {
      const s = yield* currentState;
      if (s.cart.prompt !== null) return "alreadyopen";
      const reason = hasServiceWithStreet(s) ? "optional" : "required";
      yield* cartEmit({ _tag: "ServiceSelectionPrompted", reason, pending: null });
      return "opened";
    }),

  /** Document 2 §4: aborting the prompt rejects the pending add. */
  AbortServiceSelection: () =>
    Effect.gen(function* () {
      const s = yield* currentState;
      const prompt = s.cart.prompt;
      if (prompt === null) return "noprompt";
      yield* cartEmit({ _tag: "ServiceSelectionClosed", outcome: "aborted" });
      if (prompt.pending !== null)
        yield* cartEmit({
          _tag: "AddRejected",
          sku: prompt.pending.sku,
          quantity: prompt.pending.quantity,
          reason: "abortedserviceselection",
          message: ABORTED_PROMPT,
          at: yield* now,
        });
      return "abortedserviceselection";
    }),

  /** Maps autocomplete (document 2 §7); a short query or a failure gives no predictions. */
  SearchAddress: (c: typeof SearchAddress.Type) =>
    Effect.gen(function* () {
      const q = c.query.trim();
      if (q.length < MIN_ADDRESS_QUERY) {
        yield* cartEmit({ _tag: "AddressSuggestionsReceived", query: c.query, predictions: [] });
        return "empty";
      }
      const r = yield* cartCall(autocomplete, { query: { q, addressOnly: true } }).pipe(Effect.either);
      const predictions = r._tag === "Right" ? r.right.predictions : [];
      yield* cartEmit({ _tag: "AddressSuggestionsReceived", query: c.query, predictions });
      return predictions.length > 0 ? "found" : "empty";
    }),

  SelectDelivery: (c: typeof SelectDelivery.Type) =>
    Effect.gen(function* () {
      const before = yield* currentState;
      let address: DistributionAddress = c.address;
      if (c.predictionId !== undefined) {
        const filled = yield* fromPrediction(before, c.predictionId, c.address);
        if (filled === null) {
          yield* notify("cart.service.addressNotFound", "error");
          return "addressnotfound";
        }
        address = filled;
      }
      if (
        !(address.streetName ?? "").trim() ||
        !(address.postalCode ?? "").trim() ||
        !(address.city ?? "").trim()
      ) {
        yield* notify("cart.service.addressIncomplete", "error");
        return "addressincomplete";
      }
      return yield* selectService({ ...address, distributionType: "DELIVERY" }, before);
    }),

  SelectClickAndCollect: (c: typeof SelectClickAndCollect.Type) =>
    Effect.gen(function* () {
      const before = yield* currentState;
      let stores = before.cart.stores;
      if (stores.length === 0) {
        const r = yield* cartCall(getCheckoutStores, {}).pipe(Effect.either);
        if (r._tag === "Right") {
          stores = r.right;
          yield* cartEmit({ _tag: "StoresLoaded", stores });
        }
      }
      const store = stores.find((x) => x.storeId === c.storeId);
      if (!store) return "unknownstore";
      return yield* selectService({ distributionType: "CLICK_AND_COLLECT", storeId: store.storeId }, before);
    }),

  LoadStores: () =>
    Effect.gen(function* () {
      const r = yield* cartCall(getCheckoutStores, {}).pipe(Effect.either);
      if (r._tag === "Left") return yield* reportFailure("LoadStores", r.left, true);
      yield* cartEmit({ _tag: "StoresLoaded", stores: r.right });
      return "loaded";
    }),

  LoadDeliveryWindows: () => loadWindows,

  ChooseDeliveryWindow: (c: typeof ChooseDeliveryWindow.Type) =>
    Effect.gen(function* () {
      const before = yield* currentState;
      if (before.cart.cart?.distributionWindow?.id === c.id) return "unchanged";
      const r = yield* cartCall(setDistributionTimeSlot, { body: { id: c.id } }).pipe(Effect.either);
      if (r._tag === "Left") {
        if (r.left.status === 400) {
          yield* notify("cart.validation.022", "error");
          return "rejected";
        }
        return yield* reportFailure("ChooseDeliveryWindow", r.left, false, unclear(r.left));
      }
      yield* cartEmit({ _tag: "CartReceived", cart: r.right, cause: "window" });
      // Delivery-window errors (022, 023, 140, 141) refetch the earliest window (document 2 §4).
      yield* runValidation("service");
      yield* afterChange(before);
      const errors = (yield* currentState).cart.validation.errors;
      const type = r.right.distributionAddress?.distributionType;
      if (groupValidationErrors(errors, type).timeSlot.length > 0) return "windowinvalid";
      return "chosen";
    }),
};
