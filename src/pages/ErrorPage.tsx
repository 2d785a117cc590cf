import { ProblemReportButton } from "../problem-report/ProblemReportButton";
import { ShopLink } from "../routing/ShopLink";
import { usePlatform, useT } from "../state/context";
import { PageMeta } from "./PageMeta";

export interface ErrorPageProps {
  readonly status: number;
  readonly message: string;
}

/**
 * What a search crawler gets instead of an error page (document 1 §2): nothing to index, and the
 * robots meta that says so.
 */
export const CrawlerErrorPage = ({ status, title }: { readonly status: number; readonly title: string }) => (
  <div className="page page--status" data-testid="crawler-error-page" data-status={status}>
    <PageMeta title={title} rawTitle noIndex />
  </div>
);

/** In development the raw error; in production a generic page that offers the way home. */
export const ErrorPage = ({ status, message }: ErrorPageProps) => {
  const t = useT();
  const { crawler } = usePlatform();
  const title = t("error.title");
  if (crawler) return <CrawlerErrorPage status={status} title={title} />;
  return (
    <div className="page page--status" data-testid="error-page" data-status={status}>
      <PageMeta title={title} rawTitle noIndex />
      <div className="status-page">
        <h1>{title}</h1>
        {import.meta.env.DEV ? (
          <pre className="status-page__raw">
            {status} {message}
          </pre>
        ) : (
          <p>{t("error.text")}</p>
        )}
      </div>
      <p className="status-page__actions">
        <ShopLink href="/" className="btn btn--primary">
          {t("error.backHome")}
        </ShopLink>{" "}
        <ProblemReportButton origin="error-page" className="btn btn--secondary" />
      </p>
    </div>
  );
};
