import type { ContentBlock } from "../../domain/content/page";
import { PageBlocks } from "../content/BlockRenderer";
import { ShopLink } from "../routing/ShopLink";
import { usePlatform, useSelector, useT } from "../state/context";
import { selectNotFound } from "../state/selectors";
import { ErrorExtra } from "./ErrorExtra";
import { CrawlerErrorPage } from "./ErrorPage";
import { PageMeta } from "./PageMeta";
import { PageSkeleton } from "./PageSkeleton";

/** Whether the CMS page already offers a way to the start page (a button or teaser link to "/"). */
const linksHome = (blocks: ReadonlyArray<ContentBlock>): boolean =>
  blocks.some((b) => {
    const link = b.type === "button" ? b.props : b.type === "teaser" ? b.props.link : undefined;
    const href = typeof link === "object" && link !== null && "href" in link ? link.href : undefined;
    return href === "/" || linksHome(b.children ?? []);
  });

/**
 * The non-fatal 404: the CMS not-found page, or a built-in text when the CMS has none, and below it
 * the extra component the error's data names.
 */
export const NotFoundPage = () => {
  const t = useT();
  const notFound = useSelector(selectNotFound);
  const { crawler } = usePlatform();
  const title = t("notFound.title");
  if (crawler) return <CrawlerErrorPage status={404} title={title} />;
  return (
    <div className="page page--status" data-testid="not-found-page">
      <PageMeta title={title} rawTitle noIndex />
      {notFound.status === "idle" ? (
        <PageSkeleton />
      ) : notFound.page ? (
        <PageBlocks blocks={notFound.page.blocks} title={notFound.page.title || title} />
      ) : (
        <div className="status-page">
          <h1>{title}</h1>
          <p>{t("notFound.text")}</p>
        </div>
      )}
      {(notFound.page === null || !linksHome(notFound.page.blocks)) && notFound.status !== "idle" && (
        <p className="status-page__actions">
          <ShopLink href="/" className="btn btn--primary">
            {t("error.backHome")}
          </ShopLink>
        </p>
      )}
      {notFound.status !== "idle" && <ErrorExtra />}
    </div>
  );
};
