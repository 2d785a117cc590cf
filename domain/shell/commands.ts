import { Schema } from "effect";

const StartApp = Schema.TaggedStruct("StartApp", {});
export const ShellCommands = [StartApp] as const;
export type ShellCommand = (typeof ShellCommands)[number]["Type"];
