import { cartCountText, selectCartCount, selectCartLineCount } from "../../domain/cart/count";
import { useSelector } from "../state/context";
import { selectMessages } from "../state/selectors";

/** The cart's size in the one wording of badge, menu and headings ("8 Artikel in 2 Positionen"). */
export const useCartCountText = (): string => {
  const messages = useSelector(selectMessages);
  return cartCountText(messages, useSelector(selectCartCount), useSelector(selectCartLineCount));
};
