import { lazy, Suspense, useId, useRef } from "react";
import { useSelector } from "../state/context";
import { selectRuntimeConfig } from "../state/selectors";
import { type EarlyInput, SearchForm } from "./SearchForm";

/**
 * The search box and its rules load right after the first paint, not as part of it. A bare
 * React.lazy, not a chunk hydration waits for: what is typed before it arrives is the stand-in's.
 */
const SearchBox = lazy(() => import("./SearchBox").then((m) => ({ default: m.SearchBox })));

/**
 * The header search. Until the search box's chunk arrives, the same form stands in with a plain
 * field; the box takes over what was typed there, the focus and an Enter already pressed, so no
 * keystroke is lost. The stand-in's events write a record rather than the box reading the field:
 * the field is gone by the time the box has mounted, and typing can land between the two.
 */
export const HeaderSearch = () => {
  const config = useSelector(selectRuntimeConfig);
  const field = useRef<HTMLInputElement>(null);
  const early = useRef<EarlyInput>({ value: "", focused: false, submitted: false });
  const inputId = useId();
  if (config === null || !config.featureSearch) return null;
  return (
    <Suspense
      fallback={
        <div className="search-box">
          <SearchForm
            inputRef={field}
            inputId={inputId}
            onChange={(term) => {
              early.current.value = term;
            }}
            onFocus={() => {
              early.current.focused = true;
            }}
            onBlur={() => {
              early.current.focused = false;
            }}
            onSubmit={() => {
              early.current.submitted = true;
            }}
          />
        </div>
      }
    >
      <SearchBox config={config} early={early} />
    </Suspense>
  );
};
