import { useId, useMemo, useState } from "react";
import type { DeliveryWindow } from "../../domain/cart/model";
import type { CartState } from "../../domain/cart/state";
import { useSelector, useT } from "../state/context";
import { selectDisplayLocale } from "../state/selectors";

/** The demo tenant's windows are local times of the shop's region. */
const SHOP_TIME_ZONE = "Europe/Berlin";

export interface WindowFormat {
  readonly dayKey: (iso: string) => string;
  readonly day: (iso: string) => string;
  readonly shortDay: (iso: string) => string;
  readonly time: (w: Pick<DeliveryWindow, "start" | "end">) => string;
  /** One moment's time of day ("15:00"). */
  readonly clock: (iso: string) => string;
}

export const useWindowFormat = (): WindowFormat => {
  const locale = useSelector(selectDisplayLocale);
  return useMemo(() => {
    const key = new Intl.DateTimeFormat("en-CA", {
      timeZone: SHOP_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const day = new Intl.DateTimeFormat(locale, {
      timeZone: SHOP_TIME_ZONE,
      weekday: "long",
      day: "numeric",
      month: "long",
    });
    const shortDay = new Intl.DateTimeFormat(locale, {
      timeZone: SHOP_TIME_ZONE,
      weekday: "short",
      day: "2-digit",
      month: "2-digit",
    });
    const time = new Intl.DateTimeFormat(locale, {
      timeZone: SHOP_TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
    });
    return {
      dayKey: (iso) => key.format(new Date(iso)),
      day: (iso) => day.format(new Date(iso)),
      shortDay: (iso) => shortDay.format(new Date(iso)),
      time: (w) => `${time.format(new Date(w.start))}–${time.format(new Date(w.end))}`,
      clock: (iso) => time.format(new Date(iso)),
    };
  }, [locale]);
};

interface Day {
  readonly key: string;
  readonly windows: ReadonlyArray<DeliveryWindow>;
}

const groupByDay = (list: ReadonlyArray<DeliveryWindow>, f: WindowFormat): ReadonlyArray<Day> => {
  const days = new Map<string, DeliveryWindow[]>();
  for (const w of [...list].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))) {
    const k = f.dayKey(w.start);
    const day = days.get(k);
    if (day) day.push(w);
    else days.set(k, [w]);
  }
  return [...days].map(([key, windows]) => ({ key, windows }));
};

/**
 * Delivery windows: the earliest free window, then the windows grouped by day (a day row, then the
 * chosen day's windows). Full windows are disabled; the cart's window is marked.
 */
export const DeliveryWindowPicker = ({
  windows,
  selectedId,
  onChoose,
  onRetry,
}: {
  readonly windows: CartState["windows"];
  readonly selectedId: string | null;
  readonly onChoose: (id: string) => void;
  readonly onRetry: () => void;
}) => {
  const t = useT();
  const f = useWindowFormat();
  const headingId = useId();
  const days = useMemo(() => groupByDay(windows.list, f), [windows.list, f]);
  const selected = windows.list.find((w) => w.id === selectedId) ?? null;
  const initialDay =
    (selected && f.dayKey(selected.start)) ??
    (windows.earliest && f.dayKey(windows.earliest.start)) ??
    days[0]?.key ??
    null;
  const [dayChoice, setDayChoice] = useState<string | null>(null);
  const dayKey = days.some((d) => d.key === dayChoice) ? dayChoice : initialDay;
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  return (
    <section className="windows" aria-labelledby={headingId} data-testid="window-picker">
      <h3 id={headingId} className="windows__title">
        {t("cart.windows.title")}
      </h3>
      {windows.status === "loading" && windows.list.length === 0 && (
        <p className="windows__status" aria-busy="true">
          {t("common.loading")}
        </p>
      )}
      {windows.status === "error" && (
        <p className="windows__status" role="alert">
          {t("cart.windows.failed")}{" "}
          <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
            {t("common.retry")}
          </button>
        </p>
      )}
      {windows.status === "ready" && windows.list.length === 0 && (
        <p className="windows__status">{t("cart.windows.none")}</p>
      )}
      {windows.earliest !== null && (
        <div className="windows__earliest" data-testid="earliest-window">
          <p>
            <span className="windows__label">{t("cart.windows.earliest")}</span>{" "}
            <strong>
              {f.day(windows.earliest.start)},{" "}
              {t("cart.windows.clockTime", { time: f.time(windows.earliest) })}
            </strong>
          </p>
          {windows.earliest.id !== selectedId && (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => windows.earliest && onChoose(windows.earliest.id)}
            >
              {t("cart.windows.chooseEarliest")}
            </button>
          )}
        </div>
      )}
      {days.length > 0 && (
        <>
          <ul className="windows__days" aria-label={t("cart.windows.days")}>
            {days.map((d) => {
              const first = d.windows[0];
              if (!first) return null;
              const free = d.windows.some((w) => w.remaining > 0);
              return (
                <li key={d.key}>
                  <button
                    type="button"
                    className="windows__day"
                    aria-pressed={d.key === day?.key}
                    onClick={() => setDayChoice(d.key)}
                    data-testid="window-day"
                  >
                    <span>{f.shortDay(first.start)}</span>
                    {!free && <span className="windows__day-full">{t("cart.windows.full")}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          {day?.windows[0] && (
            <fieldset className="windows__slots">
              <legend className="windows__slots-legend">{f.day(day.windows[0].start)}</legend>
              <ul className="windows__list">
                {day.windows.map((w) => {
                  const full = w.remaining === 0;
                  const isSelected = w.id === selectedId;
                  return (
                    <li key={w.id}>
                      <button
                        type="button"
                        className={`windows__slot${isSelected ? " is-selected" : ""}`}
                        aria-pressed={isSelected}
                        disabled={full}
                        onClick={() => onChoose(w.id)}
                        data-testid="window-slot"
                        data-window-id={w.id}
                      >
                        <span className="windows__time">
                          {t("cart.windows.clockTime", { time: f.time(w) })}
                        </span>
                        <span className="windows__state">
                          {full
                            ? t("cart.windows.full")
                            : isSelected
                              ? t("cart.windows.selected")
                              : t("cart.windows.free")}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
        </>
      )}
    </section>
  );
};
