import { TeaserProps } from "../../../domain/content/blocks";
import { ShopLink } from "../../routing/ShopLink";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth, usePageFacts } from "../kit";

const Teaser = ({ block }: BlockProps) => {
  const props = useBlockProps(TeaserProps, block);
  const { eagerImageId } = usePageFacts();
  const Title = headingTag(useHeadingDepth());
  if (props === null) return null;
  const eager = block.id === eagerImageId;
  const { width, height } = props.image;
  return (
    <article className={`cms-teaser cms-teaser--${props.layout ?? "vertical"}`}>
      <div className="cms-teaser__media">
        <img
          src={props.image.src}
          alt={props.image.alt}
          width={width}
          height={height}
          // The stylesheet's 4:3 stands in only for an image of unknown size.
          style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
        />
      </div>
      <div className="cms-teaser__body">
        <Title className="cms-teaser__title">{props.title}</Title>
        <p className="cms-teaser__text">{props.text}</p>
        <ShopLink href={props.link.href} external={props.link.external} className="cms-teaser__link">
          {props.link.label}
          <span className="cms-teaser__arrow" aria-hidden="true">
            →
          </span>
        </ShopLink>
      </div>
    </article>
  );
};
export default Teaser;
