import { Schema } from "effect";
import { Suspense, useEffect, useMemo } from "react";
import { HeadlineProps } from "../../domain/content/blocks";
import type { ContentBlock } from "../../domain/content/page";
import { PageSkeleton } from "../pages/PageSkeleton";
import { useDispatch } from "../state/context";
import { type BlockProps, type PageFacts, PageFactsContext, reportOnce } from "./kit";
import { blockRegistry, preloadBlockTypes } from "./registry";

/** One block: its type's lazy component, or nothing (logged once) for a type the shell does not know. */
const Block = ({ block }: BlockProps) => {
  const dispatch = useDispatch();
  const entry = blockRegistry.get(block.type);
  useEffect(() => {
    if (!entry) reportOnce(dispatch, `unknown:${block.type}`, `unknown content block type: ${block.type}`);
  }, [entry, dispatch, block.type]);
  if (!entry) return null;
  return (
    <entry.Component block={block}>
      <Blocks blocks={block.children} />
    </entry.Component>
  );
};

/** Children render recursively through the same registry. */
const Blocks = ({ blocks }: { readonly blocks: ReadonlyArray<ContentBlock> | undefined }) => (
  <>
    {(blocks ?? []).map((b) => (
      <Block key={b.id} block={b} />
    ))}
  </>
);

const isHeadline = Schema.is(HeadlineProps);

const walk = function* (blocks: ReadonlyArray<ContentBlock>): Generator<ContentBlock> {
  for (const b of blocks) {
    yield b;
    if (b.children) yield* walk(b.children);
  }
};

/** Finds the page's one h1 (its first level-1 headline, else its first headline) and its first image. */
const pageFacts = (blocks: ReadonlyArray<ContentBlock>): PageFacts & { types: ReadonlySet<string> } => {
  let firstLevel1: string | null = null;
  let firstHeadline: string | null = null;
  let eagerImageId: string | null = null;
  const types = new Set<string>();
  for (const b of walk(blocks)) {
    types.add(b.type);
    if (b.type === "headline" && isHeadline(b.props)) {
      firstHeadline ??= b.id;
      if (b.props.level === 1) firstLevel1 ??= b.id;
    }
    if (eagerImageId === null && (b.type === "image" || b.type === "teaser")) eagerImageId = b.id;
  }
  return { h1BlockId: firstLevel1 ?? firstHeadline, eagerImageId, types };
};

/**
 * The blocks of one CMS page: preloads every block type it uses at once, guarantees exactly one
 * h1 (a visually hidden page title when the page has no headline) and shows a skeleton until the
 * block chunks are there.
 */
export const PageBlocks = ({
  blocks,
  title,
}: {
  readonly blocks: ReadonlyArray<ContentBlock>;
  readonly title: string;
}) => {
  const facts = useMemo(() => pageFacts(blocks), [blocks]);
  preloadBlockTypes(facts.types);
  const context = useMemo(() => ({ h1BlockId: facts.h1BlockId, eagerImageId: facts.eagerImageId }), [facts]);
  return (
    <PageFactsContext.Provider value={context}>
      {facts.h1BlockId === null && <h1 className="visually-hidden">{title}</h1>}
      <Suspense fallback={<PageSkeleton />}>
        <Blocks blocks={blocks} />
      </Suspense>
    </PageFactsContext.Provider>
  );
};
