import { useT } from "../state/context";

const Star = ({ filled }: { readonly filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
);

/** A store's "Mein Markt" toggle (the profile's favourite stores and the store finder). */
export const FavouriteStoreToggle = ({
  name,
  on,
  busy,
  onToggle,
}: {
  readonly name: string;
  readonly on: boolean;
  readonly busy: boolean;
  readonly onToggle: () => void;
}) => {
  const t = useT();
  return (
    <button
      type="button"
      className="btn btn--secondary btn--small fav-store__toggle"
      aria-pressed={on}
      aria-label={t("favourites.stores.toggle", { name })}
      disabled={busy}
      onClick={onToggle}
    >
      <Star filled={on} />
      <span>{t("favourites.stores.myStore")}</span>
    </button>
  );
};
