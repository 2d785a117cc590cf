import { useSelector } from "../state/context";
import { selectComponentConfigs } from "../state/selectors";

export interface PageMetaProps {
  readonly title: string;
  /** The title as is, without the site's title template (error pages). */
  readonly rawTitle?: boolean;
  readonly description?: string;
  readonly keywords?: string;
  readonly noIndex?: boolean;
  readonly noFollow?: boolean;
  readonly ogImage?: string;
}

/** Page meta of document 1 §2 as React 19 hoisted head elements: no DOM writes anywhere. */
export const PageMeta = ({
  title,
  rawTitle,
  description,
  keywords,
  noIndex,
  noFollow,
  ogImage,
}: PageMetaProps) => {
  const seo = useSelector(selectComponentConfigs).socialsharingandseo;
  const fullTitle = rawTitle || !seo ? title : seo.titleTemplate.replace("%s", title);
  const desc = description || seo?.defaultDescription;
  const image = ogImage || seo?.defaultOgImage;
  const robots = [noIndex ? "noindex" : null, noFollow ? "nofollow" : null]
    .filter((r) => r !== null)
    .join(", ");
  return (
    <>
      <title>{fullTitle}</title>
      {desc && <meta name="description" content={desc} />}
      {keywords && <meta name="keywords" content={keywords} />}
      {robots && <meta name="robots" content={robots} />}
      <meta property="og:title" content={fullTitle} />
      {seo?.siteName && <meta property="og:site_name" content={seo.siteName} />}
      {desc && <meta property="og:description" content={desc} />}
      {image && <meta property="og:image" content={image} />}
    </>
  );
};
