import { type FormEvent, useEffect, useId, useState } from "react";
import type { CartDiscountCode } from "../../domain/cart/model";
import { sameCode, trimCode } from "../../domain/cart/rules/discount-code";
import { useMoney } from "../discovery/hooks";
import { useDispatchAsync, useSelector, useT } from "../state/context";

/**
 * Discount codes: apply (a refused code is not kept: the field says why, once, from
 * discountCodeError), the codes on the cart with their state (a code that stopped applying since,
 * e.g. after a change of service, says so at the code), remove.
 */
export const DiscountCodeForm = ({ codes }: { readonly codes: ReadonlyArray<CartDiscountCode> }) => {
  const t = useT();
  const money = useMoney();
  const dispatch = useDispatchAsync();
  const rejected = useSelector((s) => s.cart.discountCodeError);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [emptyError, setEmptyError] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = trimCode(code);
    if (trimmed === "") {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    setBusy(true);
    void dispatch({ _tag: "ApplyDiscountCode", code: trimmed }).finally(() => setBusy(false));
  };
  // A code that made it onto the cart leaves the field.
  const onCart = codes.some((c) => sameCode(c.code, code));
  useEffect(() => {
    if (onCart) setCode("");
  }, [onCart]);
  const fieldError = emptyError ? t("cart.discountCode.empty") : rejected !== null ? rejected.message : null;
  return (
    <section className="cart-panel discount" aria-labelledby={`${inputId}-h`} data-testid="discount-codes">
      <h2 id={`${inputId}-h`} className="cart-panel__title">
        {t("cart.discountCode.title")}
      </h2>
      <form className="discount__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="field__label">
          {t("cart.discountCode.label")}
        </label>
        <div className="discount__row">
          <input
            id={inputId}
            className="field__input"
            name="discountCode"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={fieldError !== null}
            aria-describedby={fieldError !== null ? errorId : undefined}
          />
          <button type="submit" className="btn btn--secondary" disabled={busy}>
            {t("cart.discountCode.apply")}
          </button>
        </div>
        {fieldError !== null && (
          <p id={errorId} className="field__error" role="alert" data-testid="discount-code-error">
            {fieldError}
          </p>
        )}
      </form>
      {codes.length > 0 && (
        <ul className="discount__list">
          {codes.map((c) => {
            return (
              <li
                key={c.code}
                className={`discount__code discount__code--${c.state}`}
                data-testid="discount-code"
                data-state={c.state}
              >
                <div>
                  <p className="discount__name">
                    <strong>{c.code}</strong> · {c.description}
                  </p>
                  {c.state === "valid" ? (
                    <p className="discount__value">
                      {t("cart.discountCode.saves", { amount: money.price(c.discount) })}
                    </p>
                  ) : (
                    <p className="discount__problem" data-testid="discount-code-problem">
                      {t(`cart.discountCode.state.${c.state}`)}
                    </p>
                  )}
                </div>
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  onClick={() => void dispatch({ _tag: "RemoveDiscountCode", code: c.code })}
                  aria-label={t("cart.discountCode.remove", { code: c.code })}
                >
                  {t("cart.remove")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
