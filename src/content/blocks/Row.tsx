import { RowProps } from "../../../domain/content/blocks";
import { Blocks } from "../BlockRenderer";
import { type BlockProps, useBlockProps } from "../kit";

/** A 12-column grid; its columns say how many columns they span per breakpoint. */
const Row = ({ block }: BlockProps) => {
  const props = useBlockProps(RowProps, block);
  if (props === null) return null;
  return (
    <div className={`cms-row cms-row--gap-${props.gap ?? "m"}`}>
      <Blocks blocks={block.children} />
    </div>
  );
};
export default Row;
