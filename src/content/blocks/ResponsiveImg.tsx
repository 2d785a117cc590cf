import type { ResponsiveImage } from "../../../domain/content/layoutBlocks";
import { srcSetOf } from "../../../domain/content/layoutRules";

/** An image with its intrinsic size (no layout shift) and, where given, other widths to pick from. */
export const ResponsiveImg = ({
  image,
  className,
  eager = false,
}: {
  readonly image: ResponsiveImage;
  readonly className?: string;
  readonly eager?: boolean;
}) => (
  <img
    className={className}
    src={image.src}
    srcSet={srcSetOf(image.sources)}
    sizes={image.sources ? image.sizes : undefined}
    alt={image.alt}
    width={image.width}
    height={image.height}
    loading={eager ? "eager" : "lazy"}
    decoding="async"
  />
);
