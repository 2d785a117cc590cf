import { useRoutePath } from "../routing/useRoutePath";

/**
 * The cart page's path from the route table ("/warenkorb" for the demo tenant). Its own module:
 * the header's cart badge needs it in the first load, and nothing else of ./hooks.
 */
export const useCartPath = (): string => useRoutePath("cart");
