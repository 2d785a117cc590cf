import { Effect, Either, Schema } from "effect";
import { WallClock } from "../ports/clock";
import { Storage } from "../ports/storage";
import { NotificationType } from "./model";
import { notify } from "./notify";

/**
 * A notice the shopper must see even when the page goes away before it did: the sessionExpired
 * cookie is read by whichever page gets the answer that carries it — possibly the page being left
 * by a reload, whose notice nobody sees (document 1 §4: the notice is shown once, the cookie
 * cleared). Until its timer has run out on screen, the notice is kept in the tab's session storage,
 * and the next page of the tab shows it.
 */
const OWED_KEY = "notifications.owed";
/** A page load takes seconds; a marker older than this is from a notice the reducer pushed out. */
const OWED_FOR_MS = 60_000;

const Owed = Schema.parseJson(
  Schema.Struct({
    id: Schema.String,
    key: Schema.String,
    type: NotificationType,
    duration: Schema.Number,
    at: Schema.Number,
  }),
);
type Owed = typeof Owed.Type;

const readOwed = Effect.gen(function* () {
  const raw = yield* (yield* Storage).get("session", OWED_KEY);
  if (raw === null) return null;
  const owed = Schema.decodeUnknownEither(Owed)(raw);
  return Either.isRight(owed) ? owed.right : null;
});

/** Shows a timed notice and keeps it owed until it has run its time. */
export const notifyUntilSeen = (key: string, type: NotificationType, duration: number) =>
  Effect.gen(function* () {
    const id = yield* notify(key, type, duration);
    const owed: Owed = { id, key, type, duration, at: yield* (yield* WallClock).now() };
    yield* (yield* Storage).set("session", OWED_KEY, Schema.encodeSync(Owed)(owed));
    return id;
  });

/** A dismissed notice (by its timer or the shopper) is no longer owed. */
export const forgetOwed = (id: string) =>
  Effect.gen(function* () {
    if ((yield* readOwed)?.id === id) yield* (yield* Storage).remove("session", OWED_KEY);
  });

/** At start-up, once the tenant's texts are there: the notice the previous page of the tab owed. */
export const restoreOwedNotice = Effect.gen(function* () {
  const owed = yield* readOwed;
  if (owed === null) return;
  yield* (yield* Storage).remove("session", OWED_KEY);
  if ((yield* (yield* WallClock).now()) - owed.at > OWED_FOR_MS) return;
  yield* notifyUntilSeen(owed.key, owed.type, owed.duration);
});
