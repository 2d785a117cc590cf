import type { GroupedErrors, ValidationGroup } from "../../domain/cart/rules/validation";
import { useT } from "../state/context";

const ORDER: ReadonlyArray<ValidationGroup> = [
  "distributionLocation",
  "timeSlot",
  "discountCode",
  "billingAddress",
  "general",
];

/**
 * The last cart validation's errors the shopper can fix on the cart page, grouped as document 2
 * §8 groups them (selectCartPageValidation: contact and billing data are checkout's, a discount
 * code's state shows at the code).
 */
export const ValidationMessages = ({ groups }: { readonly groups: GroupedErrors }) => {
  const t = useT();
  const shown = ORDER.filter((g) => groups[g].length > 0);
  if (shown.length === 0) return null;
  return (
    <section
      className="cart-panel validation"
      aria-labelledby="cart-validation-title"
      data-testid="validation"
    >
      <h2 id="cart-validation-title" className="cart-panel__title">
        {t("cart.validation.title")}
      </h2>
      {shown.map((g) => (
        <div key={g} className="validation__group" data-testid="validation-group" data-group={g}>
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
    </section>
  );
};
