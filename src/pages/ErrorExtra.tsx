import { type ComponentType, Suspense } from "react";
import { PRODUCT_NOT_FOUND_SLIDER } from "../../domain/content/errorData";
import { lazyChunk } from "../app/chunks";
import { useSelector } from "../state/context";
import { selectLocation, selectPages } from "../state/selectors";

/** The components an error's data may name, each its own chunk (only a 404 that names it loads it). */
const extras: Readonly<Record<string, ComponentType>> = {
  [PRODUCT_NOT_FOUND_SLIDER]: lazyChunk(
    "ProductNotFoundSlider",
    () => import("../discovery/ProductNotFoundSlider"),
  ),
};

/** The extra component the current path's 404 names, below the CMS error page (document 1 §2). */
export const ErrorExtra = () => {
  const location = useSelector(selectLocation);
  const entry = useSelector(selectPages)[location.path];
  const name = entry?.status === "missing" ? entry.extra?.component : undefined;
  const Extra = name === undefined ? undefined : extras[name];
  if (Extra === undefined) return null;
  return (
    <Suspense fallback={null}>
      <Extra />
    </Suspense>
  );
};
