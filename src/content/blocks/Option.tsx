import "../../styles/layout-blocks.css";
import { OptionProps } from "../../../domain/content/layoutBlocks";
import { useT } from "../../state/context";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../kit";

/** What a service includes and what not: each option marked, in words for screen readers too. */
const Option = ({ block }: BlockProps) => {
  const props = useBlockProps(OptionProps, block);
  const t = useT();
  const Title = headingTag(useHeadingDepth());
  if (props === null) return null;
  return (
    <div className="cms-option" data-testid="cms-option">
      {props.title && <Title className="cms-option__title">{props.title}</Title>}
      <ul className="cms-option__list">
        {props.options.map((o) => (
          <li key={o.label} className={`cms-option__item ${o.available ? "is-available" : "is-unavailable"}`}>
            <span className="cms-option__mark" aria-hidden="true">
              {o.available ? "✓" : "✕"}
            </span>
            <span className="cms-option__body">
              <span className="cms-option__label">
                {o.label}
                <span className="visually-hidden">
                  {" "}
                  ({t(o.available ? "content.option.available" : "content.option.unavailable")})
                </span>
              </span>
              {o.description && <span className="cms-option__description">{o.description}</span>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};
export default Option;
