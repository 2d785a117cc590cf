import { useSelector, useT } from "../state/context";
import { selectOnline } from "../state/selectors";

/** Persistent while the browser is offline; the refused navigation's notification says the same once. */
export const OfflineBanner = () => {
  const t = useT();
  const online = useSelector(selectOnline);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="12" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <span>{t("internet.offline")}</span>
    </div>
  );
};
