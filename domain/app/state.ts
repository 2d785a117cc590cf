import { type ContentState, initialContent } from "../content/model";
import { type FailuresState, initialFailures } from "../failures/model";
import { initialLogs, type LogsState } from "../logs/model";
import { initialNavigation, type NavigationState } from "../navigation/model";
import { initialNotifications, type NotificationsState } from "../notifications/model";
import { initialSession, type SessionState } from "../session/model";
import { initialShell, type ShellState } from "../shell/model";

export interface AppState extends ShellState {
  readonly session: SessionState;
  readonly navigation: NavigationState;
  readonly content: ContentState;
  readonly notifications: NotificationsState;
  readonly logs: LogsState;
  readonly failures: FailuresState;
}

export const initialState: AppState = {
  ...initialShell,
  session: initialSession,
  navigation: initialNavigation,
  content: initialContent,
  notifications: initialNotifications,
  logs: initialLogs,
  failures: initialFailures,
};
