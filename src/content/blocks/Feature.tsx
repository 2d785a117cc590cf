import "../../styles/layout-blocks.css";
import { FeatureProps } from "../../../domain/content/layoutBlocks";
import { ShopLink } from "../../routing/ShopLink";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../kit";
import { FeatureIcon } from "./FeatureIcon";

/** One advantage of the shop: icon, title, text and maybe a link to more. */
const Feature = ({ block }: BlockProps) => {
  const props = useBlockProps(FeatureProps, block);
  const Title = headingTag(useHeadingDepth());
  if (props === null) return null;
  return (
    <div className="cms-feature" data-testid="cms-feature">
      <FeatureIcon icon={props.icon} />
      <Title className="cms-feature__title">{props.title}</Title>
      <p className="cms-feature__text">{props.text}</p>
      {props.link && (
        <ShopLink href={props.link.href} external={props.link.external} className="cms-feature__link">
          {props.link.label}
        </ShopLink>
      )}
    </div>
  );
};
export default Feature;
