import { Effect, Layer } from "effect";
import { PaymentCapabilities, type PaymentCapabilitiesPort } from "../../domain/ports/payment-capabilities";

/**
 * What this browser can pay with. Apple Pay: Safari's ApplePaySession says whether a card is set
 * up (canMakePayments). Google Pay: a browser with the Payment Request API (Chrome, Edge) can
 * show its sheet. Either check failing (an exception, a missing API) means no.
 */
type ApplePayWindow = { readonly ApplePaySession?: { readonly canMakePayments?: () => boolean } };

const applePay = (): boolean => {
  try {
    return (globalThis as ApplePayWindow).ApplePaySession?.canMakePayments?.() === true;
  } catch {
    return false;
  }
};

const googlePay = (): boolean => typeof globalThis.PaymentRequest === "function";

const browserCapabilities: PaymentCapabilitiesPort = {
  wallets: () => Effect.sync(() => ({ applePay: applePay(), googlePay: googlePay() })),
};
export const PaymentCapabilitiesLive = Layer.succeed(PaymentCapabilities, browserCapabilities);
