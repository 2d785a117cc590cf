import { isValidEan13 } from "../../account/rules/registration";

const L = [
  "0001101",
  "0011001",
  "0010011",
  "0111101",
  "0100011",
  "0110001",
  "0101111",
  "0111011",
  "0110111",
  "0001011",
];
const G = [
  "0100111",
  "0110011",
  "0011011",
  "0100001",
  "0011101",
  "0111001",
  "0000101",
  "0010001",
  "0001001",
  "0010111",
];
const R = [
  "1110010",
  "1100110",
  "1101100",
  "1000010",
  "1011100",
  "1001110",
  "1010000",
  "1000100",
  "1001000",
  "1110100",
];
/** The first digit chooses the L/G parity of the left half's six digits. */
const PARITY = [
  "LLLLLL",
  "LLGLGG",
  "LLGGLG",
  "LLGGGL",
  "LGLLGG",
  "LGGLLG",
  "LGGGLL",
  "LGLGLG",
  "LGLGGL",
  "LGGLGL",
];

/** An EAN-13 symbol is 95 modules wide: guard, six digits, centre guard, six digits, guard. */
export const EAN13_MODULES = 95;

/**
 * The modules of an EAN-13 barcode ("1" a bar, "0" a space), for the loyalty card's barcode image
 * rendered by the shop itself; null for a number that is not a valid EAN-13 (document 1 §5: the
 * card number is exactly 13 digits, EAN-13).
 */
export const ean13Modules = (code: string): string | null => {
  if (!isValidEan13(code)) return null;
  const d = [...code].map(Number);
  const parity = PARITY[d[0] as number] as string;
  let left = "";
  for (let i = 0; i < 6; i++) {
    const digit = d[i + 1] as number;
    left += (parity[i] === "L" ? L : G)[digit];
  }
  const right = d
    .slice(7)
    .map((x) => R[x])
    .join("");
  return `101${left}01010${right}101`;
};

/** The bars as runs: [start module, width] of every bar, for drawing rectangles. */
export const barRuns = (modules: string): ReadonlyArray<readonly [number, number]> => {
  const runs: Array<readonly [number, number]> = [];
  let start = -1;
  for (let i = 0; i <= modules.length; i++) {
    if (modules[i] === "1") {
      if (start < 0) start = i;
    } else if (start >= 0) {
      runs.push([start, i - start]);
      start = -1;
    }
  }
  return runs;
};
