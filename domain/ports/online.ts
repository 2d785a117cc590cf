import { Context, type Effect } from "effect";

export interface OnlinePort {
  readonly isOnline: () => Effect.Effect<boolean>;
}
export class Online extends Context.Tag("ports/Online")<Online, OnlinePort>() {}
