import { type CSSProperties, Suspense } from "react";
import type { ContentPage } from "../../domain/content/page";
import { classifyUrl } from "../../domain/navigation/url";
import { lazyChunk } from "../app/chunks";
import { PageBlocks } from "../content/BlockRenderer";
import { usePlatform, useSelector } from "../state/context";
import { selectPages } from "../state/selectors";
import { ErrorPage } from "./ErrorPage";
import { PageMeta } from "./PageMeta";
import { PageSkeleton } from "./PageSkeleton";

/** The not-found page is rarely needed: its own chunk, not part of every first load. */
const NotFoundPage = lazyChunk("NotFoundPage", () =>
  import("./NotFoundPage").then((m) => ({ default: m.NotFoundPage })),
);

/** A CSS url() only for http(s) or same-site images, quoted so the value cannot break out. */
const cssUrl = (src: string, origin: string): string | undefined => {
  const check = classifyUrl(src, origin);
  if (check.kind !== "internal" && check.kind !== "external") return undefined;
  const href = check.kind === "external" ? check.href : `${check.path}${check.search}`;
  return `url("${href.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
};

const pageBackground = (page: ContentPage, origin: string): CSSProperties | undefined => {
  const image = page.backgroundImage ? cssUrl(page.backgroundImage, origin) : undefined;
  if (!page.backgroundColor && !image) return undefined;
  return {
    backgroundColor: page.backgroundColor,
    backgroundImage: image,
    backgroundRepeat: image ? page.backgroundImageRepeat : undefined,
    backgroundSize: image ? page.backgroundImageSize : undefined,
  };
};

const Page = ({ page }: { readonly page: ContentPage }) => {
  const { origin } = usePlatform();
  const style = pageBackground(page, origin);
  return (
    <div className={`page${style ? " page--background" : ""}`} style={style} data-testid="content-page">
      <PageMeta
        title={page.title}
        description={page.description || page.metaDescription}
        keywords={page.keywords || page.metaKeywords}
        noIndex={page.noIndex}
        noFollow={page.noFollow}
        ogImage={page.ogImage?.[0]?.url}
      />
      <PageBlocks blocks={page.blocks} title={page.title} />
    </div>
  );
};

/** The CMS page at a path: skeleton while loading, the page, the CMS 404, or the error page. */
export const ContentScreen = ({ path }: { readonly path: string }) => {
  const entry = useSelector(selectPages)[path];
  if (entry === undefined || entry.status === "pending") return <PageSkeleton />;
  switch (entry.status) {
    case "success":
      return <Page page={entry.page} />;
    case "missing":
      return (
        <Suspense fallback={<PageSkeleton />}>
          <NotFoundPage />
        </Suspense>
      );
    case "error":
      return <ErrorPage status={entry.error.status} message={entry.error.message} />;
  }
};
