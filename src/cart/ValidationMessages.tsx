import type { ValidationError } from "../../domain/cart/model";
import type { ValidationGroup } from "../../domain/cart/rules/validation";
import { useT } from "../state/context";

const ORDER: ReadonlyArray<ValidationGroup> = [
  "distributionLocation",
  "timeSlot",
  "discountCode",
  "billingAddress",
  "general",
];

/** Contact and billing data are asked for at checkout, not on the cart page: shown as a to-do, not as an error. */
const AT_CHECKOUT: ReadonlySet<string> = new Set(["006", "007", "031"]);

type Groups = Readonly<Record<ValidationGroup, ReadonlyArray<ValidationError>>>;

const GroupList = ({ groups, testId }: { readonly groups: Groups; readonly testId: string }) => {
  const t = useT();
  return (
    <>
      {ORDER.filter((g) => groups[g].length > 0).map((g) => (
        <div key={g} className="validation__group" data-testid={testId} data-group={g}>
          <h3 className="validation__title">{t(`cart.validation.group.${g}`)}</h3>
          <ul className="validation__list">
            {groups[g].map((e, i) => (
              <li key={`${e.code}-${e.subject ?? i}`} data-code={e.code}>
                {t(`cart.validation.${e.code}`)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
};

const split = (groups: Groups, later: boolean): Groups => {
  const pick = (g: ValidationGroup) => groups[g].filter((e) => AT_CHECKOUT.has(e.code) === later);
  return {
    billingAddress: pick("billingAddress"),
    discountCode: pick("discountCode"),
    distributionLocation: pick("distributionLocation"),
    timeSlot: pick("timeSlot"),
    general: pick("general"),
  };
};

const any = (groups: Groups) => ORDER.some((g) => groups[g].length > 0);

/**
 * The last cart validation's errors, grouped as document 2 §8 groups them (billing address,
 * discount code, distribution location, time slot, general). What the shopper can fix here is an
 * error; the contact and billing data that checkout asks for are listed as still to do.
 */
export const ValidationMessages = ({ groups }: { readonly groups: Groups }) => {
  const t = useT();
  const now = split(groups, false);
  const later = split(groups, true);
  return (
    <>
      {any(now) && (
        <section
          className="cart-panel validation"
          aria-labelledby="cart-validation-title"
          data-testid="validation"
        >
          <h2 id="cart-validation-title" className="cart-panel__title">
            {t("cart.validation.title")}
          </h2>
          <GroupList groups={now} testId="validation-group" />
        </section>
      )}
      {any(later) && (
        <section
          className="cart-panel validation validation--later"
          aria-labelledby="cart-validation-later-title"
          data-testid="validation-later"
        >
          <h2 id="cart-validation-later-title" className="cart-panel__title">
            {t("cart.validation.atCheckout")}
          </h2>
          <GroupList groups={later} testId="validation-group" />
        </section>
      )}
    </>
  );
};
