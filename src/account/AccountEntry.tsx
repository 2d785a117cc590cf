import { selectCustomer } from "../../domain/session/selectors";
import { ShopLink } from "../routing/ShopLink";
import { useRoutePath } from "../routing/useRoutePath";
import { useSelector, useT } from "../state/context";
import AccountMenu from "./AccountMenu";

/**
 * The header's account entry (document 1 §2): "Anmelden" for guests, the customer badge with its
 * menu for customers. A lazy chunk of its own (the header keeps a placeholder of its size): the
 * start page's first load carries none of it.
 */
const AccountEntry = () => {
  const t = useT();
  const customer = useSelector(selectCustomer);
  const login = useRoutePath("login");
  if (customer !== null) return <AccountMenu customer={customer} />;
  return (
    <ShopLink href={login} className="icon-button account-entry" data-testid="header-login">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="account-entry__label">{t("account.login")}</span>
    </ShopLink>
  );
};

export default AccountEntry;
