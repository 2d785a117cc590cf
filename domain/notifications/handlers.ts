import { Effect } from "effect";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { Ids } from "../ports/ids";
import { translate } from "../tenant/messages";
import { notifications } from "./access";
import type { NotificationCommand } from "./commands";
import { type NotificationType, notificationDuration } from "./model";
import type { NotificationOutcomes } from "./outcomes";

/** Shows a notification from a message key; used by every handler that tells the shopper something. */
export const notify = (
  key: string,
  type: NotificationType = "info",
  duration?: number,
  params?: Record<string, string>,
) =>
  Effect.gen(function* () {
    const id = yield* (yield* Ids).next();
    const { messages } = yield* notifications.inputs;
    yield* notifications.emit({
      _tag: "NotificationShown",
      notification: {
        id,
        key,
        message: translate(messages, key, params),
        type,
        duration: notificationDuration(type, duration),
      },
    });
    return id;
  });

export const notificationHandlers: HandlersOf<NotificationCommand, typeof NotificationOutcomes, Ports> = {
  Notify: (c) => Effect.as(notify(c.key, c.type ?? "info", c.duration, c.params), "shown" as const),
  DismissNotification: (c) =>
    Effect.gen(function* () {
      const state = yield* notifications.state;
      if (!state.items.some((n) => n.id === c.id)) return "unknown" as const;
      yield* notifications.emit({ _tag: "NotificationDismissed", id: c.id });
      return "dismissed" as const;
    }),
};
