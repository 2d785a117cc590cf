export * as cartCalls from "./cart";
export * as checkoutCalls from "./checkout";
export * as discoveryCalls from "./discovery";
export * as distributionCalls from "./distribution";
export * as insightsCalls from "./insights";
export * as searchCalls from "./search";
export * as sessionCalls from "./session";
export * as shellCalls from "./shell";
