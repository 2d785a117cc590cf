import type { OutcomeLists } from "../core/feature";
import type { ShellCommand } from "./commands";

export const ShellOutcomes = {
  StartApp: ["started", "already-started", "failed"],
  ResumeApp: ["resumed", "not-started"],
  ChooseLanguage: ["changed", "unchanged", "failed"],
} as const satisfies OutcomeLists<ShellCommand>;
