import "../../styles/layout-blocks.css";
import { type ReactNode, useId, useState } from "react";
import { wrapIndex } from "../../../domain/content/layoutRules";
import { useT } from "../../state/context";

/**
 * A carousel after the WAI-ARIA Authoring Practices: previous/next buttons, each slide a group
 * labelled "n von m", a polite live region announcing the slide shown. It never turns by itself,
 * so it needs no pause control, and the one change of slide it animates stops under reduced motion
 * (layout-blocks.css).
 */
export const Carousel = ({
  label,
  slides,
  testId,
}: {
  readonly label: string;
  readonly slides: ReadonlyArray<ReactNode>;
  readonly testId: string;
}) => {
  const [current, setCurrent] = useState(0);
  const t = useT();
  const viewport = useId();
  const count = slides.length;
  const position = (index: number) =>
    t("content.slider.position", { index: String(index + 1), count: String(count) });
  return (
    <section
      className="cms-carousel"
      aria-roledescription={t("content.slider.roledescription")}
      aria-label={label}
      data-testid={testId}
    >
      <div className="cms-carousel__viewport" id={viewport} aria-live="polite">
        {slides.map((slide, i) => (
          // The WAI-ARIA carousel's slide is a group, not a form's fieldset.
          // biome-ignore lint/a11y/useSemanticElements: a slide, not form controls
          <div
            // Slides are the editor's list in its order; a position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: static list from the CMS
            key={i}
            className="cms-carousel__slide"
            role="group"
            aria-roledescription={t("content.slider.slideRoledescription")}
            aria-label={position(i)}
            hidden={i !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="cms-carousel__controls">
          <button
            type="button"
            className="cms-carousel__button"
            aria-controls={viewport}
            aria-label={t("content.slider.previous")}
            onClick={() => setCurrent((c) => wrapIndex(c - 1, count))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="cms-carousel__position" aria-hidden="true">
            {position(current)}
          </span>
          <button
            type="button"
            className="cms-carousel__button"
            aria-controls={viewport}
            aria-label={t("content.slider.next")}
            onClick={() => setCurrent((c) => wrapIndex(c + 1, count))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
};
