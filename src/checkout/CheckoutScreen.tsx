import { ProblemReportButton } from "../problem-report/ProblemReportButton";
import "../styles/cart.css";
import "../styles/checkout.css";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { selectLimitNotices, selectServiceType } from "../../domain/cart/selectors";
import {
  type AddressErrors,
  CHECKOUT_FIELDS,
  type CheckoutAddress,
  type CheckoutField,
  checkoutAddressPrefill,
  validateCheckoutAddress,
} from "../../domain/checkout/address";
import { hiddenCheckoutFields, shownFieldErrors, withoutHidden } from "../../domain/checkout/billing-fields";
import { mainPayment } from "../../domain/checkout/payment";
import { paymentErrorOf } from "../../domain/checkout/rules";
import { SavedAddressChoice } from "../addresses/SavedAddressChoice";
import { CartPending } from "../cart/CartPending";
import { useCartDerived } from "../cart/hooks";
import { LimitNotices } from "../cart/LimitNotices";
import { PriceSummary } from "../cart/PriceSummary";
import { useCartPath } from "../cart/path";
import { PageMeta } from "../pages/PageMeta";
import { CheckoutSavedMethods } from "../payments/CheckoutSavedMethods";
import { ShopLink } from "../routing/ShopLink";
import { useDispatch, useSelector, useT } from "../state/context";
import { selectSearch } from "../state/selectors";
import { GiftCardPayment } from "../wallet/GiftCardPayment";
import { AddressForm, fieldId } from "./AddressForm";
import { OrderLines } from "./OrderLines";
import { PaymentMethods } from "./PaymentMethods";
import { ServiceSummary } from "./ServiceSummary";

/** The message of a payment error (document 2 §8): its code's text, else the general one. */
const usePaymentErrorText = (code: string | null): string | null => {
  const t = useT();
  if (code === null) return null;
  const key = `checkout.paymentError.${code}`;
  const text = t(key);
  return text === key ? t("checkout.paymentError.generalError") : text;
};

/** Why the last place order stopped, next to the button (document 2 §4, §8): nothing is lost. */
const PlacementError = ({ id }: { readonly id: string }) => {
  const t = useT();
  const error = useSelector((s) => s.checkout.placementError);
  const cartPath = useCartPath();
  if (error === null || error.reason === "invalidAddress") return null;
  return (
    <div
      className="cart-notice cart-notice--error checkout-place__error"
      role="alert"
      id={id}
      data-testid="placement-error"
    >
      <p>{t(`checkout.placementError.${error.reason}`)}</p>
      {error.reason === "cartInvalid" && error.codes.length > 0 && (
        <ul>
          {error.codes.map((code) => (
            <li key={code} data-code={code}>
              {t(`cart.validation.${code}`)}
            </li>
          ))}
        </ul>
      )}
      {(error.reason === "cartInvalid" || error.reason === "orderLimits") && (
        <ShopLink href={cartPath}>{t("checkout.service.change")}</ShopLink>
      )}
    </div>
  );
};

/**
 * The checkout (document 2 §2, route "checkout", focused layout): the service and window, the
 * contact and billing address, the payment method, the prices, and place order. The route's
 * loader guards it (an empty cart or one without a service goes back to the cart page).
 */
