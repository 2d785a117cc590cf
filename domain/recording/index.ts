export * from "./canonical";
export * from "./format";
export * from "./projections";
export * from "./recording";
export * from "./redact";
export * from "./reexecute";
export * from "./secrets";
export * from "./timeline";
