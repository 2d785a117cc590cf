import { selectCustomer } from "../../domain/session/selectors";
import type { BlockProps } from "../content/kit";
import { useSelector } from "../state/context";
import { LoyaltyLoginButton } from "./Buttons";

/** The CMS block "loyalty login button" (document 1 §2): for a visitor who is not logged in. */
const LoginButtonBlock = (_: BlockProps) => {
  const customer = useSelector(selectCustomer);
  if (customer !== null) return null;
  return <LoyaltyLoginButton />;
};
export default LoginButtonBlock;
