import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { Prediction } from "../../domain/api/distribution";
import { useDispatch, useSelector, useT } from "../state/context";

/** Typing pauses this long before the address search runs (a component timer, not a domain one). */
const ADDRESS_SEARCH_DEBOUNCE_MS = 250;
const MIN_QUERY = 2;

/**
 * The address field as an ARIA combobox: typing searches (SearchAddress, debounced), the
 * predictions are a listbox; ArrowDown/ArrowUp move, Enter picks, Escape closes the list.
 */
export const AddressAutocomplete = ({
  label,
  hint,
  onPick,
}: {
  readonly label: string;
  readonly hint: string;
  readonly onPick: (p: Prediction) => void;
}) => {
  const t = useT();
  const dispatch = useDispatch();
  const search = useSelector((s) => s.cart.addressSearch);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const trimmed = text.trim();
  const predictions: ReadonlyArray<Prediction> =
    trimmed.length >= MIN_QUERY && search.query === trimmed ? search.predictions : [];
  const expanded = open && predictions.length > 0;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    if (timer.current) clearTimeout(timer.current);
    const q = value.trim();
    if (q.length < MIN_QUERY) return;
    timer.current = setTimeout(
      () => dispatch({ _tag: "SearchAddress", query: q }),
      ADDRESS_SEARCH_DEBOUNCE_MS,
    );
  };

  const pick = (p: Prediction) => {
    setText(p.description);
    setOpen(false);
    setActive(-1);
    onPick(p);
  };

  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      if (!expanded) setOpen(true);
      setActive((i) => (predictions.length === 0 ? -1 : (i + 1) % predictions.length));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (predictions.length === 0 ? -1 : i <= 0 ? predictions.length - 1 : i - 1));
    } else if (e.key === "Enter") {
      const p = predictions[active];
      if (expanded && p) {
        e.preventDefault();
        pick(p);
      }
    } else if (e.key === "Escape" && expanded) {
      // Closes the list only, not the dialog around it.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (i: number) => `${listId}-o${i}`;
  return (
    <div className="combo">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        id={inputId}
        className="field__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={hintId}
        autoComplete="off"
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={keyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        data-testid="address-search"
      />
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t("cart.service.suggestions")}
        className="combo__list"
        hidden={!expanded}
      >
        {predictions.map((p, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
          // biome-ignore lint/a11y/useFocusableInteractive: options are not focused; the input points at them (aria-activedescendant)
          <div
            key={p.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`combo__option${i === active ? " is-active" : ""}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(p)}
            data-testid="address-prediction"
          >
            <span className="combo__primary">{p.primaryPart}</span>{" "}
            <span className="combo__secondary">{p.secondaryPart}</span>
          </div>
        ))}
      </div>
    </div>
  );
};
