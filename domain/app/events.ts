import { Schema } from "effect";
import { ContentEvents } from "../content/model";
import { CommandFailed } from "../failures/model";
import { LogEvents } from "../logs/model";
import { NavigationEvents } from "../navigation/model";
import { NotificationEvents } from "../notifications/model";
import { SessionEvents } from "../session/model";
import { ShellEvents } from "../shell/model";

/** Every event of the app: plain data, past tense, reduced by exactly one case each. */
export const AppEvent = Schema.Union(
  ...ShellEvents,
  ...SessionEvents,
  ...NavigationEvents,
  ...ContentEvents,
  ...NotificationEvents,
  ...LogEvents,
  CommandFailed,
);
export type AppEvent = typeof AppEvent.Type;
export type EventTag = AppEvent["_tag"];
