export * from "./brand";
export * from "./category";
export * from "./listing";
export * from "./pricing";
export * from "./product";
export * from "./search";
export * from "./text";
