export { Api, type ApiPort } from "./api";
export { WallClock, type WallClockPort } from "./clock";
export { type CookieOptions, Cookies, type CookiesPort } from "./cookies";
export { Ids, type IdsPort } from "./ids";
export { type BrowserLocation, Navigation, type NavigationPort } from "./navigation";
export { Online, type OnlinePort } from "./online";
export { Storage, type StorageArea, type StoragePort } from "./storage";

import type { Api } from "./api";
import type { WallClock } from "./clock";
import type { Cookies } from "./cookies";
import type { Ids } from "./ids";
import type { Navigation } from "./navigation";
import type { Online } from "./online";
import type { Storage } from "./storage";

/** Every port a handler may use. */
export type Ports = Api | Cookies | Storage | WallClock | Ids | Navigation | Online;
