import { useEffect, useRef } from "react";
import { type ConsentWindow, openConsentSettings } from "../../adapters/consent/script";
import { categoryOfGroup } from "../../domain/consent/rules";
import {
  ERROR_PAGE_REDIRECT_DELAY_MS,
  ERROR_PAGE_SCROLL_DELAY_MS,
  ErrorPageBehaviourProps,
} from "../../domain/content/errorPageBlocks";
import { type BlockProps, useBlockProps } from "../content/kit";
import { ShopLink } from "../routing/ShopLink";
import { useDispatch, useSelector, useT } from "../state/context";
import "./errorForward.css";

/** Scrolls so the element's top sits just below the sticky header; instantly for reduced motion. */
const scrollBelowHeader = (id: string) => {
  const target = document.getElementById(id);
  if (target === null) return;
  const header = document.querySelector(".site-header")?.getBoundingClientRect().height ?? 0;
  const top = target.getBoundingClientRect().top + window.scrollY - header;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? "auto" : "smooth" });
};

/**
 * The error page's behaviour (document 1 §2): 500 ms after the page is shown it scrolls to the
 * configured element; 1500 ms after the consent group the redirect needs is allowed, it forwards
 * the visitor through Navigate (which refuses other sites and dangerous protocols). The timers are
 * the UI's; until the consent is there, a notice says why the visitor stays, with the settings.
 */
const ErrorPageBehaviour = ({ block }: BlockProps) => {
  const props = useBlockProps(ErrorPageBehaviourProps, block);
  const t = useT();
  const dispatch = useDispatch();
  const category = props?.redirectConsent ? categoryOfGroup(props.redirectConsent) : null;
  const allowed = useSelector((s) => (category === null ? true : s.consent.categories[category]));
  const scrollTo = props?.scrollTo;
  const redirectTo = props?.redirectTo;
  const redirected = useRef(false);

  useEffect(() => {
    if (scrollTo === undefined) return;
    const timer = setTimeout(() => scrollBelowHeader(scrollTo), ERROR_PAGE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scrollTo]);

  useEffect(() => {
    if (redirectTo === undefined || !allowed || redirected.current) return;
    const timer = setTimeout(() => {
      redirected.current = true;
      // A forward, not a visit of its own: back does not return to the page that forwarded.
      dispatch({ _tag: "Navigate", to: redirectTo, history: "replace" });
    }, ERROR_PAGE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, allowed, dispatch]);

  if (props === null || (redirectTo === undefined && props.anchor === undefined)) return null;
  return (
    <div className="cms-error-forward" id={props.anchor} data-testid="error-forward">
      {redirectTo !== undefined && (
        <p role="status">
          {allowed
            ? t("errorPage.forwarding")
            : t("errorPage.forwardWaiting", { category: t(`embed.category.${category}`) })}
        </p>
      )}
      {redirectTo !== undefined && (
        <p className="cms-error-forward__actions">
          <ShopLink href={redirectTo} className="btn btn--primary">
            {t("errorPage.forwardNow")}
          </ShopLink>
          {!allowed && (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => openConsentSettings(window as unknown as ConsentWindow)}
            >
              {t("embed.openSettings")}
            </button>
          )}
        </p>
      )}
    </div>
  );
};

export default ErrorPageBehaviour;
