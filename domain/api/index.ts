export * as discoveryCalls from "./discovery";
export * as searchCalls from "./search";
export * as sessionCalls from "./session";
export * as shellCalls from "./shell";
