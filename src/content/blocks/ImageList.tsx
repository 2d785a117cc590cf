import "../../styles/layout-blocks.css";
import { ImageListProps } from "../../../domain/content/layoutBlocks";
import { ShopLink } from "../../routing/ShopLink";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../kit";
import { ResponsiveImg } from "./ResponsiveImg";

/** A grid of pictures (2 to 4 per row on wide screens, 2 on phones), each maybe captioned and linked. */
const ImageList = ({ block }: BlockProps) => {
  const props = useBlockProps(ImageListProps, block);
  const Title = headingTag(useHeadingDepth());
  if (props === null) return null;
  return (
    <div className="cms-image-list" data-testid="image-list">
      {props.title && <Title className="cms-image-list__title">{props.title}</Title>}
      <ul className={`cms-image-list__grid cms-image-list__grid--${props.columns ?? 3}`}>
        {props.images.map((entry) => {
          const figure = (
            <figure className="cms-image-list__figure">
              <ResponsiveImg image={entry.image} className="cms-image-list__img" />
              {entry.caption && <figcaption className="cms-image__caption">{entry.caption}</figcaption>}
            </figure>
          );
          return (
            <li key={entry.image.src}>
              {entry.link ? (
                <ShopLink
                  href={entry.link.href}
                  external={entry.link.external}
                  className="cms-image-list__link"
                >
                  {figure}
                </ShopLink>
              ) : (
                figure
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
export default ImageList;
