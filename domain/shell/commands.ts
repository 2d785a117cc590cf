import { Schema } from "effect";

export const StartApp = Schema.TaggedStruct("StartApp", {});
export const ShellCommands = [StartApp] as const;
export type ShellCommand = (typeof ShellCommands)[number]["Type"];
