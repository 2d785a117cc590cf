import type { Position } from "../../domain/cart/model";
import type { ListedStore } from "../../domain/store-finder/order";
import { useT } from "../state/context";

const W = 600;
const H = 360;
const PAD = 30;

/** Positions to SVG coordinates: equirectangular, longitudes shrunk by the cosine of the mean latitude. */
const projector = (points: ReadonlyArray<Position>) => {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const k = Math.cos(((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180));
  const minX = Math.min(...lngs) * k;
  const maxX = Math.max(...lngs) * k;
  const minY = Math.min(...lats);
  const maxY = Math.max(...lats);
  const scale = Math.min((W - 2 * PAD) / (maxX - minX || 1), (H - 2 * PAD) / (maxY - minY || 1));
  const offX = (W - (maxX - minX) * scale) / 2;
  const offY = (H - (maxY - minY) * scale) / 2;
  return (p: Position) => ({ x: offX + (p.lng * k - minX) * scale, y: H - offY - (p.lat - minY) * scale });
};

/**
 * The stores' positions drawn as an inline SVG: no map tiles, no third party, works offline. The
 * numbers match the list; favourites are filled; the searched place is a cross, under the stores so a
 * store at the place keeps its number readable.
 */
export const StoreMap = ({
  stores,
  favourites,
  place,
}: {
  readonly stores: ReadonlyArray<ListedStore>;
  readonly favourites: ReadonlySet<string>;
  readonly place: { readonly label: string; readonly position: Position } | null;
}) => {
  const t = useT();
  if (stores.length === 0) return null;
  const at = projector([...stores.map((s) => s.store.position), ...(place ? [place.position] : [])]);
  const p = place ? at(place.position) : null;
  return (
    <svg
      className="store-map"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby="store-map-title"
      data-testid="store-map"
    >
      <title id="store-map-title">{t("storeFinder.map")}</title>
      <rect x="0" y="0" width={W} height={H} className="store-map__ground" />
      {p && (
        <g className="store-map__place">
          <path
            d={`M${p.x - 9} ${p.y - 9}L${p.x + 9} ${p.y + 9}M${p.x + 9} ${p.y - 9}L${p.x - 9} ${p.y + 9}`}
          />
          <text x={p.x + 14} y={p.y} dy="0.35em">
            {t("storeFinder.you")}
          </text>
        </g>
      )}
      {stores.map(({ store }, i) => {
        const { x, y } = at(store.position);
        const on = favourites.has(store.storeId);
        return (
          <g key={store.storeId} className={`store-map__store${on ? " is-on" : ""}`}>
            <circle cx={x} cy={y} r="13" />
            <text x={x} y={y} dy="0.35em" textAnchor="middle">
              {i + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
};
