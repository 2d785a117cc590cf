/**
 * What each gift card of a cart pays (document 2 §3 priceInfo.coveredAmount): the cards in the
 * order they were added, each its asked amount as long as the covered amount lasts. The order
 * debits these shares, never the asked amounts (a card asked for more than the rest pays the rest).
 */
export const giftCardShares = (asked: ReadonlyArray<number>, covered: number): number[] => {
  let left = Math.max(0, covered);
  return asked.map((amount) => {
    const share = Math.min(Math.max(0, amount), left);
    left -= share;
    return share;
  });
};
