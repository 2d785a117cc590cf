import { Schema } from "effect";
import { type CSSProperties, createContext, Suspense, useContext, useEffect, useMemo, useState } from "react";
import { ColumnProps, HeadlineProps } from "../../domain/content/blocks";
import { blockEditUrl, canSeeBlock, isEditLinksToggle } from "../../domain/content/contentAccess";
import type { ContentBlock } from "../../domain/content/page";
import { selectIsEditor } from "../../domain/operator/selectors";
import { userType } from "../../domain/session/model";
import { PageSkeleton } from "../pages/PageSkeleton";
import { useDispatch, useSelector, useT } from "../state/context";
import { type BlockProps, type PageFacts, PageFactsContext, reportOnce } from "./kit";
import { blockRegistry, preloadBlockTypes } from "./registry";
import "./editor.css";

/** The CMS's edit address template while an editor has the edit links shown; null otherwise. */
const EditLinksContext = createContext<string | null>(null);

/**
 * Editors (document 1 §6): an operator with the editor role logged in in this browser (issue 14),
 * or anyone seeing the shop in the CMS's preview. For them Ctrl+Shift+E toggles an edit link on
 * every block. The key counts from the page's start, while the operator is still being asked for
 * (an editor's press then shows the links once the role is known); it is taken from the browser
 * only for editors, and shows nobody else anything.
 */
const useEditLinks = (): string | null => {
  const cms = useSelector((s) => s.tenant.config?.cms);
  const editor = useSelector(selectIsEditor);
  const editUrl = cms?.editUrl;
  const template = cms?.preview || editor ? editUrl : undefined;
  const [shown, setShown] = useState(false);
  const isEditor = template !== undefined;
  useEffect(() => {
    if (!editUrl) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isEditLinksToggle(e)) return;
      if (isEditor) e.preventDefault();
      setShown((v) => !v);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [editUrl, isEditor]);
  return shown && template ? template : null;
};

const EditLink = ({ block, template }: { readonly block: ContentBlock; readonly template: string }) => {
  const t = useT();
  const href = blockEditUrl(template, block.id);
  if (href === null) return null;
  return (
    <a className="cms-edit-link" href={href} target="_blank" rel="noopener noreferrer">
      {t("editor.editLink", { type: block.type })}
    </a>
  );
};

/**
 * One block: its type's lazy component, or nothing (logged once) for a type the shell does not
 * know; nothing either for a shopper its content-access setting does not name (issue 14).
 */
const Block = ({ block }: BlockProps) => {
  const dispatch = useDispatch();
  const viewer = useSelector((s) => userType(s.session.customer));
  const editTemplate = useContext(EditLinksContext);
  const entry = blockRegistry.get(block.type);
  useEffect(() => {
    if (!entry) reportOnce(dispatch, `unknown:${block.type}`, `unknown content block type: ${block.type}`);
  }, [entry, dispatch, block.type]);
  if (!entry || !canSeeBlock(block.props.contentAccess, viewer)) return null;
  const rendered = (
    <entry.Component block={block}>
      <Blocks blocks={block.children} />
    </entry.Component>
  );
  if (editTemplate === null) return rendered;
  // In a row's grid the wrapper, not the column, is the grid item: it takes the column's spans.
  const column = block.type === "column" && isColumn(block.props) ? block.props : null;
  const spans = column
    ? ({
        "--span": column.span,
        "--span-md": column.spanMd ?? column.span,
        "--span-lg": column.spanLg ?? column.spanMd ?? column.span,
      } as CSSProperties)
    : undefined;
  return (
    <div
      className={column ? "cms-block--editable cms-col" : "cms-block--editable"}
      style={spans}
      data-block-id={block.id}
    >
      <EditLink block={block} template={editTemplate} />
      {rendered}
    </div>
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
const isColumn = Schema.is(ColumnProps);

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
  const editTemplate = useEditLinks();
  return (
    <PageFactsContext.Provider value={context}>
      <EditLinksContext.Provider value={editTemplate}>
        {facts.h1BlockId === null && <h1 className="visually-hidden">{title}</h1>}
        <Suspense fallback={<PageSkeleton />}>
          <Blocks blocks={blocks} />
        </Suspense>
      </EditLinksContext.Provider>
    </PageFactsContext.Provider>
  );
};
