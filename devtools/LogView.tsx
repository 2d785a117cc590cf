import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { RecordedEntry } from "../domain/app/recording/format";
import { detailOf, type Filter, KINDS, type Kind, tagOf, visibleRows } from "./model";

const ROW_HEIGHT = 24;
const OVERSCAN = 10;

interface Props {
  readonly entries: ReadonlyArray<RecordedEntry>;
  readonly startAt: number;
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  readonly onJump: (index: number) => void;
  readonly skipped: ReadonlySet<number>;
  readonly onToggleSkip: (seq: number) => void;
  readonly follow: boolean;
  /** Divergences of the last re-execution by entry seq: the headline's field, marked on the row. */
  readonly marks?: ReadonlyMap<number, string>;
}

/** Commands, events and port calls in one virtualised list, grouped by command, filterable. */
export const LogView = ({
  entries,
  startAt,
  selected,
  onSelect,
  onJump,
  skipped,
  onToggleSkip,
  follow,
  marks,
}: Props) => {
  const [kinds, setKinds] = useState<ReadonlySet<Kind>>(new Set(KINDS));
  const [tag, setTag] = useState("");
  const [text, setText] = useState("");
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggleCollapsed = (commandId: string) => {
    const next = new Set(collapsed);
    if (next.has(commandId)) next.delete(commandId);
    else next.add(commandId);
    setCollapsed(next);
  };
  const filter: Filter = useMemo(() => ({ kinds, tag, text }), [kinds, tag, text]);
  const rows = useMemo(() => visibleRows(entries, filter, collapsed), [entries, filter, collapsed]);
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(300);

  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () => setHeight(el.clientHeight || 300);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Follow the live end of the log unless the user selected something.
  useEffect(() => {
    const el = viewport.current;
    if (el && follow) el.scrollTop = rows.length * ROW_HEIGHT;
  }, [rows.length, follow]);

  const position = useMemo(() => {
    // Where the selected entry sits among the visible rows (binary search: rows are sorted).
    let lo = 0;
    let hi = rows.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = rows[mid] as number;
      if (v === selected) return mid;
      if (v < selected) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }, [rows, selected]);

  const reveal = (pos: number) => {
    const el = viewport.current;
    if (!el) return;
    const top = pos * ROW_HEIGHT;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + ROW_HEIGHT > el.scrollTop + el.clientHeight)
      el.scrollTop = top + ROW_HEIGHT - el.clientHeight;
  };

  // Opened with an entry selected (a report's deep link, &entry=): it is scrolled into view once.
  const revealed = useRef(false);
  useEffect(() => {
    if (revealed.current || follow || position < 0) return;
    revealed.current = true;
    reveal(position);
  });

  const move = (pos: number) => {
    if (rows.length === 0) return;
    const p = Math.max(0, Math.min(rows.length - 1, pos));
    onSelect(rows[p] as number);
    reveal(p);
  };

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.floor(height / ROW_HEIGHT) - 1);
    const at = position < 0 ? -1 : position;
    let handled = true;
    switch (e.key) {
      case "ArrowDown":
        move(at + 1);
        break;
      case "ArrowUp":
        move(at < 0 ? rows.length - 1 : at - 1);
        break;
      case "PageDown":
        move(at + page);
        break;
      case "PageUp":
        move(at - page);
        break;
      case "Home":
        move(0);
        break;
      case "End":
        move(rows.length - 1);
        break;
      case "Enter":
        if (selected >= 0) onJump(selected);
        break;
      case "s": {
        const entry = entries[selected];
        if (entry?.kind === "event") onToggleSkip(entry.seq);
        break;
      }
      case "c": {
        const entry = entries[selected];
        if (entry?.kind === "command") toggleCollapsed(entry.commandId);
        break;
      }
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  };

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  const items = [];
  for (let p = first; p < last; p++) {
    const index = rows[p] as number;
    const e = entries[index] as RecordedEntry;
    const isSelected = index === selected;
    const child = e.kind !== "command" && e.kind !== "load";
    const mark = marks?.get(e.seq);
    items.push(
      // Rows are options of the listbox: the keyboard works on the listbox (aria-activedescendant).
      // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the listbox
      // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox
      <div
        key={index}
        id={`dt-row-${index}`}
        role="option"
        aria-selected={isSelected}
        className={`dt-row dt-row--${e.kind}${isSelected ? " dt-row--selected" : ""}${child ? " dt-row--child" : ""}${skipped.has(e.seq) ? " dt-row--skipped" : ""}${mark !== undefined ? " dt-row--divergent" : ""}`}
        style={{ transform: `translateY(${p * ROW_HEIGHT}px)` }}
        onClick={() => onSelect(index)}
        onDoubleClick={() => onJump(index)}
        data-seq={e.seq}
      >
        <span className="dt-row__seq">{e.seq}</span>
        <span className="dt-row__time">{formatMs(e.at - startAt)}</span>
        <span className={`dt-badge dt-badge--${e.kind}`}>{e.kind}</span>
        {e.kind === "command" ? (
          // Pointer only, hidden from assistive technology: an option holds no controls of its own
          // (the listbox's "c" key folds the selected command).
          <span
            aria-hidden="true"
            className="dt-row__fold"
            title="fold the command's entries (c)"
            onClick={(ev) => {
              ev.stopPropagation();
              toggleCollapsed(e.commandId);
            }}
          >
            {collapsed.has(e.commandId) ? "▸" : "▾"}
          </span>
        ) : null}
        <span className="dt-row__tag">{tagOf(e)}</span>
        {mark !== undefined && (
          <span className="dt-row__divergence" data-testid="devtools-divergence-mark" title={mark}>
            <span aria-hidden="true">≠ </span>
            <span className="dt-sr">diverges: </span>
            {mark}
          </span>
        )}
        <span className="dt-row__detail">{detailOf(e)}</span>
        {e.kind === "event" && (
          <span
            aria-hidden="true"
            className="dt-row__skip"
            title="skip this event (s)"
            onClick={(ev) => {
              ev.stopPropagation();
              onToggleSkip(e.seq);
            }}
          >
            {skipped.has(e.seq) ? "☑" : "☐"}
          </span>
        )}
        {skipped.has(e.seq) && <span className="dt-sr"> (skipped)</span>}
      </div>,
    );
  }

  return (
    <div className="dt-log">
      <fieldset className="dt-filters">
        <legend className="dt-sr">Log filters</legend>
        {KINDS.map((k) => (
          <label key={k} className="dt-check">
            <input
              type="checkbox"
              checked={kinds.has(k)}
              onChange={() => {
                const next = new Set(kinds);
                if (next.has(k)) next.delete(k);
                else next.add(k);
                setKinds(next);
              }}
            />
            {k}
          </label>
        ))}
        <input
          className="dt-input"
          type="search"
          placeholder="tag"
          aria-label="Filter by tag"
          value={tag}
          onChange={(e) => setTag(e.target.value)}
        />
        <input
          className="dt-input dt-input--wide"
          type="search"
          placeholder="text"
          aria-label="Filter by text"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <span className="dt-muted" aria-live="polite">
          {rows.length.toLocaleString("en")} / {entries.length.toLocaleString("en")}
        </span>
      </fieldset>
      <div
        ref={viewport}
        className="dt-viewport"
        role="listbox"
        aria-label="Recorded entries (Enter: time travel, s: skip event, c: fold command)"
        tabIndex={0}
        aria-activedescendant={position >= 0 ? `dt-row-${selected}` : undefined}
        onKeyDown={onKey}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        data-testid="devtools-log"
      >
        <div className="dt-spacer" style={{ height: rows.length * ROW_HEIGHT }}>
          {items}
        </div>
        {rows.length === 0 && <p className="dt-empty">No entries match.</p>}
      </div>
    </div>
  );
};

const formatMs = (ms: number): string =>
  ms < 1000
    ? `+${ms}ms`
    : ms < 60_000
      ? `+${(ms / 1000).toFixed(1)}s`
      : `+${Math.floor(ms / 60_000)}m${Math.round((ms % 60_000) / 1000)}s`;
