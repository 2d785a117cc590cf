import { Schema } from "effect";

/** Asks the server which operator (editor, QA) is logged in in this browser (issue 14, issue 19). */
const LoadOperator = Schema.TaggedStruct("LoadOperator", {});

export const OperatorCommands = [LoadOperator] as const;
export type OperatorCommand = (typeof OperatorCommands)[number]["Type"];
