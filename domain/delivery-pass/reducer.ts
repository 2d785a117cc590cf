import type { Draft } from "immer";
import type { CustomerDeliveryPassLoaded, DeliveryPassOfferLoaded } from "./events";
import { type DeliveryPassState, initialDeliveryPass } from "./state";

type D = Draft<{ deliveryPass: DeliveryPassState }>;

export const deliveryPassCases = {
  DeliveryPassOfferRequested: (d: D) => {
    d.deliveryPass.offerStatus = "loading";
  },
  DeliveryPassOfferLoaded: (d: D, e: typeof DeliveryPassOfferLoaded.Type) => {
    d.deliveryPass.offer = e.offer;
    d.deliveryPass.offerStatus = "loaded";
  },
  DeliveryPassOfferFailed: (d: D) => {
    d.deliveryPass.offerStatus = "failed";
  },
  CustomerDeliveryPassRequested: (d: D) => {
    d.deliveryPass.passStatus = "loading";
  },
  CustomerDeliveryPassLoaded: (d: D, e: typeof CustomerDeliveryPassLoaded.Type) => {
    d.deliveryPass.customerId = e.customerId;
    d.deliveryPass.pass = e.pass;
    d.deliveryPass.passState = e.passState;
    d.deliveryPass.passStatus = "loaded";
  },
  CustomerDeliveryPassFailed: (d: D) => {
    d.deliveryPass.passStatus = "failed";
  },
  DeliveryPassCleared: (d: D) => {
    // The offer is nobody's: it stays.
    d.deliveryPass.customerId = initialDeliveryPass.customerId;
    d.deliveryPass.pass = initialDeliveryPass.pass;
    d.deliveryPass.passState = initialDeliveryPass.passState;
    d.deliveryPass.passStatus = initialDeliveryPass.passStatus;
  },
};
