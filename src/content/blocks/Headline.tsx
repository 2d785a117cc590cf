import { HeadlineProps } from "../../../domain/content/blocks";
import { type BlockProps, headingTag, useBlockProps, usePageFacts } from "../kit";

/**
 * Level 1..6 maps to h1..h6, but a page has exactly one h1: its first headline (see PageBlocks);
 * any other level-1 headline becomes an h2. The look follows the editor's level.
 */
const Headline = ({ block }: BlockProps) => {
  const props = useBlockProps(HeadlineProps, block);
  const { h1BlockId } = usePageFacts();
  if (props === null) return null;
  const level = block.id === h1BlockId ? 1 : props.level === 1 ? 2 : props.level;
  const Tag = headingTag(level);
  return (
    <Tag
      className={`cms-headline cms-headline--l${props.level}${props.align === "center" ? " is-centered" : ""}`}
    >
      {props.text}
    </Tag>
  );
};
export default Headline;
