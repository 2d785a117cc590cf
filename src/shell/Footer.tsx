import { ProblemReportButton } from "../problem-report/ProblemReportButton";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { selectComponentConfigs, selectMessages, selectSiteName } from "../state/selectors";
import { LanguageSwitch } from "./LanguageSwitch";

/** Columns of links and the copyright; focused layouts (checkout) show only the copyright. */
export const Footer = ({ focused }: { readonly focused: boolean }) => {
  const t = useT();
  const footer = useSelector(selectComponentConfigs).footer;
  const messages = useSelector(selectMessages);
  const siteName = useSelector(selectSiteName);
  const copyright =
    footer?.copyright ||
    (messages["footer.copyright"] !== undefined ? t("footer.copyright") : `© ${siteName}`);
  const columns = focused ? [] : (footer?.columns ?? []);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {columns.length > 0 && (
          <div className="site-footer__columns">
            {columns.map((column) => (
              <nav key={column.title} className="site-footer__column" aria-label={column.title}>
                <h2 className="site-footer__title">{column.title}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={`${link.href}|${link.label}`}>
                      <ShopLink href={link.href} external={link.external}>
                        {link.label}
                      </ShopLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        )}
        <div className="site-footer__bottom">
          <LanguageSwitch />
          <ProblemReportButton origin="footer" />
          <p className="site-footer__copyright">{copyright}</p>
        </div>
      </div>
    </footer>
  );
};
