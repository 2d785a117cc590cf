import { type ComponentType, createContext } from "react";
import type { Product } from "../../domain/discovery/product";

/*
 * The slot apart from the placeholder that fills it: the cart provides its control from the first
 * paint on, and the placeholder (./ProductActions) comes with the lazy screens that show products.
 */

export interface ProductActionsProps {
  readonly product: Product;
  readonly variant: "tile" | "detail" | "quickView";
}

/**
 * EXTENSION POINT for the cart issue: provide the real add-to-cart control (quantity stepper,
 * AddItem command) with <ProductActionsProvider value={CartProductActions}>. Until then every tile,
 * the quick view and the detail page show the placeholder: a disabled button with its reason, and
 * only when featureCartCheckout is on. There is no fake cart.
 */
export const ProductActionsContext = createContext<ComponentType<ProductActionsProps> | null>(null);
export const ProductActionsProvider = ProductActionsContext.Provider;
