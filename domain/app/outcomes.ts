import type { CartOutcomes } from "../cart/outcomes";
import type { CheckoutOutcomes } from "../checkout/outcomes";
import type { OutcomesOf } from "../core/feature";
import type { NotificationOutcomes } from "../notifications/outcomes";

/** Each command's outcome type, by tag: `dispatch` and the UI are typed by it. */
export type AppOutcomes = OutcomesOf<typeof NotificationOutcomes> &
  OutcomesOf<typeof CartOutcomes> &
  OutcomesOf<typeof CheckoutOutcomes>;
