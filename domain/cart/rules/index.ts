export * from "./delivery-pass";
export * from "./limits";
export * from "./money";
export * from "./quantity";
export * from "./saved-address";
export * from "./surcharge";
export * from "./validation";
export * from "./vouchers";
