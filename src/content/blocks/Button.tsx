import { ButtonProps } from "../../../domain/content/blocks";
import { PROBLEM_REPORT_HREF } from "../../../domain/problem-report/model";
import { ProblemReportButton } from "../../problem-report/ProblemReportButton";
import { ShopLink } from "../../routing/ShopLink";
import { type BlockProps, useBlockProps } from "../kit";

const Button = ({ block }: BlockProps) => {
  const props = useBlockProps(ButtonProps, block);
  if (props === null) return null;
  if (props.href === PROBLEM_REPORT_HREF)
    return (
      <p className="cms-button">
        <ProblemReportButton origin="content" className={`btn btn--${props.variant ?? "primary"}`} />
      </p>
    );
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
