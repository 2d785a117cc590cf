import { lazy, Suspense, useId, useRef } from "react";
import { useSelector } from "../state/context";
import { selectRuntimeConfig } from "../state/selectors";
import { SearchForm } from "./SearchForm";

/** The search box and its rules load right after the first paint, not as part of it. */
const SearchBox = lazy(() => import("./SearchBox").then((m) => ({ default: m.SearchBox })));

/**
 * The header search. Until the search box's chunk arrives, the same form stands in with a plain
 * field; the box takes over what was typed there and the focus, so no keystroke is lost.
 */
export const HeaderSearch = () => {
  const config = useSelector(selectRuntimeConfig);
  const early = useRef<HTMLInputElement>(null);
  const inputId = useId();
  if (config === null || !config.featureSearch) return null;
  return (
    <Suspense
      fallback={
        <div className="search-box">
          <SearchForm inputRef={early} inputId={inputId} onSubmit={() => {}} />
        </div>
      }
    >
      <SearchBox config={config} early={early} />
    </Suspense>
  );
};
