/** Document 2 §5, §9: at most 20 saved addresses per customer. */
export const MAX_SAVED_ADDRESSES = 20;

/** Whether one more address may be added to a customer's `count` saved ones. */
export const canAddAddress = (count: number): boolean => count < MAX_SAVED_ADDRESSES;
