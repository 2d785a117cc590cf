import type { OutcomesOf } from "../core/feature";
import type { LogOutcomes } from "../logs/outcomes";
import type { NavigationOutcomes } from "../navigation/outcomes";
import type { NotificationOutcomes } from "../notifications/outcomes";
import type { OpsOutcomes } from "../ops/outcomes";
import type { ShellOutcomes } from "../shell/outcomes";

/** Each command's outcome type, by tag: `dispatch` and the UI are typed by it. */
export type AppOutcomes = OutcomesOf<typeof NotificationOutcomes> &
  OutcomesOf<typeof ShellOutcomes> &
  OutcomesOf<typeof NavigationOutcomes> &
  OutcomesOf<typeof LogOutcomes> &
  OutcomesOf<typeof OpsOutcomes>;
