import { RowProps } from "../../../domain/content/blocks";
import { type BlockProps, useBlockProps } from "../kit";

/** A 12-column grid; its columns say how many columns they span per breakpoint. */
const Row = ({ block, children }: BlockProps) => {
  const props = useBlockProps(RowProps, block);
  if (props === null) return null;
  return <div className={`cms-row cms-row--gap-${props.gap ?? "m"}`}>{children}</div>;
};
export default Row;
