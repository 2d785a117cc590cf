export type { Ports } from "./all";
export { Api, type ApiPort } from "./api";
export { WallClock, type WallClockPort } from "./clock";
export { type CookieOptions, Cookies, type CookiesPort } from "./cookies";
export { Ids, type IdsPort } from "./ids";
export { type BrowserLocation, Navigation, type NavigationPort } from "./navigation";
export { Online, type OnlinePort } from "./online";
export { Storage, type StorageArea, type StoragePort } from "./storage";
