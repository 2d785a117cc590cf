import { Suspense } from "react";
import { favouritesOn } from "../../domain/favourites/rules/flags";
import { selectRuntimeConfig } from "../../domain/shell/selectors";
import { lazyChunk } from "../app/chunks";
import { useSelector } from "../state/context";
import type { FavouriteSlotProps } from "./slotProps";

/** The heart itself is its own chunk: discovery's tiles carry only this slot. */
const FavouriteToggle = lazyChunk("FavouriteToggle", () => import("./FavouriteToggle"));

/** The favourite heart of a tile or the product page, only when favourites and discovery are on. */
export const FavouriteSlot = (props: FavouriteSlotProps) => {
  const on = useSelector((s) => favouritesOn(selectRuntimeConfig(s)));
  if (!on) return null;
  return (
    <Suspense fallback={<span className={`fav-heart fav-heart--${props.variant} fav-heart--pending`} />}>
      <FavouriteToggle {...props} />
    </Suspense>
  );
};
