import { Schema } from "effect";

/** The server's answer: the operator's role, or null (none logged in, or the answer failed). */
export const OperatorIdentified = Schema.TaggedStruct("OperatorIdentified", {
  role: Schema.NullOr(Schema.Literal("qa", "editor")),
});

export const OperatorEvents = [OperatorIdentified] as const;
export type OperatorEvent = (typeof OperatorEvents)[number]["Type"];
