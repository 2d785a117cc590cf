export interface LogsState {
  readonly reported: number;
}
export const initialLogs: LogsState = { reported: 0 };

/** Client errors posted to /logs per page load: enough to diagnose, never a flood. */
export const MAX_CLIENT_LOGS = 20;
