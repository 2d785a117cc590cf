import { selectDeliveryPass, selectHasDeliveryPass } from "../../domain/delivery-pass/selectors";
import { useSelector } from "../state/context";

/**
 * The delivery pass as the screens show it: the offer, the customer's pass and its state, and
 * whether the shopper has the pass (document 2 §4: valid, or a pass line item in the cart).
 */
export const useDeliveryPass = () => {
  const state = useSelector(selectDeliveryPass);
  const has = useSelector(selectHasDeliveryPass);
  const inCart = useSelector((s) => s.cart.cart?.deliveryPassLineItem ?? null);
  return { ...state, valid: state.passState === "valid", has, inCart };
};
