import { ImageProps } from "../../../domain/content/blocks";
import { type BlockProps, useBlockProps, usePageFacts } from "../kit";

/** The page's first image is above the fold: eager and high priority; every other one lazy. */
const Image = ({ block }: BlockProps) => {
  const props = useBlockProps(ImageProps, block);
  const { eagerImageId } = usePageFacts();
  if (props === null) return null;
  const eager = block.id === eagerImageId;
  const img = (
    <img
      className="cms-image__img"
      src={props.src}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
  return (
    <figure className="cms-image">
      {img}
      {props.caption && <figcaption className="cms-image__caption">{props.caption}</figcaption>}
    </figure>
  );
};
export default Image;
