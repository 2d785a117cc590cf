import { unclearStatus } from "../../domain/cart/policy";
import "../styles/cart.css";
import {
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Prediction } from "../../domain/api/distribution";
import type { Store } from "../../domain/cart/model";
import { PROMPT_KEPT_OPEN } from "../../domain/cart/outcomes";
import { CloseIcon } from "../components/CloseIcon";
import { useDispatch, useDispatchAsync, useSelector, useT } from "../state/context";
import { selectDisplayLocale } from "../state/selectors";
import { AddressAutocomplete } from "./AddressAutocomplete";
import { type AddressFields, EMPTY_ADDRESS, fieldsFromPrediction } from "./address";
import { Modal } from "./Modal";

/**
 * Why the choice did not go through, in the shopper's words: a call with no clear answer (no
 * connection, 5xx, 429) says to try again (the tenant's text), never the transport's message
 * ("network error: Failed to fetch", issue 16 #10); a refusal says the server's reason.
 */
const serviceFailure = (
  error: { readonly status: number; readonly message: string } | null,
  t: (key: string) => string,
): string => (error === null || unclearStatus(error.status) ? t("cart.service.failed") : error.message);

type Tab = "DELIVERY" | "CLICK_AND_COLLECT";

/** SelectDelivery / SelectClickAndCollect outcomes that leave the prompt open. */
type KeptOpen = (typeof PROMPT_KEPT_OPEN)[number];
const FAILURES: ReadonlySet<string> = new Set(PROMPT_KEPT_OPEN);
const keptOpen = (outcome: string | undefined): outcome is KeptOpen | undefined =>
  outcome === undefined || FAILURES.has(outcome);

/** Opening hours with equal days folded: "Mo–Sa 07:00–22:00". */
const useOpeningHours = () => {
  const locale = useSelector(selectDisplayLocale);
  return useMemo(() => {
    const wd = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    // 2024-01-01 was a Monday: ISO weekday d is 2024-01-0d.
    const name = (d: number) => wd.format(new Date(Date.UTC(2024, 0, d))).replace(/\.$/, "");
    return (store: Store): ReadonlyArray<string> => {
      const days = [...store.openingHours].sort((a, b) => a.dayOfWeek - b.dayOfWeek);
      const runs: { from: number; to: number; hours: string }[] = [];
      for (const d of days) {
        const hours = `${d.opens}–${d.closes}`;
        const last = runs[runs.length - 1];
        if (last && last.hours === hours && last.to === d.dayOfWeek - 1) last.to = d.dayOfWeek;
        else runs.push({ from: d.dayOfWeek, to: d.dayOfWeek, hours });
      }
      return runs.map((r) => `${name(r.from)}${r.to !== r.from ? `–${name(r.to)}` : ""} ${r.hours}`);
    };
  }, [locale]);
};

