import "../../styles/layout-blocks.css";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { TabsProps } from "../../../domain/content/layoutBlocks";
import { tabKeyTarget } from "../../../domain/content/layoutRules";
import { type BlockProps, useBlockProps } from "../kit";

/**
 * Tabs after the WAI-ARIA Authoring Practices: one tab in the tab order (roving tabindex), arrows
 * move and select (wrapping), Home and End jump to the first and last; the panel follows the tab.
 */
const Tabs = ({ block }: BlockProps) => {
  const props = useBlockProps(TabsProps, block);
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const base = useId();
  if (props === null) return null;
  const count = props.tabs.length;
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabKeyTarget(e.key, selected, count);
    if (target === null) return;
    e.preventDefault();
    setSelected(target);
    tabs.current[target]?.focus();
  };
  return (
    <div className="cms-tabs" data-testid="cms-tabs">
      <div className="cms-tabs__list" role="tablist" aria-label={props.label}>
        {props.tabs.map((tab, i) => (
          <button
            key={tab.title}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            className="cms-tabs__tab"
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {props.tabs.map((tab, i) => (
        <div
          key={tab.title}
          id={`${base}-panel-${i}`}
          className="cms-tabs__panel"
          role="tabpanel"
          aria-labelledby={`${base}-tab-${i}`}
          // The panel itself takes focus after the tab list (WAI-ARIA tabs): its text has nothing focusable.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel without focusable content
          tabIndex={0}
          hidden={i !== selected}
        >
          <p>{tab.text}</p>
        </div>
      ))}
    </div>
  );
};
export default Tabs;
