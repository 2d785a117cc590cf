import { Schema } from "effect";
import { Language } from "./language";

const StartApp = Schema.TaggedStruct("StartApp", {});
/**
 * The browser continues a start-up the server ran (issue 17): the server's events are in the store,
 * so only the shopper's own parts are read here (cookies, XSRF token, the logged-in customer).
 */
const ResumeApp = Schema.TaggedStruct("ResumeApp", {});
/** The shopper picks a language in the switch; the page stays, its texts change (issue 14). */
const ChooseLanguage = Schema.TaggedStruct("ChooseLanguage", { language: Language });
export const ShellCommands = [StartApp, ResumeApp, ChooseLanguage] as const;
export type ShellCommand = (typeof ShellCommands)[number]["Type"];
