import { useEffect, useId, useRef, useState } from "react";
import type { Customer } from "../../domain/session/customer";
import { ShopLink } from "../routing/ShopLink";
import { useRoutePath } from "../routing/useRoutePath";
import { useDispatch, useSelector, useT } from "../state/context";
import { selectLocationVersion, selectRuntimeConfig } from "../state/selectors";

const initials = (c: Customer) => `${c.firstName.charAt(0)}${c.lastName.charAt(0)}`.toUpperCase();

/**
 * The customer badge (their initials and first name) and its disclosure menu: Mein Konto,
 * Bestellungen, Favoriten (with the favourites and discovery flags), Abmelden. Escape closes and
 * gives the focus back to the badge; a click outside or the focus leaving the menu closes it.
 */
const AccountMenu = ({ customer }: { readonly customer: Customer }) => {
  const t = useT();
  const dispatch = useDispatch();
  const config = useSelector(selectRuntimeConfig);
  const version = useSelector(selectLocationVersion);
  const profile = useRoutePath("profile");
  const favourites = useRoutePath("favourites");
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const showFavourites =
    (config?.featureCustomerFavorites ?? false) && (config?.featureProductDiscovery ?? false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (version) closes the menu
  useEffect(() => setOpen(false), [version]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onFocusOut = (e: FocusEvent) => {
      if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
    };
    const element = root.current;
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    element?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      element?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        ref={button}
        className="account-badge"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("account.menu.label", { name: customer.firstName })}
        onClick={() => setOpen(!open)}
        data-testid="customer-badge"
      >
        <span className="account-badge__initials" aria-hidden="true">
          {initials(customer)}
        </span>
        <span className="account-badge__name" aria-hidden="true">
          {customer.firstName}
        </span>
      </button>
      {open && (
        <ul id={menuId} className="account-menu__list" data-testid="customer-menu">
          <li>
            <ShopLink href={profile} className="account-menu__item">
              {t("account.myAccount")}
            </ShopLink>
          </li>
          <li>
            <ShopLink href={`${profile}/bestellungen`} className="account-menu__item">
              {t("account.menu.orders")}
            </ShopLink>
          </li>
          {showFavourites && (
            <li>
              <ShopLink href={favourites} className="account-menu__item">
                {t("account.menu.favourites")}
              </ShopLink>
            </li>
          )}
          <li>
            <button
              type="button"
              className="account-menu__item account-menu__logout"
              onClick={() => {
                setOpen(false);
                dispatch({ _tag: "LogOut" });
              }}
              data-testid="logout-button"
            >
              {t("account.logout")}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
};

export default AccountMenu;
