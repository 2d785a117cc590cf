import "../styles/search.css";
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import type { AppState } from "../../domain/app/state";
import { discoveryLinks } from "../../domain/discovery/links";
import {
  flyoutDecision,
  flyoutSearchCommands,
  normaliseTerm,
  SEARCH_DEBOUNCE_MS,
} from "../../domain/search/rules";
import { useDispatch, useSelector, useT } from "../state/context";
import { selectLocationVersion, selectRuntimeConfig } from "../state/selectors";

/** The results panel is its own chunk, loaded when the shopper first focuses the search. */
const FlyoutPanel = lazy(() => import("./FlyoutPanel"));

const selectTerm = (s: AppState) => s.search.term;

/**
 * The header search: a labelled search form. Each keystroke dispatches SetSearchTerm at once; the
 * search itself (RunFlyoutSearch and the per-type fetches) is dispatched 500 ms after the last
 * keystroke (document 1 §5), here in the UI, so no handler waits on a timer. Enter opens the
 * results page; Escape closes the flyout; ArrowDown moves into the suggestions.
 */
export const SearchBox = () => {
  const t = useT();
  const dispatch = useDispatch();
  const config = useSelector(selectRuntimeConfig);
  const stateTerm = useSelector(selectTerm);
  const version = useSelector(selectLocationVersion);
  const [value, setValue] = useState(stateTerm);
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
  // The state's term moves without typing (the results page sets it, leaving it resets it).
  useEffect(() => {
    if (echoes.current.has(stateTerm)) {
      if (stateTerm === typed.current) echoes.current.clear();
      return;
    }
    setValue((v) => (normaliseTerm(v) === normaliseTerm(stateTerm) ? v : stateTerm));
  }, [stateTerm]);
  // A navigation closes the flyout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger
  useEffect(() => setOpen(false), [version]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (config === null || !config.featureSearch) return null;

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

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const term = normaliseTerm(value);
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
      <search>
        <form className="search-box__form" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t("search.label")}
          </label>
          <input
            ref={input}
            id={inputId}
            className="search-box__input"
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t("search.placeholder")}
            value={value}
            aria-controls={showPanel ? panelId : undefined}
            onChange={(e) => onChange(e.target.value)}
            onFocus={() => setOpen(true)}
          />
          <button type="submit" className="search-box__submit" aria-label={t("search.submit")}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </form>
      </search>
      {loaded && (
        <Suspense fallback={null}>
          <FlyoutPanel id={panelId} open={showPanel} typed={value} onClose={close} />
        </Suspense>
      )}
    </div>
  );
};
