import "../styles/wallet.css";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { isGiftCardCode, maskGiftCardCode, normaliseGiftCardCode } from "../../domain/wallet/rules/codes";
import { walletErrorKey } from "../../domain/wallet/rules/errors";
import { selectWallet } from "../../domain/wallet/selectors";
import { useMoney } from "../discovery/hooks";
import { FormNotice, type Notice, TextField } from "../profile/Field";
import { useDispatchAsync, useGetState, useSelector, useT } from "../state/context";

const FORM = "wallet";

/**
 * The profile's wallet (document 2 §3, §7, §8): the balance, the gift cards added by code, a form
 * to add one (PUT → the new balance) and a remove button per card (DELETE). Every wallet error
 * code shows its own message.
 */
const WalletSection = () => {
  const t = useT();
  const money = useMoney();
  const dispatch = useDispatchAsync();
  const getState = useGetState();
  const wallet = useSelector(selectWallet);
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (wallet.status === "idle") void dispatch({ _tag: "LoadWallet", reason: "request" });
  }, [wallet.status, dispatch]);

  const refusedText = () => {
    const error = getState().wallet.change.error;
    return error ? t(walletErrorKey(error)) : t("wallet.error.1000");
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const typed = normaliseGiftCardCode(code);
    // Document 2 §5: every field checked before it is sent, with a clear message.
    const problem =
      typed === "" ? t("wallet.add.required") : isGiftCardCode(typed) ? undefined : t("wallet.add.pattern");
    setFieldError(problem);
    setNotice(null);
    if (problem) {
      input.current?.focus();
      return;
    }
    setBusy("add");
    const outcome = await dispatch({ _tag: "AddGiftCard", giftCardCode: typed });
    setBusy(null);
    if (outcome === "added") {
      setCode("");
      setNotice({
        kind: "success",
        text: t("wallet.added", { amount: money.price(getState().wallet.balance) }),
      });
    } else if (outcome === "refused") {
      setNotice({ kind: "error", text: refusedText() });
      input.current?.focus();
    }
  };

  const remove = async (card: string) => {
    if (busy) return;
    setBusy(card);
    setNotice(null);
    const outcome = await dispatch({ _tag: "RemoveGiftCard", giftCardCode: card });
    setBusy(null);
    if (outcome === "removed") setNotice({ kind: "success", text: t("wallet.removed") });
    else if (outcome === "refused") setNotice({ kind: "error", text: refusedText() });
  };

  return (
    <div className="wallet" data-testid="wallet">
      <section className="profile-panel wallet__balance" aria-labelledby="wallet-balance-title">
        <h2 id="wallet-balance-title" className="wallet__heading">
          {t("wallet.balance")}
        </h2>
        {wallet.status === "failed" && wallet.giftCards.length === 0 ? (
          <div role="alert">
            <p>{t(wallet.loadError ? walletErrorKey(wallet.loadError) : "wallet.loadFailed")}</p>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void dispatch({ _tag: "LoadWallet", reason: "request" })}
            >
              {t("common.retry")}
            </button>
          </div>
        ) : wallet.status === "idle" || (wallet.status === "loading" && wallet.customerId === null) ? (
          <p aria-busy="true">{t("common.loading")}</p>
        ) : (
          <p className="wallet__amount" data-testid="wallet-balance" aria-live="polite">
            {money.price(wallet.balance)}
          </p>
        )}
      </section>

      <section className="profile-panel" aria-labelledby="wallet-cards-title">
        <h2 id="wallet-cards-title" className="wallet__heading">
          {t("wallet.cards")}
        </h2>
        {wallet.giftCards.length === 0 ? (
          wallet.status === "loaded" && <p data-testid="wallet-empty">{t("wallet.empty")}</p>
        ) : (
          <ul className="wallet__cards">
            {wallet.giftCards.map((g) => {
              const masked = maskGiftCardCode(g.code);
              return (
                <li
                  key={g.code}
                  className="wallet-card"
                  data-testid="wallet-card"
                  data-last4={g.code.slice(-4)}
                >
                  <div className="wallet-card__text">
                    <p className="wallet-card__name">{t("wallet.cardLabel", { code: masked })}</p>
                    <p className="wallet-card__balance">
                      {t("wallet.cardBalance", { amount: money.price(g.balance) })}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    aria-label={t("wallet.removeNamed", { code: masked })}
                    disabled={busy !== null}
                    aria-busy={busy === g.code || undefined}
                    onClick={() => void remove(g.code)}
                  >
                    {t("wallet.remove")}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <form
        className="profile-panel profile-form wallet__add"
        onSubmit={submit}
        noValidate
        aria-labelledby="wallet-add-title"
      >
        <h2 id="wallet-add-title" className="wallet__heading">
          {t("wallet.add.title")}
        </h2>
        <TextField
          form={FORM}
          field="code"
          label={t("wallet.add.code")}
          value={code}
          onChange={(v) => {
            setCode(v);
            if (fieldError) setFieldError(undefined);
          }}
          error={fieldError}
          hint={t("wallet.add.hint")}
          required
          autoComplete="off"
          inputRef={input}
        />
        <FormNotice notice={notice} testId="wallet-notice" />
        <div className="profile-form__actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={busy !== null}
            aria-busy={busy === "add" || undefined}
          >
            {t("wallet.add.submit")}
          </button>
        </div>
      </form>
    </div>
  );
};

export default WalletSection;
