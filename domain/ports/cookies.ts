import { Context, type Effect } from "effect";

interface CookieOptions {
  readonly maxAgeSeconds?: number;
  readonly path?: string;
}
export interface CookiesPort {
  readonly get: (name: string) => Effect.Effect<string | null>;
  readonly set: (name: string, value: string, options?: CookieOptions) => Effect.Effect<void>;
  readonly remove: (name: string) => Effect.Effect<void>;
}
export class Cookies extends Context.Tag("ports/Cookies")<Cookies, CookiesPort>() {}
