import { ImageSliderProps } from "../../../domain/content/layoutBlocks";
import { type BlockProps, useBlockProps, usePageFacts } from "../kit";
import { Carousel } from "./Carousel";
import { ResponsiveImg } from "./ResponsiveImg";

/** Pictures one at a time (Carousel); the first loads eagerly when the slider opens the page. */
const ImageSlider = ({ block }: BlockProps) => {
  const props = useBlockProps(ImageSliderProps, block);
  const { eagerImageId } = usePageFacts();
  if (props === null) return null;
  return (
    <Carousel
      label={props.label}
      testId="image-slider"
      slides={props.slides.map((slide, i) => (
        <figure key={slide.image.src} className="cms-slide-figure">
          <ResponsiveImg
            image={slide.image}
            className="cms-slide-figure__img"
            eager={i === 0 && block.id === eagerImageId}
          />
          {slide.caption && <figcaption className="cms-image__caption">{slide.caption}</figcaption>}
        </figure>
      ))}
    />
  );
};
export default ImageSlider;
