import "../styles/search.css";
import type { FormEvent, RefObject } from "react";
import { useT } from "../state/context";

/** What the shopper did in the stand-in field (HeaderSearch) before the search box took over. */
export interface EarlyInput {
  value: string;
  focused: boolean;
  submitted: boolean;
}

export interface SearchFormProps {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly inputId: string;
  /** Controlled by the search box; the stand-in field of the first paint leaves it uncontrolled. */
  readonly value?: string;
  readonly controls?: string;
  readonly onChange?: (term: string) => void;
  readonly onFocus?: () => void;
  readonly onBlur?: () => void;
  readonly onSubmit: () => void;
}

/** The header search form's markup: shared by the search box and the stand-in shown while it loads. */
export const SearchForm = ({
  inputRef,
  inputId,
  value,
  controls,
  onChange,
  onFocus,
  onBlur,
  onSubmit,
}: SearchFormProps) => {
  const t = useT();
  return (
    <search>
      <form
        className="search-box__form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t("search.label")}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="search-box__input"
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t("search.placeholder")}
          value={value}
          aria-controls={controls}
          onChange={onChange && ((e) => onChange(e.target.value))}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        <button type="submit" className="search-box__submit" aria-label={t("search.submit")}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
    </search>
  );
};
