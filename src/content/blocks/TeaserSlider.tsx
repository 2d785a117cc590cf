import { TeaserSliderProps } from "../../../domain/content/layoutBlocks";
import { type BlockProps, useBlockProps } from "../kit";
import { Carousel } from "./Carousel";
import Teaser from "./Teaser";

/** Teasers one at a time (Carousel), each drawn by the teaser block itself. */
const TeaserSlider = ({ block }: BlockProps) => {
  const props = useBlockProps(TeaserSliderProps, block);
  if (props === null) return null;
  return (
    <Carousel
      label={props.label}
      testId="teaser-slider"
      slides={props.teasers.map((teaser, i) => (
        <Teaser key={teaser.title} block={{ id: `${block.id}-${i + 1}`, type: "teaser", props: teaser }} />
      ))}
    />
  );
};
export default TeaserSlider;
