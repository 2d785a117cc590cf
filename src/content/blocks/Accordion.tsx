import "../../styles/layout-blocks.css";
import { useId, useState } from "react";
import { AccordionProps } from "../../../domain/content/layoutBlocks";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../kit";

/** Above this many panels, landmark regions would crowd the page (WAI-ARIA accordion pattern). */
const MAX_REGIONS = 6;

/**
 * An accordion after the WAI-ARIA Authoring Practices: each header a button in a heading, with
 * aria-expanded and aria-controls; a closed panel is hidden. One open at a time unless `multiple`.
 */
const Accordion = ({ block }: BlockProps) => {
  const props = useBlockProps(AccordionProps, block);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const base = useId();
  const depth = useHeadingDepth();
  if (props === null) return null;
  const Title = headingTag(depth);
  const Item = headingTag(props.title ? depth + 1 : depth);
  const regions = props.items.length <= MAX_REGIONS;
  const toggle = (i: number) =>
    setOpen((was) => {
      if (was.has(i)) return new Set([...was].filter((j) => j !== i));
      return props.multiple ? new Set([...was, i]) : new Set([i]);
    });
  return (
    <div className="cms-accordion" data-testid="cms-accordion">
      {props.title && <Title className="cms-accordion__title">{props.title}</Title>}
      {props.items.map((item, i) => {
        const expanded = open.has(i);
        return (
          <div key={item.title} className="cms-accordion__item">
            <Item className="cms-accordion__heading">
              <button
                type="button"
                id={`${base}-button-${i}`}
                className="cms-accordion__button"
                aria-expanded={expanded}
                aria-controls={`${base}-panel-${i}`}
                onClick={() => toggle(i)}
              >
                <span>{item.title}</span>
                <span className="cms-accordion__chevron" aria-hidden="true" />
              </button>
            </Item>
            {regions ? (
              <section
                id={`${base}-panel-${i}`}
                className="cms-accordion__panel"
                aria-labelledby={`${base}-button-${i}`}
                hidden={!expanded}
              >
                <p>{item.text}</p>
              </section>
            ) : (
              <div id={`${base}-panel-${i}`} className="cms-accordion__panel" hidden={!expanded}>
                <p>{item.text}</p>
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
};
export default Accordion;
