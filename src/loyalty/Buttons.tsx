import { selectLocation } from "../../domain/navigation/selectors";
import { ShopLink } from "../routing/ShopLink";
import { useRoutePath } from "../routing/useRoutePath";
import { useSelector, useT } from "../state/context";

/**
 * The loyalty link button: a customer without a linked card links one. The loyalty service's own
 * linking flow is not shown by the specification (document 1 §4); the shop's way to link a card
 * from the store is the offline account's activation.
 */
export const LoyaltyLinkButton = () => {
  const t = useT();
  const href = useRoutePath("offlineAccount");
  return (
    <ShopLink href={href} className="btn btn--secondary" data-testid="loyalty-link-button">
      {t("loyalty.link")}
    </ShopLink>
  );
};

/** The loyalty login button: to the login, coming back here afterwards. */
export const LoyaltyLoginButton = () => {
  const t = useT();
  const login = useRoutePath("login");
  const location = useSelector(selectLocation);
  const returnUrl = `${location.path}${location.search}`;
  return (
    <ShopLink
      href={`${login}?${new URLSearchParams({ returnUrl }).toString()}`}
      className="btn btn--primary"
      data-testid="loyalty-login-button"
    >
      {t("loyalty.login")}
    </ShopLink>
  );
};
