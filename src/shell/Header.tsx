import { type FocusEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { lazyChunk } from "../app/chunks";
import { CartBadge, CartMenuItem } from "../cart/CartBadge";
import { ShopLink } from "../routing/ShopLink";
import { HeaderSearch } from "../search/HeaderSearch";
import { useDispatch, usePlatform, useSelector, useT } from "../state/context";
import {
  selectComponentConfigs,
  selectFlags,
  selectLocationVersion,
  selectRuntimeConfig,
  selectSiteName,
} from "../state/selectors";

/** The category tree's panel loads with the first opening of the menu, not with the start page. */
const AssortmentPanel = lazy(() => import("./AssortmentPanel"));
/** The account entry ("Anmelden" or the customer badge) loads right after the first paint. */
const AccountEntry = lazyChunk("AccountEntry", () => import("../account/AccountEntry"));
// The favourites header menu (document 1 §2): shown for a customer only, so not in the first paint.
const FavouritesHeaderLink = lazyChunk(
  "FavouritesHeaderLink",
  () => import("../favourites/FavouritesHeaderLink"),
);

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
  const t = useT();
  const { back } = usePlatform();
  return (
    <button type="button" className="icon-button back-button" onClick={back} aria-label={t("header.back")}>
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

/**
 * The header: logo, search, the menu (the assortment's category tree and the CMS links) and the
 * cart. Desktop: "Sortiment" is a disclosure button over a panel; phone: the menu button opens the
 * same navigation as a drawer with the assortment expanded. Escape closes and gives the focus back
 * to the button that opened; a click outside or (desktop) focus leaving the panel closes it.
 */
export const Header = ({ focused }: { readonly focused: boolean }) => {
  const t = useT();
  const dispatch = useDispatch();
  const navigation = useSelector(selectComponentConfigs).header?.navigation ?? [];
  const flags = useSelector(selectFlags);
  const version = useSelector(selectLocationVersion);
  const config = useSelector(selectRuntimeConfig);
  const cartOn = config?.featureCartCheckout ?? false;
  const assortmentOn = config?.featureProductDiscovery ?? false;
  const [open, setOpen] = useState(false);
  const [assortment, setAssortment] = useState(false);
  const navId = useId();
  const panelId = useId();
  const inner = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const assortmentButton = useRef<HTMLButtonElement>(null);
  const showAssortment = (show: boolean) => {
    if (show) dispatch({ _tag: "LoadCategoryTree" });
    setAssortment(show);
  };
  const close = (focus: HTMLButtonElement | null) => {
    setOpen(false);
    setAssortment(false);
    focus?.focus();
  };
  // A navigation closes the menus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger
  useEffect(() => {
    setOpen(false);
    setAssortment(false);
  }, [version]);
  useEffect(() => {
    if (!open && !assortment) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.preventDefault();
      close(open ? menuButton.current : assortmentButton.current);
    };
    const onPointer = (e: PointerEvent) => {
      if (!inner.current?.contains(e.target as Node)) close(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  });
  // The drawer keeps its assortment open while the shopper tabs through it; the desktop panel closes.
  const onAssortmentBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!open && !e.currentTarget.contains(e.relatedTarget)) setAssortment(false);
  };
  const showNav = !focused && !flags.webview && (navigation.length > 0 || assortmentOn);
  return (
    <header className="site-header">
      <div className="site-header__inner" ref={inner}>
        {flags.webview && !flags.hideBackButton && <BackButton />}
        <Logo />
        {!focused && <HeaderSearch />}
        {showNav && (
          <>
            <button
              type="button"
              ref={menuButton}
              className="icon-button menu-button"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => {
                showAssortment(!open && assortmentOn);
                setOpen(!open);
              }}
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
                {assortmentOn && (
                  <li className="site-nav__assortment" onBlur={onAssortmentBlur}>
                    <button
                      type="button"
                      ref={assortmentButton}
                      className="site-nav__link assortment-button"
                      aria-expanded={assortment}
                      aria-controls={assortment ? panelId : undefined}
                      onClick={() => showAssortment(!assortment)}
                    >
                      {t("header.assortment")}
                      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                      </svg>
                    </button>
                    {assortment && (
                      <Suspense fallback={<div id={panelId} className="assortment" />}>
                        <AssortmentPanel id={panelId} />
                      </Suspense>
                    )}
                  </li>
                )}
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
        {(config?.featureCustomer ?? false) && !focused && (
          <Suspense fallback={null}>
            <AccountEntry />
          </Suspense>
        )}
        {(config?.featureCustomer ?? false) && !focused && (
          <Suspense fallback={null}>
            <FavouritesHeaderLink />
          </Suspense>
        )}
        {cartOn && !focused && <CartBadge />}
      </div>
    </header>
  );
};
