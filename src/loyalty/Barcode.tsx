import { barRuns, EAN13_MODULES, ean13Modules } from "../../domain/loyalty/rules/ean13";

/** Quiet zones either side (modules) and the bars' height (modules). */
const QUIET = 9;
const HEIGHT = 50;

/**
 * The loyalty card's barcode: an EAN-13 drawn by the shop itself as SVG (no image service). A
 * number that is not a valid EAN-13 has no barcode; the number is still shown as text by the card.
 */
export const Barcode = ({ code, label }: { readonly code: string; readonly label: string }) => {
  const modules = ean13Modules(code);
  if (modules === null) return null;
  const width = EAN13_MODULES + 2 * QUIET;
  return (
    <svg
      className="loyalty-barcode"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-label={label}
      data-testid="loyalty-barcode"
      preserveAspectRatio="none"
    >
      <rect width={width} height={HEIGHT} fill="#ffffff" />
      {barRuns(modules).map(([x, w]) => (
        <rect key={x} x={x + QUIET} y={0} width={w} height={HEIGHT} fill="#000000" />
      ))}
    </svg>
  );
};
