import { Schema } from "effect";
import { LogCommands } from "../logs/model";
import { NavigationCommands } from "../navigation/model";
import { NotificationCommands } from "../notifications/model";
import { ShellCommands } from "../shell/model";

/** Every shopper intent: plain data, imperative. */
export const AppCommand = Schema.Union(
  ...ShellCommands,
  ...NavigationCommands,
  ...NotificationCommands,
  ...LogCommands,
);
export type AppCommand = typeof AppCommand.Type;
export type CommandTag = AppCommand["_tag"];
