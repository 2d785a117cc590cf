import { Schema } from "effect";
import { Language } from "./language";

const StartApp = Schema.TaggedStruct("StartApp", {});
/** The shopper picks a language in the switch; the page stays, its texts change (issue 14). */
const ChooseLanguage = Schema.TaggedStruct("ChooseLanguage", { language: Language });
export const ShellCommands = [StartApp, ChooseLanguage] as const;
export type ShellCommand = (typeof ShellCommands)[number]["Type"];
