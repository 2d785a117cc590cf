import {
  type KeyboardEvent,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

import { discoveryLinks } from "../../domain/discovery/links";
import {
  flyoutDecision,
  flyoutSearchCommands,
  normaliseTerm,
  SEARCH_DEBOUNCE_MS,
} from "../../domain/search/rules";
import { selectSearchTerm } from "../../domain/search/selectors";
import type { ClientRuntimeConfig } from "../../domain/tenant/config";
import { useDispatch, useSelector } from "../state/context";
import { selectLocationVersion } from "../state/selectors";
import { type EarlyInput, SearchForm } from "./SearchForm";

/** The results panel is its own chunk, loaded when the shopper first focuses the search. */
const FlyoutPanel = lazy(() => import("./FlyoutPanel"));

/**
 * The header search: a labelled search form. Each keystroke dispatches SetSearchTerm at once; the
 * search itself (RunFlyoutSearch and the per-type fetches) is dispatched 500 ms after the last
 * keystroke (document 1 §5), here in the UI, so no handler waits on a timer. Enter opens the
 * results page; Escape closes the flyout; ArrowDown moves into the suggestions.
 */
export const SearchBox = ({
  config,
  early,
}: {
  readonly config: ClientRuntimeConfig;
  readonly early?: RefObject<EarlyInput>;
}) => {
  const dispatch = useDispatch();
  const stateTerm = useSelector(selectSearchTerm);
  const version = useSelector(selectLocationVersion);
  // What was typed into the stand-in field while this chunk loaded (HeaderSearch); the mount effect
  // takes over whatever arrived after this first render too.
  const [value, setValue] = useState(() => early?.current.value || stateTerm);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const panelId = useId();

  // Terms this field dispatched while typing: the state catches up with them one command at a
  // time, and adopting such an echo would overwrite what was typed since (a lost keystroke).
  const echoes = useRef(new Set<string>());
  const typed = useRef(value);
  typed.current = value;
  // The state's term moves without typing (the results page sets it, leaving it resets it). Only a
  // move counts: the term the box mounted with is already in its value (or the stand-in's text is).
  const seenTerm = useRef(stateTerm);
  useEffect(() => {
    if (stateTerm === seenTerm.current) return;
    seenTerm.current = stateTerm;
    if (echoes.current.has(stateTerm)) {
      if (stateTerm === typed.current) echoes.current.clear();
      return;
    }
    setValue((v) => (normaliseTerm(v) === normaliseTerm(stateTerm) ? v : stateTerm));
  }, [stateTerm]);
  // A navigation closes the flyout (a change of the version, not the one the box mounted with: the
  // take-over below may already have opened it).
  const shownVersion = useRef(version);
  useEffect(() => {
    if (version === shownVersion.current) return;
    shownVersion.current = version;
    setOpen(false);
  }, [version]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const schedule = (term: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      for (const command of flyoutSearchCommands(term, config)) dispatch(command);
    }, SEARCH_DEBOUNCE_MS);
  };

  const onChange = (term: string) => {
    echoes.current.add(term);
    setValue(term);
    setOpen(true);
    dispatch({ _tag: "SetSearchTerm", term });
    schedule(term);
  };

  // Once: what the stand-in field carried over. A layout effect runs in the same task as the commit
  // that removed the stand-in: with a passive effect, text typed in between (the focus had gone to
  // the page with the removed field, and the box did not have it yet) was lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useLayoutEffect(() => {
    const carried = early?.current;
    if (carried === undefined) return;
    const focusFree = document.activeElement === null || document.activeElement === document.body;
    if (carried.focused && focusFree) input.current?.focus();
    if (carried.value !== "") onChange(carried.value);
    if (carried.submitted) submit(carried.value);
  }, []);

  const submit = (typedTerm: string = value) => {
    const term = normaliseTerm(typedTerm);
    if (flyoutDecision(term, "") === "tooShort" || term === "") return;
    if (timer.current) clearTimeout(timer.current);
    setOpen(false);
    dispatch({ _tag: "Navigate", to: discoveryLinks(config).search(term) });
  };

  const close = () => {
    setOpen(false);
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      close();
      return;
    }
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const links = [...(root.current?.querySelectorAll<HTMLAnchorElement>(".flyout a[href]") ?? [])];
    if (links.length === 0) return;
    e.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === "ArrowDown") links[at < 0 ? 0 : Math.min(at + 1, links.length - 1)]?.focus();
    else if (at <= 0) input.current?.focus();
    else links[at - 1]?.focus();
  };

  const showPanel = open && normaliseTerm(value) !== "";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard delegation for the input and its suggestions (Escape, arrows)
    <div
      ref={root}
      className="search-box"
      onKeyDown={onKeyDown}
      onFocus={() => setLoaded(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <SearchForm
        inputRef={input}
        inputId={inputId}
        value={value}
        controls={showPanel ? panelId : undefined}
        onChange={onChange}
        onFocus={() => setOpen(true)}
        onSubmit={() => submit()}
      />
      {loaded && (
        <Suspense fallback={null}>
          <FlyoutPanel id={panelId} open={showPanel} typed={value} onClose={close} />
        </Suspense>
      )}
    </div>
  );
};
