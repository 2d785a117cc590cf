/**
 * An order's status as the customer's order list shows it, from its window and the time now:
 * placed until the window starts, in progress during it, completed after it.
 */
export type OrderStatus = "placed" | "inProgress" | "completed";

export const orderStatus = (
  window: { readonly start: string; readonly end: string } | null,
  now: number,
): OrderStatus => {
  if (window === null) return "placed";
  if (now < Date.parse(window.start)) return "placed";
  return now < Date.parse(window.end) ? "inProgress" : "completed";
};
