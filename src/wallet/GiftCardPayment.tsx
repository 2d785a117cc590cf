import "../styles/wallet.css";
import { useState } from "react";
import type { Cart } from "../../domain/cart/model";
import {
  euroAmountText,
  giftCardPayments,
  isGiftCardAmount,
  maxGiftCardAmount,
  paidByGiftCardsAlone,
  parseEuroAmount,
  paymentOfCard,
  restToPay,
} from "../../domain/cart/rules/gift-card-payment";
import { selectCustomer } from "../../domain/session/selectors";
import { maskGiftCardCode } from "../../domain/wallet/rules/codes";
import { selectWallet } from "../../domain/wallet/selectors";
import { useMoney } from "../discovery/hooks";
import { useProfilePaths } from "../profile/paths";
import { ShopLink } from "../routing/ShopLink";
import { useDispatchAsync, useSelector, useT } from "../state/context";

/**
 * Gift-card payment at checkout (document 2 §3 coveredAmount, §9 brand GIFTCARD, key
 * gift-card-rewe): each card of the customer's wallet with a balance can pay an amount; the
 * chosen method pays the rest, or the cards pay the whole order alone. Inside the checkout's form:
 * its buttons are plain buttons, Enter in an amount applies that card.
 */
export const GiftCardPayment = ({ cart, locked }: { readonly cart: Cart; readonly locked: boolean }) => {
  const t = useT();
  const money = useMoney();
  const dispatch = useDispatchAsync();
  const paths = useProfilePaths();
  const customer = useSelector(selectCustomer);
  const walletCards = useSelector(selectWallet).giftCards;
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState<string | null>(null);
  if (customer === null) return null;
  const cards = walletCards.filter((g) => g.balance > 0);
  const paying = giftCardPayments(cart);
  // Cards on the cart stay listed even when spent elsewhere meanwhile (validation says 261).
  const listed = [
    ...cards,
    ...paying.flatMap((p) =>
      cards.some((c) => c.code.slice(-4) === p.giftCardCode?.slice(-4))
        ? []
        : [{ code: p.giftCardCode ?? "", balance: 0 }],
    ),
  ];

  const apply = async (code: string, max: number) => {
    const amount = parseEuroAmount(typed[code] ?? euroAmountText(max));
    if (amount === null || !isGiftCardAmount(amount, max)) {
      setErrors((e) => ({
        ...e,
        [code]: t("checkout.giftCard.amountInvalid", { amount: money.price(max) }),
      }));
      document.getElementById(`gift-amount-${code.slice(-4)}`)?.focus();
      return;
    }
    setErrors((e) => ({ ...e, [code]: "" }));
    setBusy(code);
    const outcome = await dispatch({ _tag: "PayWithGiftCard", giftCardCode: code, amount });
    setBusy(null);
    if (outcome !== "applied") setErrors((e) => ({ ...e, [code]: t("checkout.giftCard.failed") }));
  };
  const remove = async (code: string, paymentId: string) => {
    setBusy(code);
    await dispatch({ _tag: "RemoveGiftCardPayment", paymentId });
    setBusy(null);
  };

  return (
    <fieldset className="cart-panel gift-pay" disabled={locked} data-testid="gift-card-payment">
      <legend className="cart-panel__title gift-pay__legend">{t("checkout.giftCard.title")}</legend>
      {listed.length === 0 ? (
        <p className="gift-pay__none">
          {t("checkout.giftCard.none")}{" "}
          <ShopLink href={paths.section("wallet")}>{t("checkout.giftCard.addInWallet")}</ShopLink>
        </p>
      ) : (
        <ul className="gift-pay__cards">
          {listed.map((card) => {
            const masked = maskGiftCardCode(card.code);
            const last4 = card.code.slice(-4);
            const payment = paymentOfCard(cart, card.code);
            const max = maxGiftCardAmount(cart, card.code, card.balance);
            const inputId = `gift-amount-${last4}`;
            const error = errors[card.code];
            return (
              <li
                key={card.code}
                className="gift-pay__card"
                data-testid="gift-card-option"
                data-last4={last4}
              >
                <p className="gift-pay__name">
                  {t("wallet.cardLabel", { code: masked })}{" "}
                  <span className="gift-pay__balance">
                    {t("checkout.giftCard.available", { amount: money.price(card.balance) })}
                  </span>
                </p>
                {payment ? (
                  <div className="gift-pay__row">
                    <p className="gift-pay__paid" data-testid="gift-card-paid">
                      {t("checkout.giftCard.covered", { amount: money.price(payment.amountPlanned) })}
                    </p>
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      disabled={busy !== null}
                      onClick={() => void remove(card.code, payment.paymentId)}
                    >
                      {t("checkout.giftCard.remove")}
                    </button>
                  </div>
                ) : (
                  max > 0 && (
                    <div className="gift-pay__row">
                      <div className="gift-pay__field">
                        <label className="field__label" htmlFor={inputId}>
                          {t("checkout.giftCard.amount", { code: masked })}
                        </label>
                        <input
                          id={inputId}
                          className="field__input"
                          inputMode="decimal"
                          autoComplete="off"
                          value={typed[card.code] ?? euroAmountText(max)}
                          onChange={(e) => setTyped((v) => ({ ...v, [card.code]: e.target.value }))}
                          onKeyDown={(e) => {
                            if (e.key === "Enter") {
                              e.preventDefault();
                              void apply(card.code, max);
                            }
                          }}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${inputId}-error` : undefined}
                        />
                      </div>
                      <button
                        type="button"
                        className="btn btn--secondary btn--small"
                        disabled={busy !== null}
                        aria-busy={busy === card.code || undefined}
                        onClick={() => void apply(card.code, max)}
                      >
                        {t("checkout.giftCard.apply")}
                      </button>
                    </div>
                  )
                )}
                {error && (
                  <p className="field__error" id={`${inputId}-error`} role="alert">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {paying.length > 0 && (
        <p className="gift-pay__rest" data-testid="gift-card-rest" aria-live="polite">
          {paidByGiftCardsAlone(cart)
            ? t("checkout.giftCard.all")
            : t("checkout.giftCard.rest", { amount: money.price(restToPay(cart)) })}
        </p>
      )}
    </fieldset>
  );
};