const Field = ({
  label,
  value,
  onChange,
  autoComplete,
  error,
  maxLength,
  inputMode,
  testId,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (v: string) => void;
  readonly autoComplete: string;
  readonly error: string | null;
  readonly maxLength: number;
  readonly inputMode?: "numeric";
  readonly testId: string;
}) => {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${id}-e` : undefined}
        data-testid={testId}
      />
      {error !== null && (
        <p id={`${id}-e`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
};

const DeliveryPanel = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const cartError = useSelector((s) => s.cart.error);
  const current = useSelector((s) => s.cart.cart?.distributionAddress ?? null);
  const [fields, setFields] = useState<AddressFields>(
    current?.distributionType === "DELIVERY"
      ? {
          streetName: current.streetName ?? "",
          streetNumber: current.streetNumber ?? "",
          postalCode: current.postalCode ?? "",
          city: current.city ?? "",
        }
      : EMPTY_ADDRESS,
  );
  const [picked, setPicked] = useState<{ id: string; fields: AddressFields } | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<KeptOpen | null>(null);
  const set = (k: keyof AddressFields) => (v: string) => setFields((f) => ({ ...f, [k]: v }));
  const missing = (k: keyof AddressFields) =>
    showErrors && fields[k].trim() === "" ? t("cart.service.required") : null;
  const postalInvalid =
    showErrors && fields.postalCode.trim() !== "" && !/^\d{5}$/.test(fields.postalCode.trim())
      ? t("cart.service.postalCodeInvalid")
      : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    setFailed(null);
    const f = {
      streetName: fields.streetName.trim(),
      streetNumber: fields.streetNumber.trim(),
      postalCode: fields.postalCode.trim(),
      city: fields.city.trim(),
    };
    if (!f.streetName || !f.streetNumber || !/^\d{5}$/.test(f.postalCode) || !f.city) return;
    setBusy(true);
    // The chosen prediction lets the domain geocode the address (its position), as long as the
    // shopper kept its street and postal code.
    const samePlace =
      picked !== null &&
      picked.fields.streetName === f.streetName &&
      picked.fields.postalCode === f.postalCode;
    const outcome = await dispatch({
      _tag: "SelectDelivery",
      address: { distributionType: "DELIVERY", ...f, country: "Deutschland", countryCode: "DE" },
      ...(samePlace && picked ? { predictionId: picked.id } : {}),
    });
    setBusy(false);
    // Still open: the address was refused (outside the delivery area, or the call failed).
    if (keptOpen(outcome)) setFailed(outcome ?? "failed");
  };
  const failure =
    failed === null
      ? null
      : failed === "invalidservice"
        ? t("cart.service.outsideArea")
        : failed === "addressnotfound"
          ? t("cart.service.addressNotFound")
          : serviceFailure(cartError, t);
  return (
    <form className="service__form" onSubmit={submit} noValidate data-testid="delivery-form">
      <AddressAutocomplete
        label={t("cart.service.addressSearch")}
        hint={t("cart.service.addressSearchHint")}
        onPick={(p: Prediction) => {
          const next = fieldsFromPrediction(p, fields);
          setFields(next);
          setPicked(p.type === "street" ? { id: p.id, fields: next } : null);
        }}
      />
      <div className="service__fields">
        <Field
          label={t("cart.service.street")}
          value={fields.streetName}
          onChange={set("streetName")}
          autoComplete="address-line1"
          error={missing("streetName")}
          maxLength={255}
          testId="address-street"
        />
        <Field
          label={t("cart.service.number")}
          value={fields.streetNumber}
          onChange={set("streetNumber")}
          autoComplete="off"
          error={missing("streetNumber")}
          maxLength={5}
          testId="address-number"
        />
        <Field
          label={t("cart.service.postalCode")}
          value={fields.postalCode}
          onChange={set("postalCode")}
          autoComplete="postal-code"
          error={missing("postalCode") ?? postalInvalid}
          maxLength={5}
          inputMode="numeric"
          testId="address-postal-code"
        />
        <Field
          label={t("cart.service.city")}
          value={fields.city}
          onChange={set("city")}
          autoComplete="address-level2"
          error={missing("city")}
          maxLength={60}
          testId="address-city"
        />
      </div>
      {failure !== null && (
        <p className="service__error" role="alert" data-testid="delivery-error">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn--primary service__submit" disabled={busy} aria-busy={busy}>
        {t("cart.service.deliverHere")}
      </button>
    </form>
  );
};

const StoresPanel = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const stores = useSelector((s) => s.cart.stores);
  const currentStore = useSelector((s) =>
    s.cart.cart?.distributionAddress?.distributionType === "CLICK_AND_COLLECT"
      ? (s.cart.cart.distributionAddress.storeId ?? null)
      : null,
  );
  const cartError = useSelector((s) => s.cart.error);
  const hours = useOpeningHours();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(stores.length === 0);
  // A list that did not arrive says so and offers the retry, instead of an empty list (issue 16 #10).
  const [loadFailed, setLoadFailed] = useState(false);
  const load = useCallback(() => {
    setLoading(true);
    setLoadFailed(false);
    void dispatch({ _tag: "LoadStores" })
      .then((outcome) => setLoadFailed(outcome !== "loaded"))
      .finally(() => setLoading(false));
  }, [dispatch]);
  useEffect(load, [load]);
  const choose = async (storeId: string) => {
    setBusy(storeId);
    setFailed(false);
    const outcome = await dispatch({ _tag: "SelectClickAndCollect", storeId });
    setBusy(null);
    if (keptOpen(outcome)) setFailed(true);
  };
  if (loading && stores.length === 0)
    return (
      <p aria-busy="true" className="service__status">
        {t("common.loading")}
      </p>
    );
  if (loadFailed && stores.length === 0)
    return (
      <p className="service__error" role="alert" data-testid="stores-failed">
        {t("cart.service.storesFailed")}{" "}
        <button type="button" className="btn btn--secondary btn--small" onClick={load}>
          {t("common.retry")}
        </button>
      </p>
    );
  return (
    <div>
      {failed && (
        <p className="service__error" role="alert">
          {serviceFailure(cartError, t)}
        </p>
      )}
      <ul className="stores" data-testid="store-list">
        {stores.map((s) => {
          const closed = s.temporarilyClosed || s.pickingUnitIds.length === 0;
          const selected = s.storeId === currentStore;
          return (
            <li
              key={s.storeId}
              className={`store${closed ? " store--closed" : ""}${selected ? " is-selected" : ""}`}
              data-testid="store"
              data-store-id={s.storeId}
            >
              <div className="store__info">
                <p className="store__name">{s.name}</p>
                <p className="store__address">
                  {s.streetName} {s.streetNumber}, {s.postalCode} {s.city}
                </p>
                <p className="store__hours">{hours(s).join(" · ")}</p>
                {closed && (
                  <p className="store__closed" data-testid="store-closed">
                    {s.temporarilyClosed ? t("cart.service.storeClosed") : t("cart.service.storeNoPickup")}
                  </p>
                )}
              </div>
              <button
                type="button"
                className={`btn btn--small ${selected ? "btn--secondary" : "btn--primary"}`}
                disabled={closed || busy !== null}
                aria-busy={busy === s.storeId}
                onClick={() => void choose(s.storeId)}
                aria-label={t("cart.service.pickUpAt", { store: s.name })}
              >
                {selected ? t("cart.service.currentStore") : t("cart.service.pickUpHere")}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
};

/**
 * The service-selection prompt (document 2 §4): delivery to an address or click and collect at a
 * store. Open while state.cart.prompt is set; closing it any way other than a choice aborts
 * (AbortServiceSelection, which rejects a pending add).
 */
const ServiceSelectionDialog = () => {
  const t = useT();
  const dispatch = useDispatch();
  const prompt = useSelector((s) => s.cart.prompt);
  const serviceType = useSelector((s) => s.cart.cart?.distributionAddress?.distributionType ?? null);
  const [tab, setTab] = useState<Tab>(serviceType ?? "DELIVERY");
  const titleId = useId();
  const textId = useId();
  const tabsId = useId();
  const deliveryTab = useRef<HTMLButtonElement>(null);
  const storeTab = useRef<HTMLButtonElement>(null);
  const abort = () => dispatch({ _tag: "AbortServiceSelection" });
  const tabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(e.key)) return;
    e.preventDefault();
    const next: Tab =
      e.key === "Home"
        ? "DELIVERY"
        : e.key === "End"
          ? "CLICK_AND_COLLECT"
          : tab === "DELIVERY"
            ? "CLICK_AND_COLLECT"
            : "DELIVERY";
    setTab(next);
    (next === "DELIVERY" ? deliveryTab : storeTab).current?.focus();
  };
  if (prompt === null) return null;
  return (
    <Modal
      labelledBy={titleId}
      describedBy={textId}
      className="modal service"
      onDismiss={abort}
      testId="service-dialog"
    >
      <div className="modal__inner">
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {t("cart.service.title")}
          </h2>
          <button type="button" className="icon-button" onClick={abort} aria-label={t("cart.service.abort")}>
            <CloseIcon size={24} />
          </button>
        </div>
        <p id={textId} className="service__intro">
          {prompt.reason === "required" && prompt.pending !== null
            ? t("cart.service.introPending")
            : prompt.reason === "required"
              ? t("cart.service.introRequired")
              : t("cart.service.introOptional")}
        </p>
        <div role="tablist" aria-label={t("cart.service.type")} className="service__tabs">
          <button
            ref={deliveryTab}
            type="button"
            role="tab"
            id={`${tabsId}-d`}
            aria-controls={`${tabsId}-dp`}
            aria-selected={tab === "DELIVERY"}
            tabIndex={tab === "DELIVERY" ? 0 : -1}
            className="service__tab"
            onClick={() => setTab("DELIVERY")}
            onKeyDown={tabKey}
          >
            {t("cart.service.delivery")}
          </button>
          <button
            ref={storeTab}
            type="button"
            role="tab"
            id={`${tabsId}-c`}
            aria-controls={`${tabsId}-cp`}
            aria-selected={tab === "CLICK_AND_COLLECT"}
            tabIndex={tab === "CLICK_AND_COLLECT" ? 0 : -1}
            className="service__tab"
            onClick={() => setTab("CLICK_AND_COLLECT")}
            onKeyDown={tabKey}
          >
            {t("cart.service.clickAndCollect")}
          </button>
        </div>
        {tab === "DELIVERY" ? (
          <div role="tabpanel" id={`${tabsId}-dp`} aria-labelledby={`${tabsId}-d`} className="service__panel">
            <DeliveryPanel />
          </div>
        ) : (
          <div role="tabpanel" id={`${tabsId}-cp`} aria-labelledby={`${tabsId}-c`} className="service__panel">
            <StoresPanel />
          </div>
        )}
        <div className="modal__foot">
          <button type="button" className="btn btn--secondary" onClick={abort}>
            {t("cart.service.cancel")}
          </button>
        </div>
      </div>
    </Modal>
  );
};

export default ServiceSelectionDialog;
