import "../styles/cart.css";
import "../styles/profile.css";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { selectLocation } from "../../domain/navigation/selectors";
import { selectCustomer } from "../../domain/session/selectors";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { Overview } from "./Overview";
import { orderNumberOfLink, useProfilePaths } from "./paths";
import { PROFILE_SECTIONS, sectionOf } from "./sections";

const OrderDetail = lazy(() => import("./OrderDetail"));

/**
 * The profile (routes "profile" /mein-konto/:slug? and "profileSub" /mein-konto/_sub/:link, both
 * login required): the overview without a slug, a section by its slug, an order's detail as the
 * sub-page bestellung-<orderNumber>; the section navigation beside (desktop) or above (phone).
 */
const ProfileScreen = () => {
  const t = useT();
  const location = useSelector(selectLocation);
  const customer = useSelector(selectCustomer);
  const paths = useProfilePaths();
  const sub = location.route === "profileSub";
  const orderNumber = sub ? orderNumberOfLink(location.params.link) : null;
  const slug = sub ? undefined : location.params.slug;
  const section = sectionOf(slug);
  const unknown = sub ? orderNumber === null : slug !== undefined && slug !== "" && section === undefined;
  const current = orderNumber !== null ? "bestellungen" : (section?.slug ?? null);
  const nav = useRef<HTMLElement>(null);
  // On a phone the navigation is one row that scrolls sideways: the current section is kept in view
  // (also when the window narrows to that layout).
  useEffect(() => {
    const reveal = () => {
      const list = nav.current?.querySelector("ul");
      const link = nav.current?.querySelector<HTMLElement>(`[data-section="${current ?? ""}"]`);
      if (list && link && list.scrollWidth > list.clientWidth)
        list.scrollLeft = link.offsetLeft - list.offsetLeft - list.clientWidth / 2 + link.offsetWidth / 2;
    };
    reveal();
    window.addEventListener("resize", reveal);
    return () => window.removeEventListener("resize", reveal);
  }, [current]);

  const title = unknown
    ? t("profile.notFound.title")
    : orderNumber !== null
      ? t("profile.orders.number", { orderNumber })
      : section
        ? t(section.labelKey)
        : t("profile.title");

  let content: ReactNode;
  if (customer === null) content = <p aria-busy="true">{t("common.loading")}</p>;
  else if (unknown)
    content = (
      <div className="profile-panel" data-testid="profile-not-found">
        <p>{t("profile.notFound.text")}</p>
        <ShopLink href={paths.overview}>{t("profile.nav.overview")}</ShopLink>
      </div>
    );
  else if (orderNumber !== null) content = <OrderDetail orderNumber={orderNumber} />;
  else if (section) content = <section.component />;
  else content = <Overview />;

  return (
    <div className="profile-page" data-testid="profile-page">
      <PageMeta title={title} noIndex />
      <div className="profile-layout">
        <nav className="profile-nav" aria-label={t("profile.nav.label")} ref={nav}>
          <ul className="profile-nav__list">
            <li>
              <ShopLink
                href={paths.overview}
                className="profile-nav__link"
                data-section=""
                aria-current={current === null && !unknown ? "page" : undefined}
              >
                {t("profile.nav.overview")}
              </ShopLink>
            </li>
            {PROFILE_SECTIONS.map((s) => (
              <li key={s.slug}>
                <ShopLink
                  href={paths.section(s.slug)}
                  className="profile-nav__link"
                  data-section={s.slug}
                  aria-current={current === s.slug ? (orderNumber !== null ? "true" : "page") : undefined}
                >
                  {t(s.labelKey)}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="profile-content">
          <h1 id="profile-section-title" className="profile-title">
            {title}
          </h1>
          <Suspense fallback={<p aria-busy="true">{t("common.loading")}</p>}>{content}</Suspense>
        </div>
      </div>
    </div>
  );
};

export default ProfileScreen;
