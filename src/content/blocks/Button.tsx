import { ButtonProps } from "../../../domain/content/blocks";
import { ShopLink } from "../../routing/ShopLink";
import { type BlockProps, useBlockProps } from "../kit";

const Button = ({ block }: BlockProps) => {
  const props = useBlockProps(ButtonProps, block);
  if (props === null) return null;
  return (
    <p className="cms-button">
      <ShopLink
        href={props.href}
        external={props.external}
        className={`btn btn--${props.variant ?? "primary"}`}
      >
        {props.label}
      </ShopLink>
    </p>
  );
};
export default Button;
