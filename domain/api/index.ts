export * as sessionCalls from "./session";
export * as shellCalls from "./shell";
