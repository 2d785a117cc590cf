import type { AppState } from "../state";
import type { RecordedEntry } from "./format";

type PortEntry = Extract<RecordedEntry, { kind: "port" }>;

/**
 * Rules that say what a server answer must be, given its request (issue 19 #3): a server bug is an
 * input to re-execution, so nothing else notices when the answer contradicts the request. Each
 * broken rule is a sentence for the report's warnings.
 */
const rules: Readonly<Record<string, (request: unknown, answer: unknown, before: AppState) => string[]>> = {
  // POST /api/carts/items (document 2): mode "set" makes the line `quantity` (0 removes it); mode
  // "add" (the default) grows it by `quantity`. Capping at maxQuantity is the answer's own outcome.
  "carts.addItem": (request, answer, before) => {
    const body = (request as { body?: { sku?: unknown; quantity?: unknown; mode?: unknown } }).body;
    const a = answer as {
      sku?: unknown;
      quantity?: unknown;
      outcome?: unknown;
      cartDTO?: { productLineItems?: ReadonlyArray<{ articleId: string; quantity: number }> };
    };
    if (typeof body?.sku !== "string" || typeof body.quantity !== "number" || typeof a?.quantity !== "number")
      return [];
    if (a.outcome !== "added" && a.outcome !== "removed") return [];
    const sku = body.sku;
    const mode = body.mode === "set" ? "set" : "add";
    const had = before.cart.cart?.productLineItems.find((l) => l.articleId === sku)?.quantity ?? 0;
    const expected = mode === "set" ? body.quantity : had + body.quantity;
    const out: string[] = [];
    if (a.quantity !== expected)
      out.push(
        `carts.addItem answer contradicts its request: mode ${mode} of ${body.quantity} × ${sku}${mode === "add" ? ` (line had ${had})` : ""} should leave ${expected}, the answer says ${a.quantity}`,
      );
    const line = a.cartDTO?.productLineItems?.find((l) => l.articleId === sku);
    const lineQuantity = line?.quantity ?? 0;
    if (lineQuantity !== a.quantity)
      out.push(
        `carts.addItem answer's cart has ${lineQuantity} × ${sku}, its quantity field says ${a.quantity}`,
      );
    return out;
  },
};

/** The warnings for one recorded port call (none when it failed or no rule covers it). */
export const checkAnswer = (port: PortEntry, before: AppState): string[] => {
  if (port.port !== "api" || !port.result.ok) return [];
  const rule = rules[String(port.request[0])];
  return rule === undefined ? [] : rule(port.request[1], port.result.value, before);
};
