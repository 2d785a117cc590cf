import type { CSSProperties } from "react";
import { ColumnProps } from "../../../domain/content/blocks";
import { type BlockProps, useBlockProps } from "../kit";

/** Spans in twelfths: span below md (960 px), spanMd from md, spanLg from lg (1280 px). */
const Column = ({ block, children }: BlockProps) => {
  const props = useBlockProps(ColumnProps, block);
  if (props === null) return null;
  const md = props.spanMd ?? props.span;
  const lg = props.spanLg ?? md;
  const style = { "--span": props.span, "--span-md": md, "--span-lg": lg } as CSSProperties;
  return (
    <div className="cms-col" style={style}>
      {children}
    </div>
  );
};
export default Column;
