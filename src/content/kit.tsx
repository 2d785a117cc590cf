import { Either, Schema } from "effect";
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import type { ContentBlock } from "../../domain/content/page";
import { type Dispatch, useDispatch } from "../state/context";

export interface BlockProps {
  readonly block: ContentBlock;
  /**
   * The block's children, already rendered by the page's renderer: a container block places them and
   * never imports the renderer (which lazily imports every block type).
   */
  readonly children?: ReactNode;
}

/** Per page: which headline is the page's one h1 and which image loads eagerly (above the fold). */
export interface PageFacts {
  readonly h1BlockId: string | null;
  readonly eagerImageId: string | null;
}
export const PageFactsContext = createContext<PageFacts>({ h1BlockId: null, eagerImageId: null });
export const usePageFacts = () => useContext(PageFactsContext);

/** The level of the next structural heading (section titles, teaser titles); sections nest it. */
export const HeadingDepthContext = createContext(2);
export const useHeadingDepth = () => useContext(HeadingDepthContext);
export const headingTag = (level: number) =>
  `h${Math.min(6, Math.max(1, level))}` as "h1" | "h2" | "h3" | "h4" | "h5" | "h6";

const reported = new Set<string>();

/** Logs a content problem once per key per page load: editors see it in the logs, shoppers see nothing. */
export const reportOnce = (dispatch: Dispatch, key: string, message: string) => {
  if (reported.has(key)) return;
  reported.add(key);
  dispatch({ _tag: "ReportClientError", level: "warn", message });
};

/** Decodes a block's props with its schema; invalid props render nothing and are logged once. */
export const useBlockProps = <A, I>(schema: Schema.Schema<A, I, never>, block: ContentBlock): A | null => {
  const dispatch = useDispatch();
  const result = useMemo(() => Schema.decodeUnknownEither(schema)(block.props), [schema, block.props]);
  const invalid = Either.isLeft(result);
  useEffect(() => {
    if (invalid)
      reportOnce(dispatch, `invalid:${block.type}`, `invalid props for content block type: ${block.type}`);
  }, [invalid, dispatch, block.type]);
  return Either.isRight(result) ? result.right : null;
};
