import { lazy, type ReactNode, Suspense } from "react";
import { selectRuntimeConfig } from "../../domain/shell/selectors";
import type { TenantState } from "../../domain/shell/state";
import { lazyChunk } from "../app/chunks";
import { type ProductActionsProps, ProductActionsProvider } from "../discovery/productActionsSlot";
import { useSelector, useT } from "../state/context";

/** Every cart surface beyond the header badge is its own lazy chunk, fetched when first shown. */
const SideCart = lazy(() => import("./SideCart"));
const ServiceSelectionDialog = lazy(() => import("./ServiceSelectionDialog"));
const ProductSlideIn = lazy(() => import("./ProductSlideIn"));
const MergeDialog = lazy(() => import("./MergeDialog"));
const LazyProductActions = lazyChunk("CartProductActions", () => import("./CartProductActions"));

/** While the add-to-cart chunk loads: the same button, disabled, so nothing jumps. */
const ActionsFallback = ({ variant }: ProductActionsProps) => {
  const t = useT();
  return (
    <div className={`product-actions product-actions--${variant}`}>
      <button type="button" className="btn btn--primary product-actions__add" disabled>
        {t("discovery.addToCart")}
      </button>
    </div>
  );
};

const CartProductActionsSlot = (props: ProductActionsProps) => (
  <Suspense fallback={<ActionsFallback {...props} />}>
    <LazyProductActions {...props} />
  </Suspense>
);

const selectCartOn = (s: { readonly tenant: TenantState }) =>
  selectRuntimeConfig(s)?.featureCartCheckout ?? false;

/** Provides the real add-to-cart control to every product tile, quick view and detail page. */
export const CartFeature = ({ children }: { readonly children: ReactNode }) => {
  const on = useSelector(selectCartOn);
  return on ? (
    <ProductActionsProvider value={CartProductActionsSlot}>{children}</ProductActionsProvider>
  ) : (
    children
  );
};

/** The side cart, the service-selection prompt, the product slide-in and the merge dialog, each mounted while the state asks for it. */
export const CartOverlays = () => {
  const on = useSelector(selectCartOn);
  const sideCartOpen = useSelector((s) => s.cart.sideCartOpen);
  const prompt = useSelector((s) => s.cart.prompt !== null);
  const slideIn = useSelector((s) => s.cart.lastAdd !== null);
  const merge = useSelector((s) => s.cart.merge !== null);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      {sideCartOpen && <SideCart />}
      {prompt && <ServiceSelectionDialog />}
      {slideIn && !prompt && !merge && <ProductSlideIn />}
      {merge && !prompt && <MergeDialog />}
    </Suspense>
  );
};
