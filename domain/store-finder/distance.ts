import type { Position } from "../cart/model";

/** Distance in km between two positions (equirectangular: exact enough within a region). */
export const distanceKm = (a: Position, b: Position): number => {
  const x = ((b.lng - a.lng) * Math.PI * Math.cos(((a.lat + b.lat) * Math.PI) / 360)) / 180;
  const y = ((b.lat - a.lat) * Math.PI) / 180;
  return Math.sqrt(x * x + y * y) * 6371;
};

/** "1,2 km" under 10 km, whole km above (the store finder's distance label). */
export const formatDistance = (km: number): string =>
  km < 10 ? `${(Math.round(km * 10) / 10).toFixed(1).replace(".", ",")} km` : `${Math.round(km)} km`;
