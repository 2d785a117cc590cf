import { Context, type Effect } from "effect";

/** What the browser can pay with: Apple Pay and Google Pay are offered only where it can. */
export interface PaymentCapabilitiesPort {
  readonly wallets: () => Effect.Effect<{ readonly applePay: boolean; readonly googlePay: boolean }>;
}
export class PaymentCapabilities extends Context.Tag("ports/PaymentCapabilities")<
  PaymentCapabilities,
  PaymentCapabilitiesPort
>() {}
