import { useEffect, useId, useState } from "react";
import { CartBadge, CartMenuItem } from "../cart/CartBadge";
import { ShopLink } from "../routing/ShopLink";
import { HeaderSearch } from "../search/HeaderSearch";
import { usePlatform, useSelector, useT } from "../state/context";
import {
  selectComponentConfigs,
  selectFlags,
  selectLocationVersion,
  selectRuntimeConfig,
  selectSiteName,
} from "../state/selectors";

const Logo = () => {
  const t = useT();
  const header = useSelector(selectComponentConfigs).header;
  const siteName = useSelector(selectSiteName);
  return (
    <ShopLink href="/" className="logo" aria-label={t("header.home")}>
      {header?.logo.src ? (
        <img
          className="logo__img"
          src={header.logo.src}
          alt={header.logo.alt || siteName}
          width={160}
          height={40}
        />
      ) : (
        <span className="logo__text">{siteName}</span>
      )}
    </ShopLink>
  );
};

/** Webview mode only: the native app has no browser chrome, so the shop offers a way back. */
const BackButton = () => {
  const { back } = usePlatform();
  return (
    <button type="button" className="icon-button back-button" onClick={back} aria-label="Zurück">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
};

export const Header = ({ focused }: { readonly focused: boolean }) => {
  const t = useT();
  const navigation = useSelector(selectComponentConfigs).header?.navigation ?? [];
  const flags = useSelector(selectFlags);
  const version = useSelector(selectLocationVersion);
  const cartOn = useSelector(selectRuntimeConfig)?.featureCartCheckout ?? false;
  const [open, setOpen] = useState(false);
  const navId = useId();
  // A navigation closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger
  useEffect(() => setOpen(false), [version]);
  const showNav = !focused && !flags.webview && navigation.length > 0;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {flags.webview && !flags.hideBackButton && <BackButton />}
        <Logo />
        {!focused && <HeaderSearch />}
        {showNav && (
          <>
            <button
              type="button"
              className="icon-button menu-button"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => setOpen((o) => !o)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <span className="menu-button__label">{t("header.menu")}</span>
            </button>
            <nav id={navId} className={`site-nav${open ? " is-open" : ""}`} aria-label={t("header.menu")}>
              <ul className="site-nav__list">
                {navigation.map((link) => (
                  <li key={`${link.href}|${link.label}`}>
                    <ShopLink href={link.href} external={link.external} className="site-nav__link">
                      {link.label}
                    </ShopLink>
                  </li>
                ))}
                {cartOn && (
                  <li className="site-nav__cart">
                    <CartMenuItem className="site-nav__link" />
                  </li>
                )}
              </ul>
            </nav>
          </>
        )}
        {cartOn && !focused && <CartBadge />}
      </div>
    </header>
  );
};