const CheckoutScreen = () => {
  const t = useT();
  const dispatch = useDispatch();
  const cart = useSelector((s) => s.cart.cart);
  const customer = useSelector((s) => s.session.customer);
  const stores = useSelector((s) => s.cart.stores);
  const surcharge = useSelector((s) => s.cart.orderConfig?.surchargePercent ?? 0);
  const placement = useSelector((s) => s.checkout.placement);
  const placementError = useSelector((s) => s.checkout.placementError);
  const search = useSelector(selectSearch);
  const notices = useCartDerived(selectLimitNotices);
  const serviceType = useCartDerived(selectServiceType);
  const cartPath = useCartPath();
  const paymentError = usePaymentErrorText(paymentErrorOf(search));
  const form = useRef<HTMLFormElement>(null);
  // The shopper's own entries over the prefill (cart's billing address, delivery address, customer).
  const [edits, setEdits] = useState<Partial<CheckoutAddress>>({});
  const [left, setLeft] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const value = useMemo(
    () => ({ ...checkoutAddressPrefill(cart, customer), ...edits }),
    [cart, customer, edits],
  );
  // Billing fields hidden by configuration: not shown, not checked, not sent (document 2 §5).
  const billingConfig = useSelector((s) => s.tenant.config?.billingAddressFields);
  const hidden = useMemo(
    () => hiddenCheckoutFields(value.salutation, billingConfig),
    [value.salutation, billingConfig],
  );
  const errors = useMemo(() => shownFieldErrors(validateCheckoutAddress(value), hidden), [value, hidden]);
  const shown = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors).filter(([f]) => submitted || left.has(f as CheckoutField)),
      ) as AddressErrors,
    [errors, submitted, left],
  );
  const title = t("checkout.title");

  if (cart === null)
    return <CartPending pageClass="checkout-page" title={title} failed={t("checkout.loadFailed")} />;

  const finalized = cart.cartStatus === "FINALIZED";
  const busy = placement !== "idle";
  const invalidCount = Object.keys(errors).length;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const first = finalized ? undefined : CHECKOUT_FIELDS.find((f) => errors[f] !== undefined);
    if (first !== undefined) {
      form.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
      return;
    }
    dispatch({ _tag: "PlaceOrder", address: withoutHidden(value, hidden) });
  };

  return (
    <div className="checkout-page" data-testid="checkout-page">
      <PageMeta title={title} noIndex />
      <h1>{title}</h1>
      {paymentError !== null && (
        <div className="checkout-page__alert">
          <p className="cart-notice cart-notice--error" role="alert" data-testid="payment-error">
            {paymentError}
          </p>
          {/* A failed payment: the shopper can report it at once (issue 19 #1). */}
          <ProblemReportButton origin="payment" />
        </div>
      )}
      <form ref={form} className="order-layout" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <div className="order-main">
          <LimitNotices notices={notices} />
          <ServiceSummary
            address={cart.distributionAddress}
            window={cart.distributionWindow}
            stores={stores}
            changeHref={finalized ? undefined : cartPath}
            headingId="checkout-service-title"
            title={t("checkout.service.title")}
          />
          <section className="cart-panel" aria-labelledby="checkout-address-title">
            <h2 id="checkout-address-title" className="cart-panel__title">
              {t("checkout.address.title")}
            </h2>
            <p className="cart-panel__text">
              {finalized ? t("checkout.address.locked") : t("checkout.address.intro")}
            </p>
            {submitted && invalidCount > 0 && !finalized && (
              <p
                className="cart-notice cart-notice--error checkout-form__summary"
                role="alert"
                data-testid="address-errors"
              >
                {t("checkout.error.summary", { count: String(invalidCount) })}
              </p>
            )}
            <SavedAddressChoice
              disabled={finalized || busy}
              onPick={(fields) => setEdits((e) => ({ ...e, ...fields }))}
            />
            <AddressForm
              value={value}
              shown={finalized ? {} : shown}
              disabled={finalized || busy}
              onChange={(field, v) => setEdits((e) => ({ ...e, [field]: v }))}
              onLeave={(field) => setLeft((l) => (l.has(field) ? l : new Set([...l, field])))}
              hidden={hidden}
            />
          </section>
          <PaymentMethods
            type={serviceType}
            selected={mainPayment(cart)?.methodKey ?? null}
            surchargePercent={surcharge}
            locked={finalized || busy}
            describedBy={
              placementError?.reason === "noPaymentMethod" ? "checkout-placement-error" : undefined
            }
          />
          <CheckoutSavedMethods selected={mainPayment(cart)?.methodKey ?? null} />
          <GiftCardPayment cart={cart} locked={finalized || busy} />
        </div>
        <aside className="order-aside" aria-label={t("checkout.summary.title")}>
          <section className="cart-panel" aria-labelledby="checkout-summary-title">
            <h2 id="checkout-summary-title" className="cart-panel__title">
              {t("checkout.summary.title")}
            </h2>
            <details className="checkout-items">
              <summary>{t("checkout.items", { count: String(cart.lineItemCount) })}</summary>
              <OrderLines lines={cart.productLineItems} />
            </details>
            <PriceSummary cart={cart} serviceType={serviceType} surchargePercent={surcharge} />
            <PlacementError id="checkout-placement-error" />
            <button
              type="submit"
              className="btn btn--primary checkout-place"
              disabled={busy}
              data-testid="place-order"
            >
              {finalized ? t("checkout.retryPayment") : t("checkout.place")}
            </button>
            <p className="checkout-place__status" role="status" data-testid="placement-status">
              {placement === "placing"
                ? t("checkout.placing")
                : placement === "redirecting"
                  ? t("checkout.redirecting")
                  : ""}
            </p>
            {!finalized && (
              <ShopLink href={cartPath} className="checkout-aside__back">
                {t("checkout.toCart")}
              </ShopLink>
            )}
          </section>
        </aside>
      </form>
    </div>
  );
};

export default CheckoutScreen;
