import { Effect } from "effect";
import { Ids } from "../ports/ids";
import { translate } from "../tenant/messages";
import { notifications } from "./access";
import { type NotificationType, notificationDuration } from "./model";

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
