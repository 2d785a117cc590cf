/**
 * The validation poll (document 2 §4, §9) pauses while the shopper is on the checkout route, and
 * has nothing to check without a cart: the scheduler and the handler ask the same rule.
 */
export const pollPaused = (route: string | null, hasCart: boolean): boolean =>
  route === "checkout" || !hasCart;
