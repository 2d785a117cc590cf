import "../styles/account.css";
import "../styles/loyalty.css";
import { type FormEvent, useState } from "react";
import type { FieldRule } from "../../domain/account/rules/registration";
import { LOYALTY_SECTION_SLUG } from "../../domain/loyalty/reactions";
import {
  PHYSICAL_CARD_FIELDS,
  type PhysicalCardField,
  type PhysicalCardInput,
  physicalCardErrors,
} from "../../domain/loyalty/rules/physicalCard";
import { selectLoyaltyVariant, selectPhysicalCard } from "../../domain/loyalty/selectors";
import { selectLocation } from "../../domain/navigation/selectors";
import { selectCustomer } from "../../domain/session/selectors";
import { AccountCard, describedBy, Field } from "../account/Field";
import { PageMeta } from "../pages/PageMeta";
import { useProfilePaths } from "../profile/paths";
import { ShopLink } from "../routing/ShopLink";
import { type Translate, useDispatchAsync, useSelector, useT } from "../state/context";
import { LoyaltyLoginButton } from "./Buttons";

const ruleText = (t: Translate, r: FieldRule): string => {
  switch (r.rule) {
    case "required":
      return t("loyalty.error.required");
    case "tooLong":
      return t("loyalty.error.tooLong", { max: String(r.max) });
    case "lengthBetween":
      return t("loyalty.error.zip", { min: String(r.min), max: String(r.max) });
    case "noLessThan":
      return t("loyalty.error.markup");
    default:
      return t("loyalty.error.zip", { min: "4", max: "7" });
  }
};

const AUTOCOMPLETE: Record<PhysicalCardField, string> = {
  firstName: "given-name",
  lastName: "family-name",
  street: "address-line1",
  houseNumber: "address-line2",
  zip: "postal-code",
  city: "address-level2",
};

/** The card's state when there is one (ordered or sent), or the confirmation after ordering. */
const StatusPanel = ({ ok }: { readonly ok: boolean }) => {
  const t = useT();
  const physical = useSelector(selectPhysicalCard);
  const paths = useProfilePaths();
  const state = physical.state;
  return (
    <div data-testid="physical-card-status">
      {ok && <p role="status">{t("loyalty.physicalCard.thanks")}</p>}
      {state === "ordered" || state === "sent" ? (
        <p>{t(`loyalty.physicalCard.status.${state}`)}</p>
      ) : physical.status === "loading" ? (
        <p aria-busy="true">{t("common.loading")}</p>
      ) : null}
      <ShopLink href={paths.section(LOYALTY_SECTION_SLUG)}>{t("loyalty.physicalCard.back")}</ShopLink>
    </div>
  );
};

/**
 * Order the physical loyalty card (document 1 §2: focused layout, only with the joe feature off)
 * and its confirmation (the same slug with -ok): the address the card is sent to, checked by the
 * rules of domain/loyalty/rules/physicalCard before it is sent; the server checks them again.
 */
const PhysicalCardScreen = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const customer = useSelector(selectCustomer);
  const variant = useSelector(selectLoyaltyVariant);
  const physical = useSelector(selectPhysicalCard);
  const confirmation = useSelector(selectLocation).route === "physicalCardConfirmation";
  const [value, setValue] = useState<PhysicalCardInput>({
    firstName: customer?.firstName ?? "",
    lastName: customer?.lastName ?? "",
    street: "",
    houseNumber: "",
    zip: "",
    city: "",
  });
  const [errors, setErrors] = useState<Partial<Record<PhysicalCardField, string>>>({});
  const [busy, setBusy] = useState(false);
  const title = t(confirmation ? "loyalty.physicalCard.okTitle" : "loyalty.physicalCard.title");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = physicalCardErrors(value);
    const texts = Object.fromEntries(
      Object.entries(found).map(([f, r]) => [f, ruleText(t, r as FieldRule)]),
    ) as Partial<Record<PhysicalCardField, string>>;
    setErrors(texts);
    const first = PHYSICAL_CARD_FIELDS.find((f) => texts[f] !== undefined);
    if (first) {
      document.getElementById(`physical-${first}`)?.focus();
      return;
    }
    setBusy(true);
    await dispatch({ _tag: "OrderPhysicalCard", ...value });
    setBusy(false);
  };

  let content: React.ReactNode;
  if (customer === null)
    content = (
      <>
        <p>{t("loyalty.physicalCard.loginFirst")}</p>
        <LoyaltyLoginButton />
      </>
    );
  else if (confirmation || physical.state === "ordered" || physical.state === "sent")
    content = <StatusPanel ok={confirmation} />;
  else if (variant === "referenced")
    content = <p data-testid="physical-card-has-card">{t("loyalty.physicalCard.hasCard")}</p>;
  else
    content = (
      <>
        <p>{t("loyalty.physicalCard.intro")}</p>
        <form className="account-form" onSubmit={submit} noValidate data-testid="physical-card-form">
          {PHYSICAL_CARD_FIELDS.map((f) => (
            <Field key={f} id={`physical-${f}`} label={t(`loyalty.field.${f}`)} error={errors[f]}>
              <input
                id={`physical-${f}`}
                className="account-field__input"
                type="text"
                inputMode={f === "zip" ? "numeric" : undefined}
                autoComplete={AUTOCOMPLETE[f]}
                required
                value={value[f]}
                onChange={(e) => setValue({ ...value, [f]: e.target.value })}
                {...describedBy(`physical-${f}`, errors[f])}
              />
            </Field>
          ))}
          <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
            {t("loyalty.physicalCard.submit")}
          </button>
        </form>
      </>
    );
  return (
    <AccountCard title={title} testId="physical-card-screen">
      <PageMeta title={title} noIndex />
      {content}
    </AccountCard>
  );
};

export default PhysicalCardScreen;
