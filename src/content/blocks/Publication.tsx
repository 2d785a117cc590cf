import "../../styles/layout-blocks.css";
import { useId } from "react";
import { PublicationProps } from "../../../domain/content/layoutBlocks";
import { formatDay, formatFileSize } from "../../../domain/content/layoutRules";
import { useSelector, useT } from "../../state/context";
import { selectDisplayLocale } from "../../state/selectors";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../kit";

/**
 * A document to download: title, day, format and size. A plain anchor with `download`: the file is
 * not a shop route, so it must not go through the router.
 */
const Publication = ({ block }: BlockProps) => {
  const props = useBlockProps(PublicationProps, block);
  const t = useT();
  const locale = useSelector(selectDisplayLocale);
  const Title = headingTag(useHeadingDepth());
  const titleId = useId();
  if (props === null) return null;
  const facts = `${props.format}, ${formatFileSize(props.sizeBytes, locale)}`;
  return (
    <article className="cms-publication" aria-labelledby={titleId} data-testid="cms-publication">
      <svg
        className="cms-publication__icon"
        viewBox="0 0 24 24"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M6 2h9l5 5v15H6z M15 2v5h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <div className="cms-publication__body">
        <Title id={titleId} className="cms-publication__title">
          {props.title}
        </Title>
        {props.description && <p className="cms-publication__description">{props.description}</p>}
        <p className="cms-publication__meta">
          <time dateTime={props.date}>
            {t("content.publication.published", { date: formatDay(props.date, locale) })}
          </time>
          {" · "}
          {facts}
        </p>
      </div>
      <a
        className="btn btn--secondary cms-publication__download"
        href={props.href}
        download=""
        aria-label={`${t("content.publication.download")}: ${props.title} (${facts})`}
      >
        {t("content.publication.download")}
      </a>
    </article>
  );
};
export default Publication;
