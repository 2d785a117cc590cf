import type { CSSProperties } from "react";
import { SectionProps } from "../../../domain/content/blocks";
import { type BlockProps, HeadingDepthContext, headingTag, useBlockProps, useHeadingDepth } from "../kit";

/** A theme colour name ("surface", "primary") becomes its CSS variable; anything else is a CSS colour. */
const sectionBackground = (value: string): string =>
  /^[a-z][a-zA-Z0-9]*$/.test(value)
    ? `var(--color-${value.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}, ${value})`
    : value;

const Section = ({ block, children }: BlockProps) => {
  const props = useBlockProps(SectionProps, block);
  const depth = useHeadingDepth();
  if (props === null) return null;
  const Title = headingTag(depth);
  const style: CSSProperties | undefined = props.background
    ? { background: sectionBackground(props.background) }
    : undefined;
  return (
    <section
      className={`cms-section${props.fullWidth ? " cms-section--full" : ""}${props.background ? " cms-section--tinted" : ""}`}
      style={props.fullWidth ? style : undefined}
    >
      <div className="cms-section__inner" style={props.fullWidth ? undefined : style}>
        {props.title && <Title className="cms-section__title">{props.title}</Title>}
        <HeadingDepthContext.Provider value={props.title ? depth + 1 : depth}>
          {children}
        </HeadingDepthContext.Provider>
      </div>
    </section>
  );
};
export default Section;
