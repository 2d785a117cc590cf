import { selectLoyaltyVariant } from "../../domain/loyalty/selectors";
import { selectCustomer } from "../../domain/session/selectors";
import type { BlockProps } from "../content/kit";
import { useSelector } from "../state/context";
import { LoyaltyLinkButton } from "./Buttons";

/** The CMS block "loyalty link button" (document 1 §2): for a customer whose card is not linked. */
const LinkButtonBlock = (_: BlockProps) => {
  const customer = useSelector(selectCustomer);
  const variant = useSelector(selectLoyaltyVariant);
  if (customer === null || variant === "referenced") return null;
  return <LoyaltyLinkButton />;
};
export default LinkButtonBlock;
