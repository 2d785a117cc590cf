import {
  type CSSProperties,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
} from "react";
import type { ThemeConfig } from "../../domain/tenant/config";
import { CartFeature, CartOverlays } from "../cart/CartOverlays";
import { Notifications } from "../notifications/Notifications";
import { Footer } from "../shell/Footer";
import { Header } from "../shell/Header";
import { OfflineBanner } from "../shell/OfflineBanner";
import { TopBar } from "../shell/TopBar";
import { useSelector, useT } from "../state/context";
import { selectFlags, selectLayout, selectLocationVersion, selectTheme } from "../state/selectors";

/** The "Problem melden" form: its own chunk, fetched when first opened (issue 19 #1). */
const ProblemReportDialog = lazy(() => import("../problem-report/ProblemReportDialog"));

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The tenant theme as CSS variables: --color-primary, --color-on-primary, --radius, --font-family. */
const themeVariables = (theme: ThemeConfig | null): CSSProperties | undefined => {
  if (theme === null) return undefined;
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) vars[`--color-${kebab(name)}`] = value;
  if (theme.radius) vars["--radius"] = theme.radius;
  if (theme.fontFamily) vars["--font-family"] = theme.fontFamily;
  return vars as CSSProperties;
};

/** Focuses main and scrolls up on every navigation after the first, so keyboard and screen reader users land on the new page. */
const useFocusOnNavigation = () => {
  const version = useSelector(selectLocationVersion);
  const main = useRef<HTMLElement>(null);
  const first = useRef(version);
  useEffect(() => {
    if (version === first.current || version <= 1) return;
    window.scrollTo({ top: 0, left: 0 });
    main.current?.focus({ preventScroll: true });
  }, [version]);
  return main;
};

export const Layout = ({ children }: { readonly children: ReactNode }) => {
  const t = useT();
  const theme = useSelector(selectTheme);
  const layout = useSelector(selectLayout);
  const flags = useSelector(selectFlags);
  const style = useMemo(() => themeVariables(theme), [theme]);
  const main = useFocusOnNavigation();
  const focused = layout === "focused";
  const reporting = useSelector((s) => s.problemReport.open);
  // Focus main directly: following "#main" would change the URL's hash, and the popstate that
  // fires for it is taken for a back/forward navigation (the page is rebuilt and scrolled up).
  const skipToMain = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!main.current) return;
    e.preventDefault();
    main.current.focus();
  };
  return (
    <CartFeature>
      <div
        className="app"
        style={style}
        data-layout={layout}
        data-webview={flags.webview ? "true" : undefined}
      >
        {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link (works without JS); the click only skips the hash change */}
        <a className="skip-link" href="#main" onClick={skipToMain}>
          {t("header.skipToContent")}
        </a>
        {!focused && !flags.webview && <TopBar />}
        <Header focused={focused} />
        <OfflineBanner />
        <main id="main" ref={main} tabIndex={-1} className="site-main">
          {children}
        </main>
        {!flags.webview && <Footer focused={focused} />}
        <Notifications />
        <CartOverlays />
        {reporting && (
          <Suspense fallback={null}>
            <ProblemReportDialog />
          </Suspense>
        )}
      </div>
    </CartFeature>
  );
};
