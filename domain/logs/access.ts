import { featureAccess } from "../core/feature";
import { selectRuntimeConfig } from "../shell/selectors";
import type { LogEvent } from "./events";
import type { LogsState } from "./state";

/** The client log reads its own count and the running app's version (from the tenant's configuration). */
export const logs = featureAccess<LogEvent>()({
  self: (r: { readonly logs: LogsState }) => r.logs,
  inputs: { config: selectRuntimeConfig },
});
