import { useState } from "react";
import { isDeliveryPassValid } from "../../domain/cart/rules/delivery-pass";
import { selectDeliveryPass, selectHasDeliveryPass } from "../../domain/delivery-pass/selectors";
import { useSelector } from "../state/context";

/**
 * The delivery pass as the screens show it: the offer, the customer's pass, whether it is valid
 * now and whether the shopper has the pass (document 2 §4: valid, or a pass line item in the cart).
 * "Now" is the time the screen was opened.
 */
export const useDeliveryPass = () => {
  const [now] = useState(() => Date.now());
  const state = useSelector(selectDeliveryPass);
  const has = useSelector(selectHasDeliveryPass(now));
  const inCart = useSelector((s) => s.cart.cart?.deliveryPassLineItem ?? null);
  return { ...state, valid: isDeliveryPassValid(state.pass, now), has, inCart, now };
};
