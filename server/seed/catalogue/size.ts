import type { NetContent } from "../../../domain/discovery/product";

export interface ParsedSize {
  /** Net content of the whole sale unit. */
  readonly net: NetContent;
  /** Parts in the sale unit: 6 for "6 x 1,5 l". */
  readonly bundleSize: number;
  /** "6 x 1,5 l" for a bundle. */
  readonly bundleInfo?: string;
  /** Content of one part (the whole unit for a single article). */
  readonly part: NetContent;
}

const UNITS: Readonly<Record<string, readonly [factor: number, unit: NetContent["unit"]]>> = {
  g: [1, "g"],
  kg: [1000, "g"],
  ml: [1, "ml"],
  l: [1000, "ml"],
  Stück: [1, "piece"],
  Bund: [1, "piece"],
  Rollen: [1, "piece"],
  WL: [1, "piece"],
};

/** Parses a pack size as written in the catalogue: "500 g", "0,7 l", "6 x 1,5 l", "10 Stück", "20 WL". */
export const parseSize = (size: string): ParsedSize => {
  const m = /^(?:(\d+) x )?(\d+(?:,\d+)?) (\S+)$/.exec(size);
  const unit = m ? UNITS[m[3] ?? ""] : undefined;
  if (!m || !unit) throw new Error(`cannot parse pack size "${size}"`);
  const count = m[1] ? Number(m[1]) : 1;
  const partValue = Math.round(Number((m[2] ?? "").replace(",", ".")) * unit[0]);
  const part: NetContent = { value: partValue, unit: unit[1] };
  return {
    net: { value: partValue * count, unit: unit[1] },
    bundleSize: count,
    ...(m[1] ? { bundleInfo: size } : {}),
    part,
  };
};
