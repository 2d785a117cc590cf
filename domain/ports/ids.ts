import { Context, type Effect } from "effect";

export interface IdsPort {
  readonly next: () => Effect.Effect<string>;
}
export class Ids extends Context.Tag("ports/Ids")<Ids, IdsPort>() {}
