import { useMemo } from "react";
import { DEFAULT_CURRENCY, formatPrice } from "../../domain/discovery/format";
import { selectDisplayLocale, selectRuntimeConfig } from "../../domain/shell/selectors";
import { useSelector } from "../state/context";

/** Dates and money of the customer's orders in the tenant's locale and currency (shop time: Berlin). */
export const useOrderFormat = () => {
  const config = useSelector(selectRuntimeConfig);
  const locale = useSelector(selectDisplayLocale);
  const currency = config?.currency ?? DEFAULT_CURRENCY;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, {
      timeZone: "Europe/Berlin",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    });
    return {
      date: (iso: string) => date.format(new Date(iso)),
      money: (cents: number) => formatPrice(cents, locale, currency),
    };
  }, [locale, currency]);
};
