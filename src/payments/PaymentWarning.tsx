import "../styles/payments.css";
import { selectPrimaryExpired } from "../../domain/payments/selectors";
import { useProfilePaths } from "../profile/paths";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";

/** The profile's payment-methods section's slug (src/profile/sections.ts). */
const PAYMENT_METHODS_SLUG = "zahlungsarten";

/**
 * The payment warning (document 1 §2): the customer's primary saved method has expired. With a
 * link to the saved methods unless it is shown there.
 */
export const PaymentWarning = ({ link = true }: { readonly link?: boolean }) => {
  const t = useT();
  const expired = useSelector(selectPrimaryExpired);
  const paths = useProfilePaths();
  if (!expired) return null;
  return (
    <div
      className="cart-notice cart-notice--warning payment-warning"
      role="status"
      data-testid="payment-warning"
    >
      <p>{t("payments.warning")}</p>
      {link && <ShopLink href={paths.section(PAYMENT_METHODS_SLUG)}>{t("payments.warningLink")}</ShopLink>}
    </div>
  );
};
