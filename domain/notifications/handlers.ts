import { Effect } from "effect";
import { currentState, emit } from "../app/scope";
import { Ids } from "../ports/ids";
import { translate } from "../tenant/messages";
import { type DismissNotification, type NotificationType, type Notify, notificationDuration } from "./model";

/** Shows a notification from a message key; used by every handler that tells the shopper something. */
export const notify = (
  key: string,
  type: NotificationType = "info",
  duration?: number,
  params?: Record<string, string>,
) =>
  Effect.gen(function* () {
    const id = yield* (yield* Ids).next();
    const state = yield* currentState;
    yield* emit({
      _tag: "NotificationShown",
      notification: {
        id,
        key,
        message: translate(state.tenant.messages, key, params),
        type,
        duration: notificationDuration(type, duration),
      },
    });
    return id;
  });

export const notificationHandlers = {
  Notify: (c: typeof Notify.Type) => notify(c.key, c.type ?? "info", c.duration, c.params),
  DismissNotification: (c: typeof DismissNotification.Type) =>
    Effect.gen(function* () {
      const state = yield* currentState;
      if (!state.notifications.items.some((n) => n.id === c.id)) return "unknown";
      yield* emit({ _tag: "NotificationDismissed", id: c.id });
      return "dismissed";
    }),
};
